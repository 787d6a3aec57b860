import { ActionIcon, Badge, Button, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCategory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Category, type Site, useCategories, useDeleteCategory, useDeleteSite, useSites } from '../../api/catalog';
import { usePageAction } from '../../app/layouts/page-action';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { CountryFilter } from '../../components/catalog/CatalogFilters';
import classes from '../../components/catalog/catalog.module.css';
import { type CountryGroup, useCountryGroups } from '../../components/catalog/country-groups';
import { SiteCard } from '../../components/catalog/SiteCard';
import { SiteCardsSkeleton } from '../../components/catalog/skeletons';
import { ErrorState } from '../../components/ErrorState';
import { errorMessage } from '../../components/form-errors';
import { CategoryDialog } from './catalog/CategoryDialog';
import { notifyFailure, notifySuccess, useItemDialog } from './catalog/dialog-state';
import { SiteDialog } from './catalog/SiteDialog';

const ADMIN_SITE_GRID = { base: 1, sm: 2, lg: 3 };

/** The categories of the catalogue: add, rename, delete (a category still used by sites is kept). */
function CategoriesPanel() {
  const { t } = useTranslation();
  const categories = useCategories();
  const dialog = useItemDialog<Category>();
  const removing = useItemDialog<Category>();
  const remove = useDeleteCategory();

  const confirmRemove = () => {
    const category = removing.item;
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: () => notifySuccess(t('catalog.category.deleted', { name: category.name })),
      onError: (error) => notifyFailure(t('catalog.category.deleteFailed'), error),
      onSettled: removing.close,
    });
  };

  let body: React.ReactNode;
  if (categories.isError && !categories.data) {
    body = <ErrorState message={errorMessage(categories.error)} onRetry={() => categories.refetch()} />;
  } else if (!categories.data) {
    body = (
      <Group gap="xs" role="status" aria-label={t('common.loading')}>
        {[96, 120, 88, 132].map((width) => (
          <Skeleton key={width} height={36} width={width} radius="xl" />
        ))}
      </Group>
    );
  } else if (categories.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('catalog.admin.categoriesEmpty')}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.categoryList} aria-label={t('catalog.admin.categoriesTitle')}>
        {categories.data.map((category) => (
          <li key={category.id} className={classes.categoryRow}>
            <Text size="sm" fw={500} className={classes.categoryName}>
              {category.name}
            </Text>
            <Group gap={0} wrap="nowrap">
              <Tooltip label={t('catalog.admin.edit')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => dialog.open(category)}
                  aria-label={t('catalog.category.edit', { name: category.name })}
                >
                  <IconPencil size={15} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('catalog.admin.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  onClick={() => removing.open(category)}
                  aria-label={t('catalog.category.delete', { name: category.name })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={classes.panel} aria-labelledby="catalog-categories">
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap={8} wrap="nowrap">
          <IconCategory size={20} aria-hidden color="var(--mantine-color-kerben-7)" />
          <Title order={2} fz="lg" id="catalog-categories">
            {t('catalog.admin.categoriesTitle')}
          </Title>
          {categories.data && (
            <Badge variant="light" color="gray" radius="sm">
              {categories.data.length}
            </Badge>
          )}
        </Group>
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
          {t('catalog.admin.addCategory')}
        </Button>
      </Group>
      {body}
      <CategoryDialog opened={dialog.opened} category={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        opened={removing.opened}
        onClose={removing.close}
        onConfirm={confirmRemove}
        title={t('catalog.category.deleteTitle')}
        message={t('catalog.category.deleteText', { name: removing.item?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
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
  const dialog = useItemDialog<Site>();
  const removing = useItemDialog<Site>();
  const remove = useDeleteSite();

  usePageAction({ label: t('admin.actions.addSite'), onClick: () => dialog.open(null) });

  const confirmRemove = () => {
    const site = removing.item;
    if (!site) return;
    remove.mutate(site.id, {
      onSuccess: () => {
        notifySuccess(t('catalog.site.deleted', { name: site.name }));
        // The last site of the last page went: show the page before it.
        if (sites.data?.results.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => notifyFailure(t('catalog.site.deleteFailed'), error),
      onSettled: removing.close,
    });
  };

  const data = sites.data;
  let list: React.ReactNode;
  if (sites.isError && !data) {
    list = <ErrorState message={errorMessage(sites.error)} onRetry={() => sites.refetch()} />;
  } else if (!data) {
    list = <SiteCardsSkeleton count={4} cols={ADMIN_SITE_GRID} />;
  } else if (data.results.length === 0) {
    list = (
      <CatalogEmpty
        icon={<IconBuildingStore size={26} />}
        title={group ? t('catalog.admin.sitesEmptyCountry', { country: group.label }) : t('catalog.admin.sitesEmptyTitle')}
        text={t('catalog.admin.sitesEmptyText')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            {t('admin.actions.addSite')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <SimpleGrid cols={ADMIN_SITE_GRID} spacing="lg" className={sites.isPlaceholderData ? classes.dimmed : undefined}>
        {data.results.map((site) => (
          <SiteCard
            key={site.id}
            site={site}
            actions={
              <>
                <Button
                  variant="light"
                  fullWidth
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => dialog.open(site)}
                  aria-label={t('catalog.site.edit', { name: site.name })}
                >
                  {t('catalog.admin.edit')}
                </Button>
                <Tooltip label={t('catalog.admin.delete')}>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size={36}
                    onClick={() => removing.open(site)}
                    aria-label={t('catalog.site.delete', { name: site.name })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            }
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <Stack gap="xl">
        <CategoriesPanel />
        <section aria-labelledby="catalog-sites">
          <Stack gap="md">
            <Group gap={8}>
              <Title order={2} fz="lg" id="catalog-sites">
                {t('catalog.admin.sitesTitle')}
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
            {list}
            {data && data.total_pages > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={data.total_pages}
                  value={Math.min(page, data.total_pages)}
                  onChange={setPage}
                  aria-label={t('catalog.admin.sitesPagination')}
                  getControlProps={(control) => ({ 'aria-label': t(`components.table.${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('components.table.page', { page: item }) })}
                />
              </Group>
            )}
          </Stack>
        </section>
      </Stack>
      <SiteDialog opened={dialog.opened} site={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        opened={removing.opened}
        onClose={removing.close}
        onConfirm={confirmRemove}
        title={t('catalog.site.deleteTitle')}
        message={t('catalog.site.deleteText', { name: removing.item?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
    </>
  );
}
