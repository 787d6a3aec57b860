import type { ServiceOrder } from '@kerben/domain';
import { Badge } from '@mantine/core';
import classes from '../parcels/parcels.module.css';

const STATUS_COLOR: Record<ServiceOrder['status'], string> = {
  ordered: 'blue',
  in_work: 'orange',
  done: 'teal',
  declined: 'red',
  cancelled: 'gray',
};

/** An order's status in its colour; a long one wraps, as a parcel's does. */
export function ServiceStatusBadge({ order }: { order: ServiceOrder }) {
  return (
    <Badge
      color={STATUS_COLOR[order.status]}
      variant="light"
      radius="sm"
      tt="none"
      classNames={{ root: classes.status, label: classes.statusLabel }}
    >
      {order.status_name}
    </Badge>
  );
}
