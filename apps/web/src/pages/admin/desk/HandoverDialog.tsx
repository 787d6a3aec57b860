import { DESK_MSG, type DeskClient, deskHandoverSchema } from '@kerben/domain';
import { Alert, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHandover } from '../../../api/desk';
import type { RequestBody } from '../../../api/operations';
import { CodeInput } from '../../../components/CodeInput';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { FormModal } from '../../../components/FormModal';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatUsdAndKgs } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { dueIn } from './pay';

const checkRequest = schemaResolver(deskHandoverSchema, { sync: true });

export interface HandoverValues {
  recipient_name: string;
  document: string;
  code: string;
  /** An admin hands over without the code, giving the reason. */
  override: boolean;
  override_reason: string;
}

/** The request: the client's code, or (an admin's) the reason to hand over without it. */
export function handoverRequest(values: HandoverValues, parcels: readonly number[]): RequestBody<'post', '/api/desk/handover/'> {
  const { override, override_reason, code, ...rest } = values;
  return { parcels, ...rest, ...(override ? { override_reason } : { code }) };
}

export interface HandoverDialogProps {
  opened: boolean;
  onClose: () => void;
  client: DeskClient;
  parcels: DeskClient['parcels'];
  /** Admins may hand over without the code or unpaid, with a reason; operators may not. */
  admin: boolean;
}

/**
 * «Выдать»: who takes the parcels, on which document, and the client's six-digit handover code; an
 * admin may instead give the reason to hand over without it (or unpaid). The parcels become
 * «Получено» with the recipient in their history.
 */
export function HandoverDialog({ opened, onClose, client, parcels, admin }: HandoverDialogProps) {
  const { t } = useTranslation();
  const handover = useHandover();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      pending={handover.isPending}
      title={t('moneyAdmin.handover.title', { count: parcels.length })}
    >
      <HandoverForm client={client} parcels={parcels} admin={admin} handover={handover} onClose={onClose} />
    </FormModal>
  );
}

function HandoverForm({
  client,
  parcels,
  admin,
  handover,
  onClose,
}: Omit<HandoverDialogProps, 'opened'> & { handover: ReturnType<typeof useHandover> }) {
  const { t } = useTranslation();
  const ids = parcels.map((row) => row.parcel.id);
  const form = useForm<HandoverValues>({
    initialValues: {
      recipient_name: `${client.client.first_name} ${client.client.last_name}`.trim(),
      document: '',
      code: '',
      override: false,
      override_reason: '',
    },
    validate: (values) => ({
      ...checkRequest(handoverRequest(values, ids)),
      // Without the code the reason is what is asked for (the schema names the code).
      ...(values.override && !values.override_reason.trim() ? { override_reason: DESK_MSG.codeOrOverride } : {}),
    }),
  });
  const dueUsd = parcels.reduce((sum, row) => sum + row.due.amount, 0);
  const dueKgs = dueIn(dueUsd, 'KGS', client);
  const submit = (values: HandoverValues) =>
    handover.mutate(handoverRequest(values, ids), {
      onSuccess: (answer) => {
        notifySuccess(t('moneyAdmin.handover.done', { count: answer.parcels.length }));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('moneyAdmin.handover.failed') }),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {dueUsd > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t(admin ? 'moneyAdmin.handover.unpaidAdmin' : 'moneyAdmin.handover.unpaid', {
              amount: formatUsdAndKgs(dueUsd, dueKgs),
            })}
          </Alert>
        )}
        <TextInput label={t('moneyAdmin.handover.recipient')} required {...form.getInputProps('recipient_name')} />
        <TextInput
          label={t('moneyAdmin.handover.document')}
          placeholder={t('moneyAdmin.handover.documentPlaceholder')}
          required
          data-autofocus
          {...form.getInputProps('document')}
        />
        {!form.values.override && (
          <Stack gap={4}>
            <CodeInput
              label={t('moneyAdmin.handover.code')}
              value={form.values.code}
              onChange={(code) => {
                form.setFieldValue('code', code);
                form.clearFieldError('code');
              }}
              error={form.errors.code}
            />
            <Text size="xs" c="dimmed">
              {t('moneyAdmin.handover.codeHint')}
            </Text>
          </Stack>
        )}
        {admin && (
          <Switch
            label={t('moneyAdmin.handover.override')}
            {...form.getInputProps('override', { type: 'checkbox' })}
            onChange={(event) => {
              form.setFieldValue('override', event.currentTarget.checked);
              form.clearErrors();
            }}
          />
        )}
        {form.values.override && (
          <Textarea
            label={t('moneyAdmin.handover.overrideReason')}
            required
            {...NOTE_PROPS}
            {...form.getInputProps('override_reason')}
          />
        )}
        <DialogActions onCancel={onClose} pending={handover.isPending} submitLabel={t('moneyAdmin.handover.submit')} />
      </Stack>
    </form>
  );
}
