import type { BoardItem } from '@kerben/domain';
import { Container, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublishedBoard } from '../../api/board';
import { CategoryBadge } from '../../components/board/CategoryBadge';
import { ErrorState } from '../../components/ErrorState';
import { Reveal } from '../../components/Reveal';
import classes from './home.module.css';
import '../../i18n/ru/public-pages';
import { formatLongDate } from '../../lib/format';

const GRID = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

/** The announcements by city, cities in the order of their newest announcement. */
export function groupByCity(items: readonly BoardItem[]): { city: string; items: BoardItem[] }[] {
  const groups = new Map<string, BoardItem[]>();
  for (const item of items) {
    const group = groups.get(item.city);
    if (group) group.push(item);
    else groups.set(item.city, [item]);
  }
  return [...groups].map(([city, list]) => ({ city, items: list }));
}

/** '2026-11-23' -> '23 ноября 2026'. */
const formatBoardDay = (isoDate: string) => formatLongDate(new Date(`${isoDate}T00:00:00Z`), { timeZone: 'UTC' });

function CityCard({ city, items }: { city: string; items: BoardItem[] }) {
  const titleId = `board-city-${encodeURIComponent(city)}`;
  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconMapPin size={20} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {city}
        </Title>
      </Group>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id} className={classes.boardItem}>
            <Group gap="xs" justify="space-between" wrap="wrap" mb={6}>
              <CategoryBadge category={item.category} />
              <Text size="xs" c="dimmed" component="time" dateTime={item.publication_date}>
                {formatBoardDay(item.publication_date)}
              </Text>
            </Group>
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{item.text}</Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}

/** The home page's bulletin board: the newest published announcements, grouped by city. */
export function HomeBoard() {
  const { t } = useTranslation();
  const board = usePublishedBoard();
  let content: React.ReactNode;
  if (board.isPending) {
    content = (
      <SimpleGrid {...GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={220} radius={16} />
        ))}
      </SimpleGrid>
    );
  } else if (board.isError) {
    content = <ErrorState message={t('board.loadFailed')} onRetry={() => void board.refetch()} />;
  } else if (board.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconNews size={26} />}
        variant="light"
        title={t('board.emptyTitle')}
        description={t('board.emptyText')}
      />
    );
  } else {
    content = (
      <SimpleGrid {...GRID}>
        {groupByCity(board.data).map((group, index) => (
          <Reveal key={group.city} delay={index * 60}>
            <CityCard {...group} />
          </Reveal>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <section className={classes.section} aria-labelledby="home-board">
      <Container size="xl">
        <Stack gap={8} mb={32} maw={640}>
          <Title order={2} id="home-board" className={classes.sectionTitle}>
            {t('board.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('board.lead')}
          </Text>
        </Stack>
        {content}
      </Container>
    </section>
  );
}
