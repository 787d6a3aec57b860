import { type Warehouse, warehouseSchema } from '@kerben/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreateWarehouse, useUpdateWarehouse, type WarehouseValues } from '../../../api/warehouses';
import { CountrySelect } from '../../../components/CountrySelect';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { entityTexts } from '../../../components/entity-texts';
import type { RecordDialogProps } from '../../../components/use-dialog-state';

/** The texts of warehouses, for this dialog and the page's buttons and confirmation. */
export const warehouseTexts = entityTexts('admin.warehouses.warehouse', (warehouse: Warehouse) => warehouse.name);

const warehouseForm: EntityFormSpec<Warehouse, WarehouseValues> = {
  initialValues: (warehouse) => ({
    name: warehouse?.name ?? '',
    aliases: warehouse?.aliases.join(', ') ?? '',
    country: warehouse?.country ? String(warehouse.country.id) : null,
    address: warehouse?.address ?? '',
  }),
  schema: warehouseSchema,
};

/**
 * 'Добавить склад' / 'Изменить склад': name, other names (comma separated; the warehouse's page is
 * found by any of them), country and address. A failed save says 'Ошибка при создании склада' or
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
        </>
      )}
    </EntityDialog>
  );
}
