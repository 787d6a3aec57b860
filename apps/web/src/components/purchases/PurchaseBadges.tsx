import '../../i18n/ru/purchase';
import { PURCHASE_STATE_NAMES, type Purchase, type PurchaseState, shownPurchaseState } from '@kerben/domain';
import { Badge, type BadgeProps, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const BADGE: BadgeProps = { radius: 'sm', tt: 'none', maw: 'none', styles: { label: { overflow: 'visible' } } };

const SHOWN_COLOR = { waiting: 'orange', processed: 'green', cancelled: 'gray' } as const;
const STATE_COLOR: Record<PurchaseState, string> = {
  new: 'orange',
  quoted: 'blue',
  paid: 'teal',
  purchased: 'green',
  received: 'green',
  cancelled: 'gray',
};

/**
 * A request's state: customers see what they are used to ('В ожидании', 'Обработан', 'Отменён');
 * operators (`detailed`) the step it is at.
 */
export function PurchaseStateBadge({ state, detailed = false }: { state: PurchaseState; detailed?: boolean }) {
  const { t } = useTranslation();
  const shown = shownPurchaseState(state);
  return (
    <Badge {...BADGE} variant="light" color={detailed ? STATE_COLOR[state] : SHOWN_COLOR[shown]}>
      {detailed ? PURCHASE_STATE_NAMES[state] : t(`purchase.shown.${shown}`)}
    </Badge>
  );
}

/** 'Оплачено' from the admin's confirmation on; before it, whether a payment confirmation waits to be checked. */
export function PaymentBadge({ purchase }: { purchase: Pick<Purchase, 'is_paid' | 'state' | 'payment_confirmation'> }) {
  const { t } = useTranslation();
  const proof = purchase.state === 'quoted' && purchase.payment_confirmation !== null;
  if (purchase.is_paid) {
    return (
      <Badge {...BADGE} variant="filled" color="green">
        {t('purchase.paid')}
      </Badge>
    );
  }
  return (
    <Badge {...BADGE} variant={proof ? 'light' : 'outline'} color={proof ? 'yellow' : 'gray'}>
      {proof ? t('purchase.paymentChecking') : t('purchase.notPaid')}
    </Badge>
  );
}

export const formatUsd = (value: number) => `$${value.toFixed(2)}`;

/** The total to pay, or 'Цена не указана' until an operator quotes it. */
export function PurchasePrice({ price }: { price: number | null }) {
  const { t } = useTranslation();
  return price === null ? (
    <Text size="sm" c="dimmed">
      {t('purchase.noPrice')}
    </Text>
  ) : (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatUsd(price)}
    </Text>
  );
}

/** The first screenshot, small; a grey picture when the file is gone. */
export function PurchaseThumb({
  purchase,
  size = 48,
}: {
  purchase: Pick<Purchase, 'purchase_image' | 'name_of_purchase'>;
  size?: number;
}) {
  const { t } = useTranslation();
  if (!purchase.purchase_image) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="md">
        <IconPhoto size={size / 2} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={purchase.purchase_image}
      alt={t('purchaseArea.imageAlt', { name: purchase.name_of_purchase })}
      w={size}
      h={size}
      radius="md"
      fit="cover"
    />
  );
}

/** The item's name and, below it, how many. */
export function PurchaseName({ purchase }: { purchase: Pick<Purchase, 'name_of_purchase' | 'count'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {purchase.name_of_purchase}
      </Text>
      <Text size="xs" c="dimmed">
        {t('purchaseArea.count', { count: purchase.count })}
      </Text>
    </Stack>
  );
}
