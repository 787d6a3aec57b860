import { type Parcel, warehouseName } from '@kerben/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { PaidBadge, StatusSwatch, weightText } from '../../../components/parcel-editor/parcel-badges';
import { formatPrice } from '../../../components/parcels/parcel-format';

/** Days in storage, and the fee in red once the free days are over; a dash for a parcel not waiting. */
function StorageDays({ storage }: { storage: Parcel['storage'] }) {
  const { t } = useTranslation();
  if (!storage) return '—';
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('components.storage.days', { count: storage.days })}
      </Text>
      {storage.fee_usd > 0 && (
        <Text size="xs" c="red.8" fw={600}>
          {formatPrice(storage.fee_usd)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The columns of a warehouse page, as operators know them, plus the paid flag, and the warehouse on
 * the page of all parcels. The name cell also names the parcel's number and client.
 */
export function useParcelColumns({
  withWarehouse,
  onOpen,
}: {
  withWarehouse: boolean;
  onOpen: (parcel: Parcel) => void;
}): DataTableColumn<Parcel>[] {
  const { t } = useTranslation();
  const columns: (DataTableColumn<Parcel> | false)[] = [
    {
      key: 'name',
      header: t('admin.parcels.columns.name'),
      width: 220,
      render: (parcel) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
            {parcel.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.parcels.numberAndClient', { id: parcel.id, code: parcel.unique_id_user })}
          </Text>
        </Stack>
      ),
    },
    withWarehouse && {
      key: 'warehouse',
      header: t('admin.parcels.columns.warehouse'),
      render: (parcel) => warehouseName(parcel.warehouse_detail.id, parcel.warehouse_detail.name),
    },
    {
      key: 'origin',
      header: t('admin.parcels.columns.origin'),
      render: (parcel) => parcel.country_of_origin?.name ?? '—',
    },
    {
      key: 'destination',
      header: t('admin.parcels.columns.destination'),
      render: (parcel) => parcel.country_of_destination?.name ?? '—',
    },
    {
      key: 'weight',
      header: t('admin.parcels.columns.weight'),
      align: 'right',
      render: (parcel) => weightText(parcel.weight),
    },
    {
      key: 'track',
      header: t('admin.parcels.columns.track'),
      // Wide enough for a 22-character USPS number on one line; on a phone card it wraps.
      width: 200,
      render: (parcel) =>
        parcel.track_number ? (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {parcel.track_number}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('admin.parcels.columns.status'),
      width: 170,
      render: (parcel) => <StatusSwatch status={parcel.status} />,
    },
    { key: 'paid', header: t('admin.parcels.columns.paid'), render: (parcel) => <PaidBadge parcel={parcel} /> },
    {
      key: 'storage',
      header: t('admin.parcels.columns.storage'),
      render: (parcel) => <StorageDays storage={parcel.storage} />,
    },
    {
      key: 'action',
      header: t('admin.parcels.columns.action'),
      render: (parcel) => (
        <Button
          size="compact-sm"
          variant="light"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          aria-label={t('admin.parcels.detailsOf', { name: parcel.name, id: parcel.id })}
          onClick={(event) => {
            // The row opens the same details; one click, one dialog.
            event.stopPropagation();
            onOpen(parcel);
          }}
        >
          {t('admin.parcels.details')}
        </Button>
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<Parcel> => column !== false);
}
