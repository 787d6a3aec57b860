import type { BoardCategory } from '@kerben/domain';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBoardCategories, useDeleteBoardCategory } from '../../api/board';
import { CategoryBadge } from '../../components/board/CategoryBadge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { BoardCategoryDialog, boardCategoryTexts } from './board/BoardCategoryDialog';
import { boardColorName } from './board/BoardColorPicker';

/** /admin/board-category: the bulletin board's categories and their colours; header action 'Добавить категорию'. */
export function BoardCategoriesPage() {
  const { t } = useTranslation();
  const categories = useBoardCategories();
  const editing = useRecordActions({ texts: boardCategoryTexts, remove: useDeleteBoardCategory() });
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
        {(list) => (
          // A handful of categories: one table without pages.
          <DataTable
            columns={columns}
            rows={list}
            getRowId={(row) => row.id}
            caption={t('admin.board.categoriesCaption')}
            loading={categories.isFetching}
            minWidth={520}
          />
        )}
      </QueryView>
      <BoardCategoryDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
