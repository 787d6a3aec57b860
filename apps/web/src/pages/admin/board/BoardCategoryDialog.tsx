import { BOARD_COLORS, type BoardCategory, boardCategorySchema } from '@kerben/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BoardCategoryValues, useCreateBoardCategory, useUpdateBoardCategory } from '../../../api/board';
import { EntityDialog, type EntityFormSpec } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import { BoardColorPicker } from './BoardColorPicker';

/** The texts of board categories, for this dialog and the page's buttons and confirmation. */
export const boardCategoryTexts = entityTexts('admin.board.category', (category: BoardCategory) => category.name);

const categoryForm: EntityFormSpec<BoardCategory, BoardCategoryValues> = {
  // A new category starts blue, so the form never asks for a colour nobody chose.
  initialValues: (category) => ({ name: category?.name ?? '', color: category?.color ?? BOARD_COLORS.blue }),
  schema: boardCategorySchema,
};

/** 'Новая категория объявлений' / 'Изменить категорию': a name and a colour of the palette. */
export function BoardCategoryDialog(props: RecordDialogProps<BoardCategory>) {
  const { t } = useTranslation();
  const save = { create: useCreateBoardCategory(), update: useUpdateBoardCategory() };
  return (
    <EntityDialog {...props} texts={boardCategoryTexts} spec={categoryForm} save={save}>
      {(form) => (
        <>
          <TextInput label={t('admin.board.category.name')} required data-autofocus {...form.getInputProps('name')} />
          <BoardColorPicker
            label={t('admin.board.category.color')}
            required
            value={form.values.color}
            onChange={(color) => form.setFieldValue('color', color)}
            error={form.errors.color}
          />
        </>
      )}
    </EntityDialog>
  );
}
