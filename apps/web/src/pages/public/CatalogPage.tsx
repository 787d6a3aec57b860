import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingStore, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories, useSites } from '../../api/catalog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { CategoryFilter, CountryFilter } from '../../components/catalog/CatalogFilters';
import classes from '../../components/catalog/catalog.module.css';
import { findGroup, useCountryGroups } from '../../components/catalog/country-groups';
import { SiteGrid } from '../../components/catalog/grids';
import { SiteCardsSkeleton } from '../../components/catalog/skeletons';
import { HydratedFieldset } from '../../components/HydratedFieldset';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/catalog';
import '../../i18n/ru/public-pages';

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

/** The shop-name search: typed freely, sent to the address a moment after the typing stops. */
function SearchField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address changed from elsewhere (reset, back button): show what it says.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onCommit(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <TextInput
      type="search"
      label={t('catalog.filters.search')}
      placeholder={t('catalog.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={420}
      autoComplete="off"
    />
  );
}

/** No sites: with a filter, a way to drop it; without, the catalogue is simply empty so far. */
function CatalogPageEmpty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  if (!filtered) {
    return (
      <CatalogEmpty
        icon={<IconBuildingStore size={26} />}
        title={t('catalog.public.emptyAllTitle')}
        text={t('catalog.public.emptyAllText')}
      />
    );
  }
  return (
    <CatalogEmpty
      icon={<IconFilterOff size={26} />}
      title={t('catalog.public.emptyTitle')}
      text={t('catalog.public.emptyText')}
      action={
        <Button variant="light" onClick={onReset}>
          {t('catalog.public.reset')}
        </Button>
      }
    />
  );
}

interface Filters {
  category: number[];
  country: number[];
  search: string;
  page: number;
}

type Update = (next: Partial<Filters>) => void;

// Each list the page shows is read by the smallest part that shows it: a list arriving redraws that
// part alone (an answer from the server redraws at once, not in a transition), and the shop cards
// not at all until their own page of shops arrives.

const CountryField = memo(function CountryField({ country, update }: { country: number[]; update: Update }) {
  const countries = useCountryGroups();
  return (
    <CountryFilter
      groups={countries.groups}
      value={findGroup(countries.groups, country)?.key ?? null}
      onChange={(group) => update({ country: group?.ids ?? [] })}
      loading={countries.loading || countries.countsLoading}
      hideEmpty
    />
  );
});

const CategoryField = memo(function CategoryField({ category, update }: { category: number[]; update: Update }) {
  const categories = useCategories();
  return (
    <CategoryFilter
      categories={categories.data ?? []}
      value={category}
      onChange={(ids) => update({ category: ids })}
      loading={categories.isPending}
    />
  );
});

const SiteResults = memo(function SiteResults({
  filters,
  update,
  onReset,
}: {
  filters: Filters;
  update: Update;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listTop = useRef<HTMLDivElement>(null);
  // The cards draw at a transition's priority, in short tasks: a slow phone stays responsive
  // while a page of shops arrives.
  const sites = useDeferredValue(useSites(filters));
  const filtered = filters.category.length > 0 || filters.country.length > 0 || filters.search !== '';
  const goToPage = (value: number) => {
    update({ page: value });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const data = sites.data;
  // A page past the end (an old link, sites deleted meanwhile): show the last page instead.
  const pastEnd = data !== undefined && data.results.length === 0 && data.count > 0 && filters.page > data.total_pages;
  useEffect(() => {
    if (pastEnd && data) setParams(withPage(params, data.total_pages), { replace: true, preventScrollReset: true });
  }, [pastEnd, data, params, setParams]);

  return (
    <div ref={listTop} style={{ scrollMarginTop: 'calc(var(--kb-header-height) + 16px)' }}>
      {/* Its line is kept while the list loads, so the cards do not move down when it arrives. */}
      {(!data || data.count > 0) && (
        <Text size="sm" c="dimmed" mb="md" aria-live="polite">
          {data ? t('catalog.public.found', { count: data.count }) : '\u00a0'}
        </Text>
      )}
      <QueryView
        query={sites}
        loading={<SiteCardsSkeleton />}
        errorTitle={t('catalog.public.loadError')}
        // Past the end the address is being corrected: the skeleton stays until it is.
        empty={pastEnd ? <SiteCardsSkeleton /> : <CatalogPageEmpty filtered={filtered} onReset={onReset} />}
      >
        {(current) => <SiteGrid sites={current.results} stale={sites.isPlaceholderData} busy={sites.isFetching} />}
      </QueryView>
      <Pager
        page={filters.page}
        totalPages={data?.total_pages ?? 1}
        onChange={goToPage}
        label={t('catalog.public.pagination')}
        mt="xl"
      />
    </div>
  );
});

/**
 * /catalog: the shops customers order from, filtered by country and category. The filter lives in
 * the address (`?country=3&country=10&category=2&page=2`), so a filtered list can be shared.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // One object per address, so the parts below redraw only when the filter changes.
  const filters = useMemo<Filters>(
    () => ({
      category: idsOf(params.getAll('category')),
      country: idsOf(params.getAll('country')),
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
      search: (params.get('search') ?? '').trim(),
    }),
    [params],
  );

  const update = useCallback<Update>(
    (next) => {
      const query = new URLSearchParams();
      for (const id of next.country ?? filters.country) query.append('country', String(id));
      for (const id of next.category ?? filters.category) query.append('category', String(id));
      const text = next.search ?? filters.search;
      if (text) query.set('search', text);
      const nextPage = next.page ?? 1;
      if (nextPage > 1) query.set('page', String(nextPage));
      setParams(query, { preventScrollReset: true });
    },
    [filters, setParams],
  );
  const resetFilters = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);
  const commitSearch = useCallback((text: string) => update({ search: text }), [update]);

  return (
    <InfoPage title={t('publicPages.catalogTitle')} text={t('publicPages.catalogText')}>
      <Stack gap="xl">
        <HydratedFieldset>
          <Stack gap="sm" className={classes.panel} role="search" aria-label={t('catalog.filters.title')}>
            <SearchField value={filters.search} onCommit={commitSearch} />
            <CountryField country={filters.country} update={update} />
            <CategoryField category={filters.category} update={update} />
          </Stack>
        </HydratedFieldset>
        <SiteResults filters={filters} update={update} onReset={resetFilters} />
      </Stack>
    </InfoPage>
  );
}
