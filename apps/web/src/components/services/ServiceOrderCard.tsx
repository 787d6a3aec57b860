import type { ServiceOrder } from '@kerben/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import '../../i18n/ru/services';
import { ServiceStatusBadge } from './ServiceStatusBadge';

/** The price as the customer reads it: charged once done (insurance: once it ships), else to pay. */
function OrderPrice({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation();
  if (!order.price || order.status === 'declined' || order.status === 'cancelled') return null;
  const price = formatMoney(order.price);
  return (
    <Text size="sm" fw={600}>
      {order.status === 'done' ? t('services.charged', { price }) : t('services.toPay', { price })}
    </Text>
  );
}

/** The warehouse's photos: thumbnails that open the full picture in a new tab. */
export function ServicePhotos({ photos }: { photos: readonly string[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" aria-label={t('services.photos')}>
      {photos.map((src, index) => (
        <Anchor key={src} href={src} target="_blank" rel="noreferrer" style={{ display: 'block', lineHeight: 0 }}>
          <img
            src={src}
            alt={t('services.photoAlt', { n: index + 1 })}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }}
          />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/**
 * One order or consolidation as its customer sees it: what, its status, its price, what the
 * warehouse did (photos, note, new weight) or why it declined; `action` beside it (Отменить).
 */
export function ServiceOrderCard({ order, action }: { order: ServiceOrder; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={order.service_name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{order.service_name}</Text>
          <ServiceStatusBadge order={order} />
        </Group>
        <OrderPrice order={order} />
        {order.service === 'consolidation' && order.parcels.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('services.inBox')}: {order.parcels.map((parcel) => parcel.name).join(', ')}
          </Text>
        )}
        {order.options.comment && <Text size="sm">«{order.options.comment}»</Text>}
        {order.note && <Text size="sm">{t('services.note', { note: order.note })}</Text>}
        {order.weight !== null && order.service !== 'consolidation' && (
          <Text size="sm">{t('services.newWeight', { weight: order.weight })}</Text>
        )}
        {order.reason && (
          <Text size="sm" c="red">
            {t('services.reason', { reason: order.reason })}
          </Text>
        )}
        <ServicePhotos photos={order.photos} />
        {action && <Group justify="flex-end">{action}</Group>}
      </Stack>
    </Paper>
  );
}
