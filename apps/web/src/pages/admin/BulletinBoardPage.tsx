import { type BoardItem, boardToday, toDisplayDate } from '@kerben/domain';
import { Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconNews, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminBoard, useDeleteBoardItem } from '../../api/board';
import { CategoryBadge } from '../../components/board/CategoryBadge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { BoardItemDialog, boardItemTexts } from './board/BoardItemDialog';

const FILTERS = ['text'] as const;

/** The publication date, and 'Запланировано' while it is still ahead. */
function PublicationDate({ item, today }: { item: BoardItem; today: string }) {
  const { t } = useTranslation();
  const date = toDisplayDate(item.publication_date);
  return (
    <Group gap={6} align="center">
      <Text size="sm">{date}</Text>
      {item.publication_date > today && (
        <Tooltip label={t('admin.board.scheduledHint', { date })}>
          <Badge variant="light" color="yellow" radius="sm" tt="none">
            {t('admin.board.scheduled')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** An announcement on a phone: category, city and date above its whole text. */
function BoardItemCard({ item, today, actions }: { item: BoardItem; today: string; actions: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <CategoryBadge category={item.category} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.city}
            </Text>
          </Group>
          <PublicationDate item={item} today={today} />
        </Stack>
        {actions}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {item.text}
      </Text>
    </Stack>
  );
}

/**
 * /admin/bulletin-board: every announcement, scheduled ones too, newest publication first; search
 * and page in the address; header action 'Добавить объявление'.
 */
export function BulletinBoardPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useAdminBoard({ text: filters.text, page });
  const editing = useRecordActions({
    texts: boardItemTexts,
    remove: useDeleteBoardItem(),
    onDeleted: () => {
      if (page > 1 && list.data?.results.length === 1) setFilters({}, page - 1);
    },
  });
  const addLabel = t('admin.board.addItem');
  usePageAction({ label: addLabel, onClick: editing.create });
  const today = boardToday();

  const columns: DataTableColumn<BoardItem>[] = [
    {
      key: 'text',
      header: t('admin.board.columns.text'),
      render: (row) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {row.text}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t('admin.board.columns.category'),
      width: 170,
      render: (row) => <CategoryBadge category={row.category} />,
    },
    {
      key: 'city',
      header: t('admin.board.columns.city'),
      width: 140,
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.city}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t('admin.board.columns.date'),
      width: 170,
      render: (row) => <PublicationDate item={row} today={today} />,
    },
    { key: 'actions', header: t('admin.board.columns.actions'), width: 110, render: (row) => editing.actions(row) },
  ];

  const data = list.data;
  const searching = Boolean(filters.text);
  const isEmpty = data && data.count === 0 && !searching;
  return (
    <Stack gap="md">
      {!isEmpty && (
        <Paper withBorder radius="lg" p="md" role="search">
          <DebouncedFilter
            label={t('admin.board.search')}
            value={filters.text}
            onCommit={(text) => setFilters({ text })}
            autoComplete="off"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            maw={480}
          />
        </Paper>
      )}
      {isEmpty ? (
        <CatalogEmpty
          icon={<IconNews size={26} />}
          title={t('admin.board.emptyTitle')}
          text={t('admin.board.emptyText')}
          addLabel={addLabel}
          onAdd={editing.create}
        />
      ) : (
        <DataTable
          caption={t('admin.board.caption')}
          columns={columns}
          {...pagedTable(list, page, (next) => setFilters({}, next))}
          getRowId={(item) => item.id}
          emptyText={t('admin.board.notFound')}
          minWidth={820}
          renderCard={(item) => <BoardItemCard item={item} today={today} actions={editing.actions(item)} />}
        />
      )}
      <BoardItemDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </Stack>
  );
}
