import { Box, Center, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CardList } from './data-table/CardList';
import type { DataTableProps, Layout, Selection } from './data-table/types';
import { WideTable } from './data-table/WideTable';
import { ErrorState } from './ErrorState';
import { Pager } from './Pager';

export type { DataTableColumn, DataTableProps, RowId, SortDirection, TableSort } from './data-table/types';

/** Phones get cards instead of a table below this width (every page works at 360 px). */
export const CARD_LAYOUT_QUERY = '(max-width: 599.98px)';

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
