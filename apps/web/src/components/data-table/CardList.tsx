import { Box, Group, NativeSelect, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../DataTable.module.css';
import { SelectAll, SelectRow } from './RowSelection';
import type { DataTableProps, Layout } from './types';

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

/** Below 600 px: a card per row, the sort order in a select above them. */
export function CardList<T>({ layout, renderCard }: { layout: Layout<T>; renderCard?: (row: T) => ReactNode }) {
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
