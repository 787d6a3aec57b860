import type { PurchaseDetails } from '@kerben/domain';
import { Anchor, Divider, Group, Image, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../DateTime';
import { formatUsd, PaymentBadge, PurchaseStateBadge } from './PurchaseBadges';

/** A private picture of the request (a screenshot, the payment confirmation), opening full size in a new tab. */
function Picture({ url, label }: { url: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <Image src={url} alt={label} h={{ base: 88, xs: 140 }} radius="md" fit="contain" bg="gray.0" />
      </Anchor>
    </Stack>
  );
}

/**
 * What a request holds and what happened to it: the item and its link, the screenshots, the
 * quote (goods, our 10% and the delivery estimate apart), the order, the parcel and the history.
 * Operators (`detailed`) see who made each step and the sender's contacts. `action` (the
 * customer's payment) goes above the history, where a phone reaches it without scrolling past it.
 */
export function PurchaseFacts({
  purchase,
  detailed = false,
  action,
}: {
  purchase: PurchaseDetails;
  detailed?: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const p = purchase;
  const rows: Array<[string, string]> = [];
  if (p.order_number) rows.push([t('purchaseArea.details.orderNumber'), p.order_number]);
  if (p.parcel) rows.push([t('purchaseArea.details.parcel'), p.parcel.track_number]);
  if (p.cancel_reason) rows.push([t('purchaseArea.details.cancelReason'), p.cancel_reason]);
  if (p.comment) rows.push([t('purchaseArea.details.comment'), p.comment]);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <PurchaseStateBadge state={p.state} detailed={detailed} />
        <PaymentBadge purchase={p} />
      </Group>
      <Stack gap={4}>
        <Text fw={700}>
          {p.name_of_purchase} · {t('purchaseArea.count', { count: p.count })}
        </Text>
        <Anchor href={p.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <IconExternalLink size={14} aria-hidden /> {t('purchaseArea.details.link')}
        </Anchor>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.description}
        </Text>
      </Stack>
      {detailed && (
        <Stack gap={2}>
          <Title order={3} fz="sm">
            {t('purchaseArea.details.contacts')}
          </Title>
          <Text size="sm">
            {p.full_name}
            {p.user_detail ? ` · #${p.user_detail.unique_id}` : ''}
          </Text>
          <Text size="sm">
            {p.email} · WhatsApp {p.phone_number}
            {p.telegram ? ` · Telegram ${p.telegram}` : ''}
          </Text>
        </Stack>
      )}
      <SimpleGrid cols={3} spacing="sm">
        {p.purchase_image && <Picture url={p.purchase_image} label={t('purchaseArea.details.image')} />}
        {p.purchase_image_2 && <Picture url={p.purchase_image_2} label={t('purchaseArea.details.image2')} />}
        {p.payment_confirmation && <Picture url={p.payment_confirmation} label={t('purchaseArea.details.payment')} />}
      </SimpleGrid>
      {p.price !== null && (
        <Table withRowBorders={false} verticalSpacing={2} aria-label={t('purchaseArea.details.prices')}>
          <Table.Tbody>
            {(
              [
                ['goods', p.goods_price],
                ['fee', p.fee],
                ['delivery', p.delivery_price],
              ] as const
            ).map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td>{t(`purchaseArea.details.${key}`)}</Table.Td>
                <Table.Td ta="right">{formatUsd(value ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('purchaseArea.details.total')}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatUsd(p.price)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {rows.length > 0 && (
        <Stack gap={4}>
          {rows.map(([label, value]) => (
            <Text key={label} size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              <Text span c="dimmed" size="sm">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        </Stack>
      )}
      {action}
      <Divider />
      <Title order={3} fz="sm">
        {t('purchaseArea.details.history')}
      </Title>
      <Timeline active={p.history.length - 1} bulletSize={14} lineWidth={2}>
        {p.history.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              <Group gap={6}>
                <PurchaseStateBadge state={event.state} detailed />
                <Text size="xs" c="dimmed">
                  {event.changed_by?.name ||
                    (event.by_customer ? t('purchaseArea.details.byCustomer') : t('purchaseArea.details.byKerben'))}
                </Text>
              </Group>
            }
          >
            {event.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Text>
            )}
            <DateTime value={event.created_at} size="xs" c="dimmed" />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
