import { parcelStatusName } from '@kerben/domain';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingWork } from '../../../api/statistics';
import { QueryView } from '../../../components/QueryView';
import { formatNumber } from './series-data';

interface PendingCard {
  key: string;
  count: number;
  label: string;
  /** The list that shows exactly these, with its filter in the address. */
  to: string;
}

/** 'Ждут действий': a card per count, each a link to the list filtered to what it counts. */
export function PendingWorkCards() {
  const { t } = useTranslation();
  const pending = usePendingWork();
  const skeleton = (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {Array.from({ length: 7 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} h={92} radius="md" />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="xs" component="section" aria-label={t('admin.dashboard.pending.title')}>
      <Title order={2} size="h4">
        {t('admin.dashboard.pending.title')}
      </Title>
      <QueryView query={pending} loading={skeleton} errorTitle={t('admin.dashboard.pending.loadFailed')}>
        {(work) => {
          const cards: PendingCard[] = [
            ...work.parcels_by_status.map((status) => ({
              key: `status-${status.id}`,
              count: status.count,
              label: t('admin.dashboard.pending.status', { name: parcelStatusName(status.id, status.name) }),
              to: `/admin/warehouses/warehousesall?status=${status.id}`,
            })),
            {
              key: 'expected',
              count: work.expected_not_received,
              label: t('admin.dashboard.pending.expected'),
              to: '/admin/user-parcels?received=false',
            },
            {
              key: 'requests',
              count: work.purchase_requests_new,
              label: t('admin.dashboard.pending.requests'),
              to: '/admin/requests',
            },
            {
              key: 'paid-storage',
              count: work.parcels_in_paid_storage,
              label: t('admin.dashboard.pending.paidStorage'),
              to: '/admin/warehouses/warehousesall?storage=paid&ordering=-storage_days',
            },
          ];
          return (
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
              {cards.map((card) => (
                // The link's name is what it shows, label then count: nothing said differs from what is seen.
                <Paper
                  key={card.key}
                  component={Link}
                  to={card.to}
                  withBorder
                  radius="md"
                  p="sm"
                  // The counts line up at the foot of the cards, however the labels wrap.
                  style={{ textDecoration: 'none', color: 'inherit', display: 'flex', flexDirection: 'column' }}
                >
                  <Text size="sm" c="dimmed" lh={1.3}>
                    {card.label}
                  </Text>
                  <Text fw={700} fz={24} lh={1.1} mt="auto" pt={4} c={card.count > 0 ? undefined : 'dimmed'}>
                    {formatNumber(card.count)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          );
        }}
      </QueryView>
    </Stack>
  );
}
