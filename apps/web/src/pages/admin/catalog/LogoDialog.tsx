import { CATALOG_MSG, type CompanyLogo, logoSchema } from '@kerben/domain';
import { useTranslation } from 'react-i18next';
import { type LogoValues, useCreateLogo, useUpdateLogo } from '../../../api/catalog';
import { hostOf } from '../../../components/catalog/links';
import { EntityDialog, type EntityFormSpec, fileFieldProps, fileRequiredOnCreate } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import '../../../i18n/ru/catalog';
import { UrlInput } from '../../../components/inputs';

/** The texts of logos, for this dialog and the page's buttons and confirmation; a logo is named by its site's host. */
export const logoTexts = entityTexts('admin.catalog.logo', (logo: CompanyLogo, t) =>
  logo.link ? hostOf(logo.link) : t('catalog.markets.noLink'),
);

const logoForm: EntityFormSpec<CompanyLogo, LogoValues> = {
  initialValues: (logo) => ({ link: logo?.link ?? '', logo: null }),
  schema: logoSchema,
  validate: fileRequiredOnCreate('logo', CATALOG_MSG.logoFileRequired),
};

/** 'Добавить логотип': the company's site link (optional) and the logo file (required). */
export function LogoDialog(props: RecordDialogProps<CompanyLogo>) {
  const { t } = useTranslation();
  const save = { create: useCreateLogo(), update: useUpdateLogo() };
  return (
    <EntityDialog {...props} texts={logoTexts} spec={logoForm} save={save}>
      {(form, { record, pending }) => (
        <>
          <UrlInput
            label={t('admin.catalog.logo.link')}
            description={t('admin.catalog.logo.linkHint')}
            placeholder={t('admin.catalog.site.urlPlaceholder')}
            data-autofocus
            {...form.getInputProps('link')}
          />
          <ImagePicker
            label={t('admin.catalog.logo.logo')}
            required={!record}
            {...fileFieldProps(form, 'logo')}
            currentUrl={record?.logo}
            disabled={pending}
          />
        </>
      )}
    </EntityDialog>
  );
}
