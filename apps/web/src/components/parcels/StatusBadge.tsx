import type { Named } from '@kerben/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { statusColor } from './parcel-format';
import classes from './parcels.module.css';

/** A parcel's status in its colour; long names wrap on narrow screens. */
export function StatusBadge({ status, size = 'md' }: { status: Named; size?: BadgeProps['size'] }) {
  return (
    <Badge
      color={statusColor(status.id)}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      classNames={{ root: classes.status, label: classes.statusLabel }}
    >
      {status.name}
    </Badge>
  );
}
