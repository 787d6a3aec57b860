import { siteSchema } from '@kerben/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Site, type SiteValues, useCategories, useCountries, useCreateSite, useUpdateSite } from '../../../api/catalog';
import { applyServerErrors } from '../../../components/form-errors';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from './dialog-state';

const validate = schemaResolver(siteSchema, { sync: true });

interface SiteDialogProps {
  opened: boolean;
  /** The site to change; null adds one. */
  site: Site | null;
  onClose: () => void;
}

/**
 * 'Добавить сайт' (SPEC.md section 2, dialog 3): name, link, category, country, logo with an inline
 * preview and the image hint, comment. The same dialog edits a site; without a new logo the current
 * one stays.
 */
export function SiteDialog({ opened, site, onClose }: SiteDialogProps) {
  const { t } = useTranslation();
  const create = useCreateSite();
  const update = useUpdateSite();
  const pending = create.isPending || update.isPending;

  const submit = (values: SiteValues, form: UseFormReturnType<SiteValues>) => {
    const done = {
      onSuccess: (saved: Site) => {
        notifySuccess(site ? t('catalog.site.saved', { name: saved.name }) : t('catalog.site.created', { name: saved.name }));
        onClose();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (site) update.mutate({ id: site.id, values }, done);
    else create.mutate(values, done);
  };

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={site ? t('catalog.site.editTitle') : t('catalog.site.createTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <SiteForm site={site} pending={pending} onCancel={onClose} onSubmit={submit} />
    </Modal>
  );
}

interface SiteFormProps {
  site: Site | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: SiteValues, form: UseFormReturnType<SiteValues>) => void;
}

function SiteForm({ site, pending, onCancel, onSubmit }: SiteFormProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const countries = useCountries();
  const form = useForm<SiteValues>({
    initialValues: {
      name: site?.name ?? '',
      url: site?.url ?? '',
      category: site ? String(site.category.id) : null,
      country: site?.country ? String(site.country.id) : null,
      description: site?.description ?? '',
      logo: null,
    },
    validate,
  });
  const noCategories = categories.isSuccess && categories.data.length === 0;

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('catalog.site.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <TextInput
            label={t('catalog.site.url')}
            placeholder={t('catalog.site.urlPlaceholder')}
            required
            type="url"
            inputMode="url"
            autoComplete="url"
            {...form.getInputProps('url')}
          />
          <Select
            label={t('catalog.site.category')}
            placeholder={noCategories ? t('catalog.site.noCategories') : t('catalog.site.categoryPlaceholder')}
            required
            disabled={noCategories}
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            nothingFoundMessage={t('catalog.site.noCategories')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
          <Select
            label={t('catalog.site.country')}
            placeholder={t('catalog.site.countryPlaceholder')}
            clearable
            data={(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <ImagePicker
          label={t('catalog.site.logo')}
          value={form.values.logo}
          onChange={(file) => {
            form.setFieldValue('logo', file);
            form.clearFieldError('logo');
          }}
          currentUrl={site?.logo}
          error={form.errors.logo}
          disabled={pending}
        />
        <Textarea
          label={t('catalog.site.comment')}
          placeholder={t('catalog.site.commentPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {site ? t('common.save') : t('catalog.site.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
