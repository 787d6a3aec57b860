import { DESTINATION_COUNTRY_IDS, type Shipment, shipmentSchema, toDisplayDate, warehouseName } from '@kerben/domain';
import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ShipmentValues, useCreateShipment, useUpdateShipment } from '../../../api/shipments';
import { useWarehouses } from '../../../api/warehouses';
import { CountrySelect } from '../../../components/CountrySelect';
import { DateTextInput } from '../../../components/DateTextInput';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import '../../../i18n/ru/shipments';

export const shipmentTexts = entityTexts('shipments.item', (shipment: Shipment) => shipment.number);

const form: EntityFormSpec<Shipment, ShipmentValues> = {
  initialValues: (shipment) => ({
    number: shipment?.number ?? '',
    carrier: shipment?.carrier ?? '',
    warehouse: shipment ? String(shipment.warehouse.id) : null,
    country_of_destination: shipment ? String(shipment.country_of_destination.id) : null,
    departure_date: toDisplayDate(shipment?.departure_date),
    comment: shipment?.comment ?? '',
  }),
  schema: shipmentSchema,
};

export interface ShipmentDialogProps extends RecordDialogProps<Shipment> {
  /** After a create, with the new shipment (its page opens). */
  onCreated?: (shipment: Shipment) => void;
}

/**
 * 'Создать отправку' and its edit: number, carrier, the warehouse it leaves from and the country it
 * goes to (fixed once created: its parcels were checked against them), departure date, comment.
 */
export function ShipmentDialog({ onCreated, ...props }: ShipmentDialogProps) {
  const { t } = useTranslation();
  const warehouses = useWarehouses({ enabled: props.opened });
  const create = useCreateShipment();
  const save = {
    create: {
      isPending: create.isPending,
      mutate: (values: ShipmentValues, options?: Parameters<typeof create.mutate>[1]) =>
        create.mutate(values, {
          ...options,
          onSuccess: (saved, ...rest) => {
            options?.onSuccess?.(saved, ...rest);
            onCreated?.(saved);
          },
        }),
    },
    update: useUpdateShipment(),
  };
  const editing = props.record !== null;
  return (
    <EntityDialog {...props} texts={shipmentTexts} spec={form} save={save} size="lg">
      {(values) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('shipments.form.number')}
              description={t('shipments.form.numberHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={50}
              autoComplete="off"
              data-autofocus
              {...values.getInputProps('number')}
            />
            <TextInput label={t('shipments.form.carrier')} required maxLength={100} {...values.getInputProps('carrier')} />
            <Select
              label={t('shipments.form.warehouse')}
              placeholder={t('shipments.form.choose')}
              required
              disabled={editing}
              data={(warehouses.data ?? []).map((warehouse) => ({
                value: String(warehouse.id),
                label: warehouseName(warehouse.id, warehouse.name),
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...values.getInputProps('warehouse')}
            />
            <CountrySelect
              label={t('shipments.form.destination')}
              placeholder={t('shipments.form.choose')}
              required
              disabled={editing}
              clearable={false}
              only={DESTINATION_COUNTRY_IDS}
              {...values.getInputProps('country_of_destination')}
            />
            <DateTextInput label={t('shipments.form.departure')} {...values.getInputProps('departure_date')} />
          </SimpleGrid>
          {editing && (
            <Text size="xs" c="dimmed">
              {t('shipments.form.fixedRoute')}
            </Text>
          )}
          <Textarea label={t('shipments.form.comment')} {...NOTE_PROPS} maxLength={2000} {...values.getInputProps('comment')} />
        </>
      )}
    </EntityDialog>
  );
}
