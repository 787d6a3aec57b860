import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DeclarationValues, newItemValues, typedValueUsd } from '../../lib/declaration-form';
import { formatPrice } from '../parcels/parcel-format';
import classes from './declaration.module.css';
import '../../i18n/ru/declaration';

export interface DeclarationFieldsProps<V extends DeclarationValues> {
  form: UseFormReturnType<V>;
  /** The form asks for at least one item: the last row cannot be removed. */
  required?: boolean;
  disabled?: boolean;
}

/**
 * 'Опись вложения': a row per item (description, quantity, price per piece in dollars) that can be
 * added and removed, and the declared value they make, counted as they are typed. The first row
 * carries the column names; every input is named with its row number for screen readers.
 */
export function DeclarationFields<V extends DeclarationValues>({ form, required = false, disabled }: DeclarationFieldsProps<V>) {
  const { t } = useTranslation();
  // Mantine's form is typed by its values; the list's paths are built by hand.
  const list = form as unknown as UseFormReturnType<DeclarationValues>;
  const rows = list.values.items;
  const listError = list.errors.items;
  return (
    <Fieldset legend={t('declaration.title')} radius="md" disabled={disabled}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('declaration.hint')}
        </Text>
        {rows.map((row, index) => {
          const n = index + 1;
          const first = index === 0;
          return (
            <Group key={row.key} className={classes.row} gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                className={classes.description}
                label={first ? t('declaration.description') : undefined}
                aria-label={t('declaration.descriptionOf', { n })}
                placeholder={first ? t('declaration.descriptionPlaceholder') : undefined}
                maxLength={200}
                autoComplete="off"
                {...list.getInputProps(`items.${index}.description`)}
              />
              <NumberInput
                className={classes.quantity}
                label={first ? t('declaration.quantity') : undefined}
                aria-label={t('declaration.quantityOf', { n })}
                min={1}
                max={10_000}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                {...list.getInputProps(`items.${index}.quantity`)}
              />
              <NumberInput
                className={classes.price}
                label={first ? t('declaration.price') : undefined}
                aria-label={t('declaration.priceOf', { n })}
                min={0}
                max={100_000}
                decimalScale={2}
                allowNegative={false}
                decimalSeparator="."
                hideControls
                {...list.getInputProps(`items.${index}.unit_price_usd`)}
              />
              <ActionIcon
                className={first ? classes.removeFirst : classes.remove}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('declaration.remove', { n })}
                disabled={disabled || (required && rows.length === 1)}
                onClick={() => list.removeListItem('items', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {typeof listError === 'string' && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              list.insertListItem('items', newItemValues());
              list.clearFieldError('items');
            }}
            disabled={disabled}
          >
            {t('declaration.add')}
          </Button>
          <Text size="sm" fw={600} aria-live="polite">
            {t('declaration.total', { value: formatPrice(typedValueUsd(rows)) })}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
