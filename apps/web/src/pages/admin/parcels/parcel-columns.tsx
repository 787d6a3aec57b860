import { PARCEL_STATUS, type Parcel } from '@kerben/domain';
import { Badge, Button, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { formatPrice } from '../../../components/parcels/parcel-format';
import { ParcelInvoicesDialog } from '../money/ParcelInvoicesDialog';
import classes from './parcels.module.css';

const STATUS_COLOR: Record<number, string> = {
  [PARCEL_STATUS.received]: 'blue',
  [PARCEL_STATUS.inTransit]: 'orange',
  [PARCEL_STATUS.atPickupPoint]: 'teal',
  [PARCEL_STATUS.sentByCourier]: 'violet',
  [PARCEL_STATUS.delivered]: 'green',
};

/** The status as a coloured dot and its name (long names wrap rather than being cut). */
export function StatusBadge({ status }: { status: Parcel['status'] }) {
  return (
    <Group gap={8} wrap="nowrap" align="baseline">
      <ColorSwatch
        color={`var(--mantine-color-${STATUS_COLOR[status.id] ?? 'gray'}-6)`}
        size={10}
        withShadow={false}
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">{status.name}</Text>
    </Group>
  );
}

/** 'Оплачено' / 'Не оплачено': read from the parcel's invoices (paid at the desk), never set by hand. */
function PaidLabel({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      component="span"
      variant={paid ? 'filled' : 'outline'}
      color={paid ? 'green' : 'gray'}
      radius="sm"
      tt="none"
      maw="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {paid ? t('admin.parcels.paid') : t('admin.parcels.unpaid')}
    </Badge>
  );
}

/**
 * The paid badge, which opens the parcel's invoices (their lines, PDFs and receipts; an admin voids
 * one there). In a list row it opens them without opening the row.
 */
export function PaidBadge({ parcel }: { parcel: Pick<Parcel, 'id' | 'name' | 'is_paid'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const state = parcel.is_paid ? t('admin.parcels.paid') : t('admin.parcels.unpaid');
  return (
    <>
      <UnstyledButton
        className={classes.paidLink}
        aria-label={t('moneyAdmin.parcelInvoices.open', { name: parcel.name, state })}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.stopPropagation();
          setOpened(true);
        }}
      >
        <PaidLabel paid={parcel.is_paid} />
      </UnstyledButton>
      {opened && <ParcelInvoicesDialog parcel={parcel} opened onClose={() => setOpened(false)} />}
    </>
  );
}

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

/** A weight as the company prints it: '2.5', nothing when unknown. */
export const weightText = (weight: number | null) => (weight === null ? '—' : String(weight));

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
      render: (parcel) => parcel.warehouse_detail.name,
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
      render: (parcel) => <StatusBadge status={parcel.status} />,
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
