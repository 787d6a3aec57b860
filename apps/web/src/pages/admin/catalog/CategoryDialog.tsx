import { type CategoryInput, categorySchema } from '@kerben/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Category, useCreateCategory, useUpdateCategory } from '../../../api/catalog';
import { applyServerErrors } from '../../../components/form-errors';
import { notifySuccess } from './dialog-state';

const validate = schemaResolver(categorySchema, { sync: true });

interface CategoryDialogProps {
  opened: boolean;
  /** The category to rename; null creates one. */
  category: Category | null;
  onClose: () => void;
}

/** 'Новая категория' / 'Изменить категорию': one name field. */
export function CategoryDialog({ opened, category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const pending = create.isPending || update.isPending;
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={category ? t('catalog.category.editTitle') : t('catalog.category.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <CategoryForm
        category={category}
        pending={pending}
        onCancel={onClose}
        onSubmit={(values, form) => {
          const done = {
            onSuccess: () => {
              notifySuccess(category ? t('catalog.category.saved') : t('catalog.category.created', { name: values.name.trim() }));
              onClose();
            },
            onError: (error: unknown) => applyServerErrors(form, error),
          };
          if (category) update.mutate({ id: category.id, values }, done);
          else create.mutate(values, done);
        }}
      />
    </Modal>
  );
}

function CategoryForm({
  category,
  pending,
  onCancel,
  onSubmit,
}: {
  category: Category | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: { name: string }, form: UseFormReturnType<CategoryInput>) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<CategoryInput>({ initialValues: { name: category?.name ?? '' }, validate });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit({ name: values.name }, form))} noValidate>
      <Stack gap="md">
        <TextInput label={t('catalog.category.name')} required data-autofocus maxLength={100} {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {category ? t('common.save') : t('catalog.category.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
