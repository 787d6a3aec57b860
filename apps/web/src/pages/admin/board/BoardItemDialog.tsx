import { type BoardItem, boardItemSchema, boardToday, toDisplayDate } from '@kerben/domain';
import { ColorSwatch, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BoardItemValues, useBoardCategories, useCreateBoardItem, useUpdateBoardItem } from '../../../api/board';
import { DateTextInput } from '../../../components/DateTextInput';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** How an announcement is named in buttons and confirmations: the start of its text. */
export const shortText = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The texts of announcements, for this dialog and the page's buttons and confirmation. */
export const boardItemTexts = entityTexts('admin.board.item', (item: BoardItem) => shortText(item.text));

const itemForm: EntityFormSpec<BoardItem, BoardItemValues> = {
  initialValues: (item) => ({
    text: item?.text ?? '',
    category: item ? String(item.category.id) : null,
    city: item?.city ?? '',
    // A new announcement is dated today; the admin may schedule it later.
    publication_date: toDisplayDate(item?.publication_date ?? boardToday()),
  }),
  schema: boardItemSchema,
};

/** 'Добавить объявление' / 'Изменить объявление': text, category, city and publication date. */
export function BoardItemDialog(props: RecordDialogProps<BoardItem>) {
  const { t } = useTranslation();
  const save = { create: useCreateBoardItem(), update: useUpdateBoardItem() };
  const categories = useBoardCategories();
  const colorOf = new Map((categories.data ?? []).map((category) => [String(category.id), category.color]));
  const noCategories = categories.isSuccess && categories.data.length === 0;
  return (
    <EntityDialog {...props} texts={boardItemTexts} spec={itemForm} save={save} size="lg">
      {(form) => (
        <>
          <Textarea
            label={t('admin.board.item.text')}
            placeholder={t('admin.board.item.textPlaceholder')}
            required
            data-autofocus
            {...NOTE_PROPS}
            minRows={3}
            {...form.getInputProps('text')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t('admin.board.item.category')}
              placeholder={noCategories ? t('admin.board.item.noCategories') : t('admin.board.item.categoryPlaceholder')}
              required
              disabled={noCategories}
              data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={colorOf.get(option.value) ?? 'transparent'} size={14} aria-hidden />
                  {option.label}
                </Group>
              )}
              leftSection={
                form.values.category && colorOf.has(form.values.category) ? (
                  <ColorSwatch color={colorOf.get(form.values.category) ?? 'transparent'} size={14} aria-hidden />
                ) : undefined
              }
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category')}
            />
            <TextInput
              label={t('admin.board.item.city')}
              placeholder={t('admin.board.item.cityPlaceholder')}
              required
              {...form.getInputProps('city')}
            />
          </SimpleGrid>
          <DateTextInput
            label={t('admin.board.item.date')}
            description={t('admin.board.item.dateHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('publication_date')}
          />
        </>
      )}
    </EntityDialog>
  );
}
