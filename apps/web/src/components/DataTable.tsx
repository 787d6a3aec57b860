import { Box, Center, Checkbox, Group, Loader, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

export type RowId = number | string;

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
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
  /** Checkbox per row and a select-all for the page. */
  selectable?: boolean;
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Shown above the table while rows are selected (bulk delete, bulk status). */
  bulkActions?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth?: number;
  onRowClick?: (row: T) => void;
}

/** A list page's table: loading, error and empty states, paging and row selection. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  loading = false,
  error,
  onRetry,
  emptyText,
  page = 1,
  totalPages = 1,
  onPageChange,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  bulkActions,
  minWidth = 720,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const selected = new Set(selectedIds);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const toggleAll = () => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    onSelectionChange?.([...next]);
  };
  const toggleRow = (id: RowId) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.([...next]);
  };

  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  const colSpan = columns.length + (selectable ? 1 : 0);

  return (
    <Box>
      {selectable && selected.size > 0 && (
        <Group justify="space-between" mb="sm" p="sm" bg="kerben.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" fw={600} c="kerben.8" aria-live="polite">
            {t('components.table.selected', { count: selected.size })}
          </Text>
          <Group gap="xs">{bulkActions}</Group>
        </Group>
      )}
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading || undefined}>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label={t('components.table.selectAll')}
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    onChange={toggleAll}
                    disabled={rows.length === 0}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Center py="xl">
                    <Loader size="sm" aria-label={t('common.loading')} />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Text ta="center" c="dimmed" py="xl">
                    {emptyText ?? t('components.table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                return (
                  <Table.Tr
                    key={id}
                    bg={selected.has(id) ? 'var(--mantine-color-kerben-0)' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {selectable && (
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          aria-label={t('components.table.selectRow', { id })}
                          checked={selected.has(id)}
                          onChange={() => toggleRow(id)}
                        />
                      </Table.Td>
                    )}
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalPages > 1 && onPageChange && (
        <Group justify="center" mt="md">
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`components.table.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('components.table.page', { page: item }) })}
            aria-label={t('components.table.pagination')}
          />
        </Group>
      )}
    </Box>
  );
}
