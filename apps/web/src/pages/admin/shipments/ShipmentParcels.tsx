import { describeContents, type ShipmentDetail, type ShipmentParcel } from '@kerben/domain';
import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRemoveShipmentParcel } from '../../../api/shipments';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StatusSwatch } from '../../../components/parcel-editor/parcel-badges';
import { formatDecimal } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { formatPrice, kilograms } from './shipment-format';

/** The shipment's parcels, each with its declared contents and duty; removable while it is open. */
export function ShipmentParcels({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const remove = useRemoveShipmentParcel();
  const open = shipment.status.id === 'open';
  const removeParcel = (parcel: ShipmentParcel) =>
    remove.mutate(
      { id: shipment.id, parcelId: parcel.id },
      {
        onSuccess: () => notifySuccess(t('shipments.parcel.removed', { name: parcel.name })),
        onError: (error) => notifyFailure(error, { title: t('shipments.parcel.removeFailed') }),
      },
    );
  const removeButton = (parcel: ShipmentParcel) => (
    <Tooltip label={t('shipments.parcel.remove')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('shipments.parcel.removeNamed', { track: parcel.track_number || `№${parcel.id}` })}
        onClick={() => removeParcel(parcel)}
        loading={remove.isPending && remove.variables?.parcelId === parcel.id}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  const duty = (parcel: ShipmentParcel) =>
    parcel.duty.due ? (
      <Text size="sm" c="orange.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('shipments.parcel.dutyDue', { amount: formatDecimal(parcel.duty.amount_eur) })}
      </Text>
    ) : (
      <Text size="sm">{t('shipments.parcel.dutyFree')}</Text>
    );
  const columns: DataTableColumn<ShipmentParcel>[] = [
    {
      key: 'track',
      header: t('shipments.parcel.track'),
      // A 22-character USPS number on one line.
      width: 210,
      render: (parcel) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {parcel.track_number || t('shipments.parcel.noTrack')}
          </Text>
          <Text size="xs" c="dimmed">
            №{parcel.id} · {parcel.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'client', header: t('shipments.parcel.client'), render: (parcel) => `#${parcel.unique_id_user}` },
    { key: 'recipient', header: t('shipments.parcel.recipient'), render: (parcel) => parcel.recipient },
    {
      key: 'contents',
      header: t('shipments.parcel.contents'),
      width: 240,
      render: (parcel) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeContents(parcel.items)}
        </Text>
      ),
    },
    {
      key: 'value',
      header: t('shipments.parcel.value'),
      align: 'right',
      render: (parcel) => formatPrice(parcel.declared_value_usd),
    },
    {
      key: 'weight',
      header: t('shipments.parcel.weight'),
      align: 'right',
      render: (parcel) => (parcel.weight === null ? '—' : kilograms(parcel.weight)),
    },
    { key: 'duty', header: t('shipments.parcel.duty'), render: duty },
    { key: 'status', header: t('shipments.parcel.status'), render: (parcel) => <StatusSwatch status={parcel.status} /> },
    ...(open ? [{ key: 'actions', header: t('shipments.parcel.actions'), render: removeButton }] : []),
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="shipment-parcels">
      <Title order={3} fz="md" id="shipment-parcels">
        {t('shipments.page.parcels')}
      </Title>
      <DataTable
        caption={t('shipments.page.parcels')}
        columns={columns}
        rows={shipment.parcels}
        getRowId={(parcel) => parcel.id}
        emptyText={t('shipments.page.empty')}
        minWidth={1000}
        renderCard={(parcel) => (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {parcel.track_number || t('shipments.parcel.noTrack')}
                </Text>
                <Text size="xs" c="dimmed">
                  №{parcel.id} · {parcel.name} · #{parcel.unique_id_user} · {parcel.recipient}
                </Text>
              </Stack>
              {open && removeButton(parcel)}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {describeContents(parcel.items)}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="sm">
                {formatPrice(parcel.declared_value_usd)} ·{' '}
                {parcel.weight === null ? '—' : t('shipments.page.totalWeightValue', { weight: kilograms(parcel.weight) })}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('shipments.parcel.duty')}:
                </Text>
                {duty(parcel)}
              </Group>
            </Group>
            <StatusSwatch status={parcel.status} />
          </Stack>
        )}
      />
    </Stack>
  );
}
