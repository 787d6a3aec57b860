import { EXPECTED_MSG, type ExpectedParcel, type ExpectedParcelFields, warehouseName } from '@kerben/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ExpectedValues, useCreateExpected, useUpdateExpected } from '../../../api/expected';
import { useWarehouses } from '../../../api/warehouses';
import { EntityDialog, type EntityFormSpec } from '../../../components/EntityDialog';
import { ExpectedFields } from '../../../components/expected/ExpectedFields';
import { expectedFormSchema, expectedValuesOf, originWarehouse } from '../../../components/expected/expected-form';
import { ParcelClientFields } from '../../../components/parcel-editor/ParcelClientFields';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of expected parcels on the operators' page. */
export const expectedTexts = entityTexts('admin.expected.item', (expected: ExpectedParcelFields) => expected.tracking_number);

/** An operator's announcement: for a client found by code, to any warehouse. */
export type AdminExpectedValues = ExpectedValues & { unique_id_user: string; clientId: number | null; warehouse: string | null };

const form: EntityFormSpec<ExpectedParcel, AdminExpectedValues> = {
  initialValues: () => ({ ...expectedValuesOf(null), unique_id_user: '', clientId: null, warehouse: null }),
  schema: expectedFormSchema,
  validate: (values) => (values.clientId === null ? { unique_id_user: EXPECTED_MSG.userRequired } : {}),
  serverFields: { user: 'unique_id_user' },
};

/**
 * 'Добавить товар': the client by code (as in the wizard's client step) and one of their
 * addresses, the warehouse (any, Bishkek too; empty: the origin's), then the announcement's fields.
 */
export function AdminExpectedDialog(props: RecordDialogProps<ExpectedParcel>) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const save = { create: useCreateExpected<AdminExpectedValues>(), update: useUpdateExpected<AdminExpectedValues>() };
  const warehouseData = (warehouses.data ?? []).map((warehouse) => ({
    value: String(warehouse.id),
    label: warehouseName(warehouse.id, warehouse.name),
  }));
  return (
    <EntityDialog {...props} texts={expectedTexts} spec={form} save={save} size="lg">
      {(values) => {
        const byOrigin = originWarehouse(Number(values.values.country_of_origin), warehouses.data);
        return (
          <ExpectedFields
            form={values}
            client={<ParcelClientFields form={values} />}
            warehouse={
              <Select
                label={t('admin.expected.warehouse')}
                placeholder={
                  byOrigin
                    ? t('admin.expected.warehouseByOriginName', { name: byOrigin.name })
                    : t('admin.expected.warehouseByOrigin')
                }
                data={warehouseData}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...values.getInputProps('warehouse')}
              />
            }
            address={null}
          />
        );
      }}
    </EntityDialog>
  );
}
