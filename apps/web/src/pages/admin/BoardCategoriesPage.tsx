import type { BoardCategory } from '@kerben/domain';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardCategories, useDeleteBoardCategory } from '../../api/board';
import { usePageAction } from '../../app/layouts/page-action';
import { CategoryBadge } from '../../components/board/CategoryBadge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { BoardCategoryDialog, boardCategoryTexts } from './board/BoardCategoryDialog';
import { boardColorName } from './board/BoardColorPicker';

/** The server answers every category at once; the table shows them a page at a time. */
const PAGE_SIZE = 20;

/** /admin/board-category: the bulletin board's categories and their colours; header action 'Добавить категорию'. */
export function BoardCategoriesPage() {
  const { t } = useTranslation();
  const categories = useBoardCategories();
  const editing = useRecordActions({ texts: boardCategoryTexts, remove: useDeleteBoardCategory() });
  const [page, setPage] = useState(1);
  const addLabel = t('admin.board.addCategory');
  usePageAction({ label: addLabel, onClick: editing.create });

  const columns: DataTableColumn<BoardCategory>[] = [
    {
      key: 'name',
      header: t('admin.board.columns.name'),
      render: (row) => <CategoryBadge category={row} size="lg" />,
    },
    {
      key: 'color',
      header: t('admin.board.columns.color'),
      width: 220,
      render: (row) => {
        const name = boardColorName(row.color);
        return (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={row.color} size={18} aria-hidden />
            <Text size="sm">{name ? t(`admin.board.colors.${name}`) : row.color}</Text>
          </Group>
        );
      },
    },
    { key: 'actions', header: t('admin.board.columns.actions'), width: 110, render: (row) => editing.actions(row) },
  ];

  return (
    <>
      <QueryView
        query={categories}
        errorTitle={t('admin.board.categoriesLoadFailed')}
        empty={
          <CatalogEmpty
            icon={<IconTags size={26} />}
            title={t('admin.board.categoriesEmptyTitle')}
            text={t('admin.board.categoriesEmptyText')}
            addLabel={addLabel}
            onAdd={editing.create}
          />
        }
      >
        {(list) => {
          const totalPages = Math.ceil(list.length / PAGE_SIZE);
          // After the last category of the last page is deleted, show the page before it.
          const shown = Math.min(page, totalPages);
          return (
            <DataTable
              columns={columns}
              rows={list.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
              getRowId={(row) => row.id}
              caption={t('admin.board.categoriesCaption')}
              loading={categories.isFetching}
              minWidth={520}
              page={shown}
              totalPages={totalPages}
              onPageChange={setPage}
            />
          );
        }}
      </QueryView>
      <BoardCategoryDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
