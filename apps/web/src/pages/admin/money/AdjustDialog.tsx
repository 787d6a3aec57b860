import { ADJUSTMENT_PURPOSES, LEDGER_PURPOSE_NAMES, ledgerAdjustmentSchema } from '@kerben/domain';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAdjustLedger } from '../../../api/money';
import type { RequestBody } from '../../../api/operations';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { FormModal } from '../../../components/FormModal';
import { parseMinor } from '../../../components/money/money-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { requestSchema } from '../../../lib/form-schema';
import { notifySuccess } from '../../../lib/notify';
import '../../../i18n/ru/money-admin';

export interface AdjustValues {
  /** A charge takes from the account, a credit gives to it. */
  direction: 'charge' | 'credit';
  /** Dollars, as typed. */
  amount: string;
  purpose: (typeof ADJUSTMENT_PURPOSES)[number];
  reason: string;
  /** A parcel's number, optional. */
  parcel: string;
}

/** POST /api/ledger/adjustments/: the dollars as signed cents (a charge negative). */
export function adjustmentRequest(values: AdjustValues, user: number): RequestBody<'post', '/api/ledger/adjustments/'> {
  const cents = parseMinor(values.amount) ?? Number.NaN;
  return {
    user,
    amount: values.direction === 'charge' ? -cents : cents,
    purpose: values.purpose,
    reason: values.reason,
    ...(values.parcel.trim() ? { parcel: values.parcel.trim() } : {}),
  };
}

/**
 * «Корректировка»: an admin's correction by hand, with the reason: a charge (a service done, what a
 * paid parcel owes after all) or a credit, for one of the client's parcels or none.
 */
export function AdjustDialog({ user, opened, onClose }: { user: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustLedger();
  return (
    <FormModal opened={opened} onClose={onClose} pending={adjust.isPending} title={t('moneyAdmin.adjust.title')}>
      <AdjustForm user={user} adjust={adjust} onClose={onClose} />
    </FormModal>
  );
}

function AdjustForm({
  user,
  adjust,
  onClose,
}: {
  user: number;
  adjust: ReturnType<typeof useAdjustLedger>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const check = schemaResolver(
    requestSchema(ledgerAdjustmentSchema, (values: AdjustValues) => adjustmentRequest(values, user)),
    { sync: true },
  );
  const form = useForm<AdjustValues>({
    initialValues: { direction: 'charge', amount: '', purpose: 'service', reason: '', parcel: '' },
    validate: check,
  });
  const submit = (values: AdjustValues) =>
    adjust.mutate(adjustmentRequest(values, user), {
      onSuccess: () => {
        notifySuccess(t('moneyAdmin.adjust.done'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('moneyAdmin.adjust.failed') }),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('moneyAdmin.adjust.direction')} id="adjust-direction">
          <SegmentedControl
            id="adjust-direction"
            fullWidth
            mt={4}
            data={[
              { value: 'charge', label: t('moneyAdmin.adjust.charge') },
              { value: 'credit', label: t('moneyAdmin.adjust.credit') },
            ]}
            {...form.getInputProps('direction')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('moneyAdmin.adjust.amount')}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('moneyAdmin.adjust.purpose')}
            data={ADJUSTMENT_PURPOSES.map((value) => ({ value, label: LEDGER_PURPOSE_NAMES[value] }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('purpose')}
          />
        </SimpleGrid>
        <TextInput
          label={t('moneyAdmin.adjust.parcel')}
          description={t('moneyAdmin.adjust.parcelHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('parcel')}
        />
        <Textarea label={t('moneyAdmin.adjust.reason')} required {...NOTE_PROPS} {...form.getInputProps('reason')} />
        <DialogActions onCancel={onClose} pending={adjust.isPending} submitLabel={t('moneyAdmin.adjust.submit')} />
      </Stack>
    </form>
  );
}
