import { Button, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconFilterOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories, useSites } from '../../api/catalog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { CategoryFilter, CountryFilter } from '../../components/catalog/CatalogFilters';
import classes from '../../components/catalog/catalog.module.css';
import { findGroup, useCountryGroups } from '../../components/catalog/country-groups';
import { SiteCard } from '../../components/catalog/SiteCard';
import { SITE_GRID, SiteCardsSkeleton } from '../../components/catalog/skeletons';
import { ErrorState } from '../../components/ErrorState';
import { errorMessage } from '../../components/form-errors';
import { InfoPage } from './InfoPage';

/** Positive whole numbers of a repeated query parameter (`?category=1&category=2`). */
function idsOf(values: string[]): number[] {
  return [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
}

function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/**
 * /catalog: the shops customers order from, filtered by country and category. The filter lives in
 * the address (`?country=3&country=10&category=2&page=2`), so a filtered list can be shared.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listTop = useRef<HTMLDivElement>(null);
  const category = idsOf(params.getAll('category'));
  const country = idsOf(params.getAll('country'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const categories = useCategories();
  const countries = useCountryGroups();
  const sites = useSites({ category, country, page });
  const filtered = category.length > 0 || country.length > 0;

  const update = (next: { category?: number[]; country?: number[]; page?: number }) => {
    const search = new URLSearchParams();
    for (const id of next.country ?? country) search.append('country', String(id));
    for (const id of next.category ?? category) search.append('category', String(id));
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { preventScrollReset: true });
  };
  const goToPage = (value: number) => {
    update({ page: value });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const data = sites.data;
  // A page past the end (an old link, sites deleted meanwhile): show the last page instead.
  const pastEnd = data !== undefined && data.results.length === 0 && data.count > 0 && page > data.total_pages;
  useEffect(() => {
    if (pastEnd && data) setParams(withPage(params, data.total_pages), { replace: true, preventScrollReset: true });
  }, [pastEnd, data, params, setParams]);
  let list: React.ReactNode;
  if (sites.isError && !data) {
    list = (
      <ErrorState title={t('catalog.public.loadError')} message={errorMessage(sites.error)} onRetry={() => sites.refetch()} />
    );
  } else if (!data || pastEnd) {
    list = <SiteCardsSkeleton />;
  } else if (data.results.length === 0) {
    list = filtered ? (
      <CatalogEmpty
        icon={<IconFilterOff size={26} />}
        title={t('catalog.public.emptyTitle')}
        text={t('catalog.public.emptyText')}
        action={
          <Button variant="light" onClick={() => setParams(new URLSearchParams(), { preventScrollReset: true })}>
            {t('catalog.public.reset')}
          </Button>
        }
      />
    ) : (
      <CatalogEmpty
        icon={<IconBuildingStore size={26} />}
        title={t('catalog.public.emptyAllTitle')}
        text={t('catalog.public.emptyAllText')}
      />
    );
  } else {
    list = (
      <SimpleGrid
        cols={SITE_GRID}
        spacing="lg"
        className={sites.isPlaceholderData ? classes.dimmed : undefined}
        aria-busy={sites.isFetching || undefined}
      >
        {data.results.map((site) => (
          <SiteCard key={site.id} site={site} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <InfoPage title={t('publicPages.catalogTitle')} text={t('publicPages.catalogText')}>
      <Stack gap="xl">
        <Stack gap="sm" className={classes.panel} role="search" aria-label={t('catalog.filters.title')}>
          <CountryFilter
            groups={countries.groups}
            value={findGroup(countries.groups, country)?.key ?? null}
            onChange={(group) => update({ country: group?.ids ?? [] })}
            loading={countries.loading || countries.countsLoading}
            hideEmpty
          />
          <CategoryFilter
            categories={categories.data ?? []}
            value={category}
            onChange={(ids) => update({ category: ids })}
            loading={categories.isPending}
          />
        </Stack>
        <div ref={listTop} style={{ scrollMarginTop: 'calc(var(--kb-header-height) + 16px)' }}>
          {data && data.count > 0 && (
            <Text size="sm" c="dimmed" mb="md" aria-live="polite">
              {t('catalog.public.found', { count: data.count })}
            </Text>
          )}
          {list}
          {data && data.total_pages > 1 && (
            <Group justify="center" mt="xl">
              <Pagination
                total={data.total_pages}
                value={Math.min(page, data.total_pages)}
                onChange={goToPage}
                aria-label={t('catalog.public.pagination')}
                getControlProps={(control) => ({ 'aria-label': t(`components.table.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('components.table.page', { page: item }) })}
              />
            </Group>
          )}
        </div>
      </Stack>
    </InfoPage>
  );
}
