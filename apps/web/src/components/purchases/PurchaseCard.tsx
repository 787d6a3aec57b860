import type { Purchase } from '@kerben/domain';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../DateTime';
import { PaymentBadge, PurchaseName, PurchasePrice, PurchaseStateBadge, PurchaseThumb } from './PurchaseBadges';

/** A request on a phone: screenshot, name and price, state and payment, date, actions. */
export function PurchaseCard({
  purchase,
  detailed = false,
  client,
  actions,
}: {
  purchase: Purchase;
  detailed?: boolean;
  client?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack gap={8}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PurchaseThumb purchase={purchase} size={56} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <PurchaseName purchase={purchase} />
          <PurchasePrice price={purchase.price} />
          {client}
        </Stack>
      </Group>
      <Group gap="xs">
        <PurchaseStateBadge state={purchase.state} detailed={detailed} />
        <PaymentBadge purchase={purchase} />
      </Group>
      <Group justify="space-between" gap="xs">
        <DateTime value={purchase.created_at} size="xs" c="dimmed" />
        <Group gap="xs">{actions}</Group>
      </Group>
    </Stack>
  );
}
