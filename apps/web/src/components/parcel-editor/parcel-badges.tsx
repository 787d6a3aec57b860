import { PARCEL_STATUS, type Parcel } from '@kerben/domain';
import { Badge, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/ru/money-admin';
import { ParcelInvoicesDialog } from '../money/ParcelInvoicesDialog';
import classes from './parcel-badges.module.css';

// How the admin's parcel tables and the parcel's card show its status, payment and weight.

const STATUS_COLOR: Record<number, string> = {
  [PARCEL_STATUS.received]: 'blue',
  [PARCEL_STATUS.inTransit]: 'orange',
  [PARCEL_STATUS.atPickupPoint]: 'teal',
  [PARCEL_STATUS.sentByCourier]: 'violet',
  [PARCEL_STATUS.delivered]: 'green',
};

/** The status as a coloured dot and its name (long names wrap rather than being cut). */
export function StatusSwatch({ status }: { status: Parcel['status'] }) {
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

/** A weight as the company prints it: '2.5', nothing when unknown. */
export const weightText = (weight: number | null) => (weight === null ? '—' : String(weight));
