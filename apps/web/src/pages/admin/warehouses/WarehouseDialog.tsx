import { STORAGE_DEFAULTS, type Warehouse, warehouseSchema } from '@kerben/domain';
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreateWarehouse, useUpdateWarehouse, type WarehouseValues } from '../../../api/warehouses';
import { CountrySelect } from '../../../components/CountrySelect';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of warehouses, for this dialog and the page's buttons and confirmation. */
export const warehouseTexts = entityTexts('admin.warehouses.warehouse', (warehouse: Warehouse) => warehouse.name);

const warehouseForm: EntityFormSpec<Warehouse, WarehouseValues> = {
  initialValues: (warehouse) => ({
    name: warehouse?.name ?? '',
    aliases: warehouse?.aliases.join(', ') ?? '',
    country: warehouse?.country ? String(warehouse.country.id) : null,
    address: warehouse?.address ?? '',
    free_storage_days: warehouse?.free_storage_days ?? STORAGE_DEFAULTS.freeDays,
    storage_fee_per_day_usd: warehouse?.storage_fee_per_day_usd ?? STORAGE_DEFAULTS.feePerDayUsd,
  }),
  schema: warehouseSchema,
};

/**
 * 'Добавить склад' / 'Изменить склад': name, other names (comma separated; the warehouse's page is
 * found by any of them), country, address, and the free storage days with the fee after them. A failed save says 'Ошибка при создании склада' or
 * 'Ошибка при обновлении склада' with the server's reason.
 */
export function WarehouseDialog(props: RecordDialogProps<Warehouse>) {
  const { t } = useTranslation();
  const save = { create: useCreateWarehouse(), update: useUpdateWarehouse() };
  return (
    <EntityDialog {...props} texts={warehouseTexts} spec={warehouseForm} save={save} size="lg">
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('admin.warehouses.warehouse.name')} required data-autofocus {...form.getInputProps('name')} />
            <CountrySelect
              label={t('admin.warehouses.warehouse.country')}
              placeholder={t('admin.warehouses.warehouse.countryPlaceholder')}
              searchable
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.warehouses.warehouse.aliases')}
            description={t('admin.warehouses.warehouse.aliasesHint')}
            placeholder={t('admin.warehouses.warehouse.aliasesPlaceholder')}
            autoComplete="off"
            {...form.getInputProps('aliases')}
          />
          <Textarea
            label={t('admin.warehouses.warehouse.address')}
            placeholder={t('admin.warehouses.warehouse.addressPlaceholder')}
            {...NOTE_PROPS}
            maxLength={500}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('admin.warehouses.warehouse.freeStorageDays')}
              description={t('admin.warehouses.warehouse.storageHint')}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('free_storage_days')}
            />
            <NumberInput
              label={t('admin.warehouses.warehouse.storageFee')}
              min={0}
              max={1000}
              decimalScale={2}
              allowNegative={false}
              leftSection="$"
              {...form.getInputProps('storage_fee_per_day_usd')}
            />
          </SimpleGrid>
        </>
      )}
    </EntityDialog>
  );
}
