import { type Category, categorySchema } from '@kerben/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CategoryValues, useCreateCategory, useUpdateCategory } from '../../../api/catalog';
import { EntityDialog, type EntityFormSpec } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of categories, for this dialog and the page's buttons and confirmation. */
export const categoryTexts = entityTexts('admin.catalog.category', (category: Category) => category.name);

const categoryForm: EntityFormSpec<Category, CategoryValues> = {
  initialValues: (category) => ({ name: category?.name ?? '' }),
  schema: categorySchema,
};

/** 'Новая категория' / 'Изменить категорию': one name field. */
export function CategoryDialog(props: RecordDialogProps<Category>) {
  const { t } = useTranslation();
  const save = { create: useCreateCategory(), update: useUpdateCategory() };
  return (
    <EntityDialog {...props} texts={categoryTexts} spec={categoryForm} save={save}>
      {(form) => <TextInput label={t('admin.catalog.category.name')} required data-autofocus {...form.getInputProps('name')} />}
    </EntityDialog>
  );
}
