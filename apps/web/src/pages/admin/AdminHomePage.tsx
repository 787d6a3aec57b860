import { DESTINATION_COUNTRY_IDS, STATISTICS_SERIES, type StatisticsSeries } from '@kerben/domain';
import { Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCountries } from '../../api/catalog';
import { useStatistics } from '../../api/statistics';
import { QueryView } from '../../components/QueryView';
import { lazyNamed } from '../../lib/lazy';
import { BackupCard } from './dashboard/BackupCard';
import { PendingWorkCards } from './dashboard/PendingWorkCards';
import { chartPoints, formatNumber, PERIODS, type Period, periodTotal, readPeriod } from './dashboard/series-data';

// recharts is large: the bars come in their own chunk once the numbers are on screen.
const SeriesChart = lazyNamed(() => import('./dashboard/SeriesChart'), 'SeriesChart');

// Theme colours without a shade: the theme makes them readable on white (bars need 3:1; teal.6 and orange.6 had 2.5).
const COLORS: Record<StatisticsSeries, string> = {
  users: 'violet',
  'warehouse-weight': 'blue',
  'warehouse-delivered': 'teal',
  'warehouse-paid': 'orange',
};

/**
 * /admin: the greeting (in the header), what waits for action, and the four series for today,
 * the week or the month, for every destination or one. Period and country live in the address.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const destination = /^\d+$/.test(params.get('destination') ?? '') ? Number(params.get('destination')) : null;
  const countries = useCountries();
  const destinations = (countries.data ?? []).filter((country) =>
    (DESTINATION_COUNTRY_IDS as readonly number[]).includes(country.id),
  );

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PendingWorkCards />
      <BackupCard />
      <Group justify="space-between" align="end" gap="sm" role="group" aria-label={t('admin.dashboard.filters')}>
        <SegmentedControl
          aria-label={t('admin.dashboard.period')}
          value={period}
          onChange={(value) => setParam('period', value === 'today' ? null : value)}
          data={PERIODS.map((value) => ({ value, label: t(`admin.dashboard.periods.${value}`) }))}
        />
        <Select
          label={t('admin.dashboard.destination')}
          w={{ base: '100%', xs: 220 }}
          value={destination === null ? 'all' : String(destination)}
          onChange={(value) => setParam('destination', value === 'all' ? null : value)}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('admin.dashboard.allDestinations') },
            ...destinations.map((country) => ({ value: String(country.id), label: country.name })),
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {STATISTICS_SERIES.map((series) => (
          <SeriesCard key={series} series={series} period={period} destination={destination} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('admin.dashboard.timeZone')}
      </Text>
    </Stack>
  );
}

function SeriesCard({ series, period, destination }: { series: StatisticsSeries; period: Period; destination: number | null }) {
  const { t } = useTranslation();
  // New users have no destination: their series is always everyone's.
  const query = useStatistics(series, series === 'users' ? null : destination);
  const title = t(`admin.dashboard.series.${series}`);
  const format = (value: number) => t(`admin.dashboard.values.${series}`, { value: formatNumber(value) });
  const chartSkeleton = <Skeleton h={200} />;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <QueryView query={query} loading={chartSkeleton} errorTitle={t('admin.dashboard.loadFailed')}>
          {(statistics) => (
            <>
              <Group gap={6} align="baseline">
                <Text fw={700} fz={26} lh={1.1}>
                  {format(periodTotal(statistics[period]))}
                </Text>
                <Text c="dimmed" size="sm">
                  {t(`admin.dashboard.periodTotal.${period}`)}
                </Text>
              </Group>
              {series === 'users' && destination !== null && (
                <Text size="xs" c="dimmed">
                  {t('admin.dashboard.usersAllCountries')}
                </Text>
              )}
              <Suspense fallback={chartSkeleton}>
                <SeriesChart
                  points={chartPoints(statistics[period], period, (hour) => t('admin.dashboard.hour', { hour }))}
                  name={title}
                  color={COLORS[series]}
                  format={format}
                  whole={series === 'users' || series === 'warehouse-delivered'}
                />
              </Suspense>
            </>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
