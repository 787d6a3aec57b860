import { Card, Group, SimpleGrid, type SimpleGridProps, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './catalog.module.css';

// Placeholders with the shape of the cards, so the page does not jump when the list arrives.

export const SITE_GRID: SimpleGridProps['cols'] = { base: 1, sm: 2, lg: 3 };
export const PRODUCT_GRID: SimpleGridProps['cols'] = { base: 2, md: 3, lg: 4 };
/** Products sit two abreast even on a phone, like a shop window. */
export const PRODUCT_SPACING: SimpleGridProps['spacing'] = { base: 'sm', sm: 'lg' };
export const LOGO_GRID: SimpleGridProps['cols'] = { base: 3, sm: 4, lg: 6 };

function Busy({
  children,
  cols,
  spacing = 'lg',
}: {
  children: React.ReactNode;
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing={spacing} aria-busy="true" aria-label={t('common.loading')} role="status">
      {children}
    </SimpleGrid>
  );
}

export function SiteCardsSkeleton({ count = 6, cols = SITE_GRID }: { count?: number; cols?: SimpleGridProps['cols'] }) {
  return (
    <Busy cols={cols}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={index} withBorder radius="lg" padding="lg">
          <Group wrap="nowrap" gap="md">
            <Skeleton height={64} width={64} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="45%" />
            </Stack>
          </Group>
          <Skeleton height={20} width={90} mt="md" radius="sm" />
          <Skeleton height={10} mt="md" />
          <Skeleton height={10} mt={8} width="80%" />
          <Skeleton height={36} mt="lg" />
        </Card>
      ))}
    </Busy>
  );
}

export function ProductCardsSkeleton({ count = 4, cols = PRODUCT_GRID }: { count?: number; cols?: SimpleGridProps['cols'] }) {
  return (
    <Busy cols={cols} spacing={PRODUCT_SPACING}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={index} withBorder radius="lg" padding="sm">
          <Card.Section>
            <Skeleton className={classes.skeletonMedia} radius={0} />
          </Card.Section>
          <Skeleton height={14} mt="md" width="85%" />
          <Skeleton height={10} mt={8} width="50%" />
          <Skeleton height={36} mt="md" />
        </Card>
      ))}
    </Busy>
  );
}

export function LogoTilesSkeleton({ count = 6, cols = LOGO_GRID }: { count?: number; cols?: SimpleGridProps['cols'] }) {
  return (
    <Busy cols={cols}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={index} height={120} radius="lg" />
      ))}
    </Busy>
  );
}
