import {
  Box,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { ErrorState } from './ErrorState';
import { Pager } from './Pager';

export type RowId = number | string;

export interface DataTableColumn<T> {
  key: string;
  /** The column's name: the table header, and the label of the value in the phone card layout. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The header sorts by this column (the owner of the rows sorts them, see DataTableProps.sort). */
  sortable?: boolean;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  /** The sorted column's key. */
  key: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  /** Read by screen readers as the table's name. */
  caption: string;
  loading?: boolean;
  /** A failed load: its message, with a retry button when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** 1-based page; the pager shows when totalPages > 1. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /**
   * The current order, controlled: the table only shows it and asks for another one through
   * onSortChange; the rows arrive sorted (usually from the server, with paging).
   */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Checkbox per row and a select-all for the page. */
  selectable?: boolean;
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Shown above the table while rows are selected (bulk delete, bulk status). */
  bulkActions?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  onRowClick?: (row: T) => void;
  /**
   * A row's own card below 600 px, for lists whose rows read better as a picture and a headline
   * (a parcel: photo, name, status) than as "label: value" lines of every column.
   */
  renderCard?: (row: T) => ReactNode;
}

/** Phones get cards instead of a table below this width (every page works at 360 px). */
export const CARD_LAYOUT_QUERY = '(max-width: 599.98px)';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Clicking the sorted column turns its order around; another column starts ascending. */
function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/**
 * A list page's table: loading, error and empty states, sorting, paging and row selection. Below
 * 600 px each row becomes a card of "label: value" lines, with the sort order in a select.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  // Read at once, so a phone never flashes the wide table first.
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const { rows, getRowId, selectable = false, selectedIds = [], onSelectionChange } = props;
  if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} />;

  const selected = new Set(selectedIds);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const selection: Selection = {
    enabled: selectable,
    has: (id) => selected.has(id),
    allSelected,
    someSelected: selectedOnPage > 0 && !allSelected,
    toggleRow: (id) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onSelectionChange?.([...next]);
    },
    toggleAll: () => {
      const next = new Set(selected);
      for (const id of pageIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      onSelectionChange?.([...next]);
    },
  };

  const placeholder =
    props.loading && rows.length === 0 ? (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    ) : rows.length === 0 ? (
      <Text ta="center" c="dimmed" py="xl">
        {props.emptyText ?? t('components.table.empty')}
      </Text>
    ) : null;

  const { onRowClick } = props;
  const layout: Layout<T> = {
    columns: props.columns,
    rows: rows.map((row) => {
      const id = getRowId(row);
      return { row, id, selected: selected.has(id), onClick: onRowClick && (() => onRowClick(row)) };
    }),
    caption: props.caption,
    loading: props.loading,
    sort: props.sort,
    onSortChange: props.onSortChange,
    selection,
    placeholder,
  };

  return (
    <Box>
      {selectable && selected.size > 0 && (
        <Group justify="space-between" mb="sm" p="sm" bg="kerben.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" fw={600} c="kerben.8" aria-live="polite">
            {t('components.table.selected', { count: selected.size })}
          </Text>
          <Group gap="xs">{props.bulkActions}</Group>
        </Group>
      )}
      {cards ? (
        <CardList layout={layout} renderCard={props.renderCard} />
      ) : (
        <WideTable layout={layout} minWidth={props.minWidth} />
      )}
      {props.onPageChange && <Pager page={props.page ?? 1} totalPages={props.totalPages ?? 1} onChange={props.onPageChange} />}
    </Box>
  );
}

interface Selection {
  enabled: boolean;
  has: (id: RowId) => boolean;
  allSelected: boolean;
  someSelected: boolean;
  toggleRow: (id: RowId) => void;
  toggleAll: () => void;
}

/** A row as both layouts show it. */
interface LayoutRow<T> {
  row: T;
  id: RowId;
  selected: boolean;
  onClick: (() => void) | undefined;
}

/** What the table and the cards both show, worked out once. */
interface Layout<T> extends Pick<DataTableProps<T>, 'columns' | 'caption' | 'loading' | 'sort' | 'onSortChange'> {
  rows: LayoutRow<T>[];
  selection: Selection;
  /** The loading or empty state, when there are no rows to show. */
  placeholder: ReactNode;
}

function SelectAll({ selection, disabled, withLabel = false }: { selection: Selection; disabled: boolean; withLabel?: boolean }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      // Cards have no header row: there the box says what it does.
      label={withLabel ? t('components.table.selectPage') : undefined}
      aria-label={t('components.table.selectAll')}
      checked={selection.allSelected}
      indeterminate={selection.someSelected}
      onChange={selection.toggleAll}
      disabled={disabled}
    />
  );
}

function SelectRow({ selection, id }: { selection: Selection; id: RowId }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('components.table.selectRow', { id })}
      checked={selection.has(id)}
      onChange={() => selection.toggleRow(id)}
    />
  );
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

function WideTable<T>({ layout, minWidth = 720 }: { layout: Layout<T>; minWidth?: number }) {
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

/** The sort order as one select ('Трек-номер: по возрастанию'), since cards have no headers. */
function SortSelect<T>({ columns, sort, onSortChange }: Pick<DataTableProps<T>, 'columns' | 'sort' | 'onSortChange'>) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0 || !onSortChange) return null;
  const options = sortable.flatMap((column) => [
    { value: `${column.key}:asc`, label: t('components.table.sortAscending', { column: column.header }) },
    { value: `${column.key}:desc`, label: t('components.table.sortDescending', { column: column.header }) },
  ]);
  return (
    <NativeSelect
      label={t('components.table.sortBy')}
      data={sort ? options : [{ value: '', label: '—' }, ...options]}
      value={sort ? `${sort.key}:${sort.direction}` : ''}
      onChange={(event) => {
        const [key = '', direction] = event.currentTarget.value.split(':');
        if (key) onSortChange({ key, direction: direction === 'desc' ? 'desc' : 'asc' });
      }}
      mb="sm"
    />
  );
}

function CardList<T>({ layout, renderCard }: { layout: Layout<T>; renderCard?: (row: T) => ReactNode }) {
  const { columns, rows, selection, placeholder } = layout;
  return (
    <div aria-busy={layout.loading || undefined}>
      <SortSelect columns={columns} sort={layout.sort} onSortChange={layout.onSortChange} />
      {selection.enabled && rows.length > 0 && (
        <Group mb="sm" gap="xs">
          <SelectAll selection={selection} disabled={false} withLabel />
        </Group>
      )}
      {placeholder ?? (
        <ul className={classes.cards} aria-label={layout.caption}>
          {rows.map(({ row, id, selected, onClick }) => (
            <Paper
              component="li"
              key={id}
              withBorder
              radius="md"
              p="sm"
              className={classes.card}
              data-selected={selected || undefined}
              data-clickable={onClick ? true : undefined}
              onClick={onClick}
            >
              {selection.enabled && (
                // Ticking the box does not count as a click on the card.
                <Box className={classes.cardSelect} onClick={(event) => event.stopPropagation()}>
                  <SelectRow selection={selection} id={id} />
                </Box>
              )}
              {renderCard ? (
                <div className={classes.fields}>{renderCard(row)}</div>
              ) : (
                <dl className={classes.fields}>
                  {columns.map((column) => (
                    <div key={column.key} className={classes.field}>
                      {column.header && <dt className={classes.label}>{column.header}</dt>}
                      <dd className={classes.value}>{column.render(row)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Paper>
          ))}
        </ul>
      )}
    </div>
  );
}
