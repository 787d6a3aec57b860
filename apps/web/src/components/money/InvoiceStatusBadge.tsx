import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@kerben/domain';
import { Badge, type BadgeProps } from '@mantine/core';

const COLOR: Record<InvoiceStatus, string> = { open: 'orange', paid: 'green', void: 'gray' };

/** «К оплате», «Оплачен» or «Аннулирован», in its colour. */
export function InvoiceStatusBadge({ status, size = 'md' }: { status: InvoiceStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" tt="none" size={size} style={{ flexShrink: 0 }}>
      {INVOICE_STATUS_NAMES[status]}
    </Badge>
  );
}
