import { type OutOfStateRequest, outOfStateRequestUpdateSchema } from '@kerben/domain';
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type OutOfStateRequestValues,
  useSendOutOfStateRequest,
  useUpdateOutOfStateRequest,
} from '../../../api/out-of-state-requests';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import '../../../i18n/ru/public-pages';
import { EmailInput } from '../../../components/inputs';

export const outsideTexts = entityTexts('admin.outside.request', (request: OutOfStateRequest) => request.full_name);

const outsideForm: EntityFormSpec<OutOfStateRequest, OutOfStateRequestValues> = {
  initialValues: (request) => ({
    full_name: request?.full_name ?? '',
    address: request?.address ?? '',
    phone_number: request?.phone_number ?? '',
    cargo_weight: request ? String(request.cargo_weight) : '',
    email: request?.email ?? '',
    telegram: request?.telegram ?? '',
    whatsapp: request?.whatsapp ?? '',
    status: request?.status ?? true,
  }),
  schema: outOfStateRequestUpdateSchema,
};

/** The admin's edit of a request: the sender's fields and whether it is still new. */
export function OutOfStateRequestDialog(props: RecordDialogProps<OutOfStateRequest>) {
  const { t } = useTranslation();
  const save = { create: useSendOutOfStateRequest(), update: useUpdateOutOfStateRequest() };
  return (
    <EntityDialog {...props} texts={outsideTexts} spec={outsideForm} save={save} size="lg">
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('outside.fullName')} required data-autofocus {...form.getInputProps('full_name')} />
            <EmailInput label={t('outside.email')} required {...form.getInputProps('email')} />
            <TextInput label={t('outside.phone')} required type="tel" {...form.getInputProps('phone_number')} />
            <TextInput label={t('outside.cargoWeight')} required inputMode="decimal" {...form.getInputProps('cargo_weight')} />
            <TextInput label={t('outside.telegram')} {...form.getInputProps('telegram')} />
            <TextInput label={t('outside.whatsapp')} type="tel" {...form.getInputProps('whatsapp')} />
          </SimpleGrid>
          <Textarea label={t('outside.address')} required {...NOTE_PROPS} {...form.getInputProps('address')} />
          <Switch
            label={t('admin.outside.processed')}
            checked={!form.values.status}
            onChange={(event) => form.setFieldValue('status', !event.currentTarget.checked)}
          />
        </>
      )}
    </EntityDialog>
  );
}
