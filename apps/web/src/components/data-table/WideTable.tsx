import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from '../DataTable.module.css';
import { SelectAll, SelectRow } from './RowSelection';
import type { DataTableColumn, DataTableProps, Layout, TableSort } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Clicking the sorted column turns its order around; another column starts ascending. */
function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

function SortableHeader<T>({
  column,
  sort,
  onSortChange,
}: Pick<DataTableProps<T>, 'sort' | 'onSortChange'> & { column: DataTableColumn<T> }) {
  const direction = sort?.key === column.key ? sort.direction : null;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSortChange?.(nextSort(sort, column.key))}>
      {column.header}
      <Icon size={14} aria-hidden className={direction ? undefined : classes.sortIdle} />
    </UnstyledButton>
  );
}

/** The table of a wide screen: a header row that sorts, a checkbox column while selectable. */
export function WideTable<T>({ layout, minWidth = 720 }: { layout: Layout<T>; minWidth?: number }) {
  const { columns, rows, sort, onSortChange, selection, placeholder } = layout;
  const colSpan = columns.length + (selection.enabled ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={layout.loading || undefined}>
        <VisuallyHidden component="caption">{layout.caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {selection.enabled && (
              <Table.Th w={44}>
                <SelectAll selection={selection} disabled={rows.length === 0} />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                w={column.width}
                ta={column.align}
                aria-sort={column.sortable ? (sort?.key === column.key ? ARIA_SORT[sort.direction] : 'none') : undefined}
              >
                {column.sortable ? <SortableHeader column={column} sort={sort} onSortChange={onSortChange} /> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placeholder ? (
            <Table.Tr>
              <Table.Td colSpan={colSpan}>{placeholder}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map(({ row, id, selected, onClick }) => (
              <Table.Tr
                key={id}
                bg={selected ? 'var(--mantine-color-kerben-0)' : undefined}
                onClick={onClick}
                style={onClick ? { cursor: 'pointer' } : undefined}
              >
                {selection.enabled && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <SelectRow selection={selection} id={id} />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
