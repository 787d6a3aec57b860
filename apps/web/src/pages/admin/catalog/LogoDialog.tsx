import { CATALOG_MSG, logoSchema } from '@kerben/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type CompanyLogo, type LogoValues, useCreateLogo, useUpdateLogo } from '../../../api/catalog';
import { applyServerErrors } from '../../../components/form-errors';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from './dialog-state';

const validateFields = schemaResolver(logoSchema, { sync: true });

interface LogoDialogProps {
  opened: boolean;
  /** The logo to change; null adds one. */
  logo: CompanyLogo | null;
  onClose: () => void;
}

/** 'Добавить логотип': the company's site link (optional) and the logo file (required). */
export function LogoDialog({ opened, logo, onClose }: LogoDialogProps) {
  const { t } = useTranslation();
  const create = useCreateLogo();
  const update = useUpdateLogo();
  const pending = create.isPending || update.isPending;

  const submit = (values: LogoValues, form: UseFormReturnType<LogoValues>) => {
    const done = {
      onSuccess: () => {
        notifySuccess(logo ? t('catalog.logo.saved') : t('catalog.logo.created'));
        onClose();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (logo) update.mutate({ id: logo.id, values }, done);
    else create.mutate(values, done);
  };

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={logo ? t('catalog.logo.editTitle') : t('catalog.logo.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <LogoForm logo={logo} pending={pending} onCancel={onClose} onSubmit={submit} />
    </Modal>
  );
}

interface LogoFormProps {
  logo: CompanyLogo | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: LogoValues, form: UseFormReturnType<LogoValues>) => void;
}

function LogoForm({ logo, pending, onCancel, onSubmit }: LogoFormProps) {
  const { t } = useTranslation();
  const form = useForm<LogoValues>({
    initialValues: { link: logo?.link ?? '', logo: null },
    validate: (values): FormErrors => {
      const errors = validateFields(values);
      if (!logo && !values.logo) errors.logo = CATALOG_MSG.logoFileRequired;
      return errors;
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('catalog.logo.link')}
          description={t('catalog.logo.linkHint')}
          placeholder={t('catalog.site.urlPlaceholder')}
          type="url"
          inputMode="url"
          data-autofocus
          {...form.getInputProps('link')}
        />
        <ImagePicker
          label={t('catalog.logo.logo')}
          required={!logo}
          value={form.values.logo}
          onChange={(file) => {
            form.setFieldValue('logo', file);
            form.clearFieldError('logo');
          }}
          currentUrl={logo?.logo}
          error={form.errors.logo}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {logo ? t('common.save') : t('catalog.logo.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
