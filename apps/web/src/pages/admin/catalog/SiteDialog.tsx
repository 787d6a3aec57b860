import { DESCRIPTION_MAX_LENGTH, type Site, siteSchema } from '@kerben/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SiteValues, useCategories, useCreateSite, useUpdateSite } from '../../../api/catalog';
import { CountrySelect } from '../../../components/CountrySelect';
import { EntityDialog, type EntityFormSpec, fileFieldProps } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { LongTextInput, UrlInput } from '../../../components/inputs';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of sites, for this dialog and the page's buttons and confirmation. */
export const siteTexts = entityTexts('admin.catalog.site', (site: Site) => site.name);

const siteForm: EntityFormSpec<Site, SiteValues> = {
  initialValues: (site) => ({
    name: site?.name ?? '',
    url: site?.url ?? '',
    category: site ? String(site.category.id) : null,
    country: site?.country ? String(site.country.id) : null,
    description: site?.description ?? '',
    logo: null,
    removeLogo: false,
  }),
  schema: siteSchema,
};

/**
 * 'Добавить сайт': name, link, category, country, logo with an inline
 * preview and the image hint, comment. The same dialog edits a site: without a new logo the saved
 * one stays, and the saved one may be removed (a site's logo is optional).
 */
export function SiteDialog(props: RecordDialogProps<Site>) {
  const { t } = useTranslation();
  const save = { create: useCreateSite(), update: useUpdateSite() };
  const categories = useCategories();
  const noCategories = categories.isSuccess && categories.data.length === 0;
  return (
    <EntityDialog {...props} texts={siteTexts} spec={siteForm} save={save} size="lg">
      {(form, { record, pending }) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('admin.catalog.site.name')} required data-autofocus {...form.getInputProps('name')} />
            <UrlInput
              label={t('admin.catalog.site.url')}
              placeholder={t('admin.catalog.site.urlPlaceholder')}
              required
              autoComplete="url"
              {...form.getInputProps('url')}
            />
            <Select
              label={t('admin.catalog.site.category')}
              placeholder={noCategories ? t('admin.catalog.site.noCategories') : t('admin.catalog.site.categoryPlaceholder')}
              required
              disabled={noCategories}
              data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
              nothingFoundMessage={t('admin.catalog.site.noCategories')}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category')}
            />
            <CountrySelect
              label={t('admin.catalog.site.country')}
              placeholder={t('admin.catalog.site.countryPlaceholder')}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <ImagePicker
            label={t('admin.catalog.site.logo')}
            {...fileFieldProps(form, 'logo')}
            currentUrl={form.values.removeLogo ? null : record?.logo}
            onRemoveCurrent={() => form.setFieldValue('removeLogo', true)}
            disabled={pending}
          />
          <LongTextInput
            label={t('admin.catalog.site.comment')}
            placeholder={t('admin.catalog.site.commentPlaceholder')}
            maxLength={DESCRIPTION_MAX_LENGTH}
            {...form.getInputProps('description')}
          />
        </>
      )}
    </EntityDialog>
  );
}
