import type { Parcel } from '@kerben/domain';
import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useUpdateParcel } from '../../api/parcels';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { DialogActions } from '../DialogActions';
import { ParcelClientFields } from './ParcelClientFields';
import { ParcelDataFields, ParcelStatusFields } from './ParcelFields';
import { type ParcelFormValues, parcelInput, parcelValuesOf, validateParcel } from './parcel-form';
import { useParcelOptions } from './parcel-options';

/** The edit form: the wizard's three groups one under another, saved with one multipart PATCH. */
export function ParcelEditForm({
  parcel,
  update,
  onDone,
}: {
  parcel: Parcel;
  update: ReturnType<typeof useUpdateParcel>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = useParcelOptions();
  const form = useForm<ParcelFormValues>({ initialValues: parcelValuesOf(parcel), validate: validateParcel });
  const pending = update.isPending;
  const submit = (values: ParcelFormValues) =>
    update.mutate(
      { id: parcel.id, values: parcelInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t('admin.parcels.edit.saved', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) form.setFieldError('track_number', error.message);
          else applyServerErrors(form, error, { failureTitle: t('admin.parcels.edit.failed') });
        },
      },
    );
  const fieldProps = { form, options, record: parcel, pending };
  const section = (title: string, fields: ReactNode) => (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {title}
      </Title>
      {fields}
    </Stack>
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="xl">
        {section(t('admin.parcels.wizard.step1'), <ParcelDataFields {...fieldProps} />)}
        {section(t('admin.parcels.wizard.step2'), <ParcelStatusFields {...fieldProps} />)}
        {section(t('admin.parcels.wizard.step3'), <ParcelClientFields {...fieldProps} />)}
        <DialogActions
          onCancel={onDone}
          pending={pending}
          submitLabel={t('common.save')}
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
        />
      </Stack>
    </form>
  );
}
