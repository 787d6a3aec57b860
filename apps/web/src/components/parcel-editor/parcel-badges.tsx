import { PARCEL_STATUS, type Parcel } from '@kerben/domain';
import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

/** 'Оплачено' / 'Не оплачено'. */
export function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
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

/** A weight as the company prints it: '2.5', nothing when unknown. */
export const weightText = (weight: number | null) => (weight === null ? '—' : String(weight));
