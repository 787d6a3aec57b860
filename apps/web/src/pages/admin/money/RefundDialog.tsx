import {
  CURRENCY_SHORT,
  type Currency,
  deskRefundSchema,
  type Money,
  PAYMENT_METHOD_NAMES,
  REFUND_METHODS,
} from '@kerben/domain';
import { Input, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPaymentKey, useDeskRefund } from '../../../api/desk';
import type { RequestBody } from '../../../api/operations';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { FormModal } from '../../../components/FormModal';
import { parseMinor } from '../../../components/money/money-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { requestSchema } from '../../../lib/form-schema';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { DESK_CURRENCIES } from '../desk/pay';
import '../../../i18n/ru/money-admin';

export interface RefundValues {
  method: (typeof REFUND_METHODS)[number];
  currency: Currency;
  amount: string;
  reason: string;
}

/** POST /api/desk/refunds/: the amount in minor units of the currency chosen, and the dialog's key. */
export function refundRequest(values: RefundValues, user: number, key: string): RequestBody<'post', '/api/desk/refunds/'> {
  return {
    user,
    method: values.method,
    currency: values.currency,
    amount: parseMinor(values.amount) ?? Number.NaN,
    reason: values.reason,
    key,
  };
}

export interface RefundDialogProps {
  user: number;
  /** What the client may have back. */
  credit: Money;
  opened: boolean;
  onClose: () => void;
}

/**
 * «Вернуть деньги» (admins): money given back out of the client's credit (a voided paid invoice, a
 * cancelled buy-out), in cash, to the card or by QR, with the reason (its receipt is in «Касса за день»).
 */
export function RefundDialog({ user, credit, opened, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const refund = useDeskRefund();
  return (
    <FormModal opened={opened} onClose={onClose} pending={refund.isPending} title={t('moneyAdmin.refund.title')}>
      <RefundForm user={user} credit={credit} refund={refund} onClose={onClose} />
    </FormModal>
  );
}

function RefundForm({
  user,
  credit,
  refund,
  onClose,
}: Omit<RefundDialogProps, 'opened'> & { refund: ReturnType<typeof useDeskRefund> }) {
  const { t } = useTranslation();
  // One key for as long as the dialog is open: a repeat gives back nothing more.
  const [key] = useState(newPaymentKey);
  const check = schemaResolver(
    requestSchema(deskRefundSchema, (values: RefundValues) => refundRequest(values, user, key)),
    { sync: true },
  );
  const form = useForm<RefundValues>({
    initialValues: { method: 'cash', currency: 'KGS', amount: '', reason: '' },
    validate: check,
  });
  const submit = (values: RefundValues) =>
    refund.mutate(refundRequest(values, user, key), {
      onSuccess: (payment) => {
        notifySuccess(t('moneyAdmin.refund.done', { amount: formatMoney(payment.amount) }));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('moneyAdmin.refund.failed') }),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('moneyAdmin.refund.credit', { amount: formatMoney(credit) })}</Text>
        <Input.Wrapper label={t('moneyAdmin.pay.method')} id="refund-method">
          <SegmentedControl
            id="refund-method"
            fullWidth
            mt={4}
            data={REFUND_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] }))}
            {...form.getInputProps('method')}
          />
        </Input.Wrapper>
        <Input.Wrapper label={t('moneyAdmin.pay.currency')} id="refund-currency">
          <SegmentedControl
            id="refund-currency"
            fullWidth
            mt={4}
            data={DESK_CURRENCIES.map((value) => ({ value, label: t(`moneyAdmin.pay.currencies.${value}`) }))}
            {...form.getInputProps('currency')}
          />
        </Input.Wrapper>
        <TextInput
          label={t('moneyAdmin.refund.amount', { currency: CURRENCY_SHORT[form.values.currency] })}
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea label={t('moneyAdmin.refund.reason')} required {...NOTE_PROPS} {...form.getInputProps('reason')} />
        <DialogActions onCancel={onClose} pending={refund.isPending} submitLabel={t('moneyAdmin.refund.submit')} />
      </Stack>
    </form>
  );
}
