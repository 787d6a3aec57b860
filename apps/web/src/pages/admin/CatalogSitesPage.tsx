import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useDeleteCategory, useDeleteSite, useSites } from '../../api/catalog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { CountryFilter } from '../../components/catalog/CatalogFilters';
import classes from '../../components/catalog/catalog.module.css';
import { type CountryGroup, useCountryGroups } from '../../components/catalog/country-groups';
import { SiteGrid } from '../../components/catalog/grids';
import { SiteCardsSkeleton } from '../../components/catalog/skeletons';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { CategoryDialog, categoryTexts } from './catalog/CategoryDialog';
import { SiteDialog, siteTexts } from './catalog/SiteDialog';

function CategoryChipsSkeleton() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[96, 120, 88, 132].map((width) => (
        <Skeleton key={width} height={36} width={width} radius="xl" />
      ))}
    </Group>
  );
}

/** The categories of the catalogue: add, rename, delete (a category still used by sites is kept). */
function CategoriesPanel() {
  const { t } = useTranslation();
  const categories = useCategories();
  const editing = useRecordActions({ texts: categoryTexts, remove: useDeleteCategory() });

  return (
    <section className={classes.panel} aria-labelledby="catalog-categories">
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap={8} wrap="nowrap">
          <IconCategory size={20} aria-hidden color="var(--mantine-color-kerben-7)" />
          <Title order={2} fz="lg" id="catalog-categories">
            {t('admin.catalog.categoriesTitle')}
          </Title>
          {categories.data && (
            <Badge variant="light" color="gray" radius="sm">
              {categories.data.length}
            </Badge>
          )}
        </Group>
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={editing.create}>
          {t('admin.catalog.addCategory')}
        </Button>
      </Group>
      <QueryView
        query={categories}
        loading={<CategoryChipsSkeleton />}
        errorTitle={t('admin.catalog.categoriesError')}
        empty={
          <Text size="sm" c="dimmed">
            {t('admin.catalog.categoriesEmpty')}
          </Text>
        }
      >
        {(list) => (
          <ul className={classes.categoryList} aria-label={t('admin.catalog.categoriesTitle')}>
            {list.map((category) => (
              <li key={category.id} className={classes.categoryRow}>
                <Text size="sm" fw={500} className={classes.categoryName}>
                  {category.name}
                </Text>
                {editing.actions(category, 'sm')}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <CategoryDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </section>
  );
}

/** /admin/catalog: the shop catalogue by country, its categories; header action 'Добавить сайт'. */
export function CatalogSitesPage() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<CountryGroup | null>(null);
  const [page, setPage] = useState(1);
  const countries = useCountryGroups();
  const sites = useSites({ country: group?.ids ?? [], page });
  const editing = useRecordActions({
    texts: siteTexts,
    remove: useDeleteSite(),
    // The last site of the last page went: show the page before it.
    onDeleted: () => {
      if (sites.data?.results.length === 1 && page > 1) setPage(page - 1);
    },
  });
  const addLabel = t('admin.actions.addSite');
  usePageAction({ label: addLabel, onClick: editing.create });

  const data = sites.data;
  return (
    <>
      <Stack gap="xl">
        <CategoriesPanel />
        <section aria-labelledby="catalog-sites">
          <Stack gap="md">
            <Group gap={8}>
              <Title order={2} fz="lg" id="catalog-sites">
                {t('admin.catalog.sitesTitle')}
              </Title>
              {data && (
                <Badge variant="light" color="gray" radius="sm">
                  {data.count}
                </Badge>
              )}
            </Group>
            <CountryFilter
              groups={countries.groups}
              value={group?.key ?? null}
              onChange={(next) => {
                setGroup(next);
                setPage(1);
              }}
              loading={countries.loading}
              hideLabel
            />
            <QueryView
              query={sites}
              loading={<SiteCardsSkeleton count={4} />}
              errorTitle={t('admin.catalog.sitesError')}
              empty={
                <CatalogEmpty
                  icon={<IconBuildingStore size={26} />}
                  title={
                    group ? t('admin.catalog.sitesEmptyCountry', { country: group.label }) : t('admin.catalog.sitesEmptyTitle')
                  }
                  text={t('admin.catalog.sitesEmptyText')}
                  addLabel={addLabel}
                  onAdd={editing.create}
                />
              }
            >
              {(current) => <SiteGrid sites={current.results} stale={sites.isPlaceholderData} actions={editing.actions} />}
            </QueryView>
            <Pager
              page={page}
              totalPages={data?.total_pages ?? 1}
              onChange={setPage}
              label={t('admin.catalog.sitesPagination')}
            />
          </Stack>
        </section>
      </Stack>
      <SiteDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
