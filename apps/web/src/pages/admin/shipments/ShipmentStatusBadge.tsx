import type { ShipmentStatus } from '@kerben/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../i18n/ru/shipments';

const COLOR: Record<ShipmentStatus, string> = { open: 'kerben', sent: 'orange', arrived: 'teal' };

/** 'Формируется', 'Отправлена', 'Прибыла', each in its colour. */
export function ShipmentStatusBadge({ status, size }: { status: ShipmentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      radius="sm"
      tt="none"
      size={size}
      maw="none"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`shipments.statuses.${status}`)}
    </Badge>
  );
}
