import {
  CURRENCY_SHORT,
  type Currency,
  DESK_METHODS,
  DESK_MSG,
  type DeskClient,
  type DeskMethod,
  type DeskPayment,
  deskPaymentSchema,
  PAYMENT_METHOD_NAMES,
  usd,
} from '@kerben/domain';
import { Alert, Button, Group, Input, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPaymentKey, useDeskPayment } from '../../../api/desk';
import { openReceipt } from '../../../api/money';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { DialogActions } from '../../../components/DialogActions';
import { FormModal } from '../../../components/FormModal';
import { minorText, rateText } from '../../../components/money/money-text';
import { openFileOrSay } from '../../../components/money/open-file';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import classes from './desk.module.css';
import { DESK_CURRENCIES, type PayValues, payFigures, paymentRequest, rateFor } from './pay';

const checkRequest = schemaResolver(deskPaymentSchema, { sync: true });

export interface PayDialogProps {
  opened: boolean;
  onClose: () => void;
  client: DeskClient;
  /** The parcels paid for (what they owe now is what is taken). */
  parcels: DeskClient['parcels'];
  /** The payment made, once the server has it (the page keeps it to print the receipt again). */
  onPaid: (payment: DeskPayment) => void;
}

/**
 * «Принять оплату»: how (cash, terminal, QR, from the balance) and in what (som, dollars, roubles)
 * the client pays what the chosen parcels owe. For cash the change is counted as the amount is
 * typed. The dialog makes one key when it opens, so a double click or a retry records one payment.
 * Once paid it says the change and prints the receipt.
 */
export function PayDialog({ opened, onClose, client, parcels, onPaid }: PayDialogProps) {
  const { t } = useTranslation();
  const pay = useDeskPayment();
  const total = parcels.reduce((sum, row) => sum + row.due.amount, 0);
  const [paid, setPaid] = useState<DeskPayment | null>(null);
  const close = () => {
    onClose();
    setPaid(null);
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      pending={pay.isPending}
      title={paid ? t('moneyAdmin.pay.done') : t('moneyAdmin.pay.title', { amount: formatMoney(usd(total)) })}
    >
      {paid ? (
        <PaidView payment={paid} onClose={close} />
      ) : (
        <PayForm
          client={client}
          parcels={parcels}
          total={total}
          pay={pay}
          onCancel={close}
          onPaid={(payment) => {
            setPaid(payment);
            onPaid(payment);
          }}
        />
      )}
    </FormModal>
  );
}

/** After the payment: the change to give back, big, and the receipt to print. */
function PaidView({ payment, onClose }: { payment: DeskPayment; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status">
        {PAYMENT_METHOD_NAMES[payment.method]}: {formatMoney(payment.amount)}
      </Alert>
      {payment.change && (
        <Paper withBorder radius="md" p="md" ta="center">
          <Text className={classes.change} data-testid="change-given">
            {payment.change.amount > 0
              ? t('moneyAdmin.pay.doneChange', { amount: formatMoney(payment.change) })
              : t('moneyAdmin.pay.doneNoChange')}
          </Text>
        </Paper>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconReceipt size={18} aria-hidden />}
          onClick={() => openFileOrSay(() => openReceipt(payment.id))}
          data-autofocus
        >
          {t('moneyAdmin.desk.printReceipt')}
        </Button>
        <Button onClick={onClose}>{t('moneyAdmin.pay.finish')}</Button>
      </Group>
    </Stack>
  );
}

interface PayFormProps {
  client: DeskClient;
  parcels: DeskClient['parcels'];
  total: number;
  pay: ReturnType<typeof useDeskPayment>;
  onCancel: () => void;
  onPaid: (payment: DeskPayment) => void;
}

function PayForm({ client, parcels, total, pay, onCancel, onPaid }: PayFormProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  // One key for as long as the dialog is open: every send of this payment is the same payment.
  const [key] = useState(newPaymentKey);
  const ids = parcels.map((row) => row.parcel.id);
  const form = useForm<PayValues>({
    initialValues: { method: 'cash', currency: 'KGS', tendered: '' },
    validate: (values) => validatePayment(values),
  });
  const figures = payFigures(form.values, total, client);
  const { method } = form.values;
  const currency: Currency = method === 'balance' ? 'USD' : form.values.currency;
  const money = (amount: number) => formatMoney({ amount, currency });
  const creditLow = method === 'balance' && client.credit.amount < total;

  /** The domain schema's checks of the request, and what only the form knows (cash short of what is due). */
  function validatePayment(values: PayValues): FormErrors {
    const live = payFigures(values, total, client);
    if (values.method === 'cash' && live.tendered === undefined) return { tendered: t('moneyAdmin.pay.tenderedRequired') };
    if (live.short > 0) {
      const due = formatMoney({ amount: live.due, currency: values.currency });
      return { tendered: DESK_MSG.amountTooSmall(due) };
    }
    const { amount, ...errors } = checkRequest(paymentRequest(values, live, ids, key));
    return amount ? { ...errors, tendered: amount } : errors;
  }

  const submit = (values: PayValues) =>
    pay.mutate(paymentRequest(values, payFigures(values, total, client), ids, key), {
      onSuccess: onPaid,
      onError: (error) =>
        applyServerErrors(form, error, { failureTitle: t('moneyAdmin.pay.failed'), rename: { amount: 'tendered' } }),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('moneyAdmin.pay.method')} id="pay-method">
          <SegmentedControl
            id="pay-method"
            fullWidth
            orientation={phone ? 'vertical' : 'horizontal'}
            mt={4}
            data={DESK_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] }))}
            {...form.getInputProps('method')}
            onChange={(value) => form.setFieldValue('method', value as DeskMethod)}
          />
        </Input.Wrapper>
        {method !== 'balance' && (
          <Input.Wrapper label={t('moneyAdmin.pay.currency')} id="pay-currency">
            <SegmentedControl
              id="pay-currency"
              fullWidth
              mt={4}
              data={DESK_CURRENCIES.map((value) => ({ value, label: t(`moneyAdmin.pay.currencies.${value}`) }))}
              {...form.getInputProps('currency')}
              onChange={(value) => form.setFieldValue('currency', value as Currency)}
            />
          </Input.Wrapper>
        )}
        <Paper withBorder radius="md" p="md" className={classes.due}>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text fw={600}>{t('moneyAdmin.pay.due')}</Text>
            <Text className={classes.dueAmount} data-testid="pay-due">
              {money(figures.due)}
            </Text>
          </Group>
          {currency !== 'USD' && (
            <Text size="xs" c="dimmed" ta="right">
              {t('moneyAdmin.pay.dueRate', { rate: `${rateText(rateFor(client, currency))} ${CURRENCY_SHORT[currency]}` })}
            </Text>
          )}
        </Paper>
        {method === 'cash' && (
          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={t('moneyAdmin.pay.tendered')}
                inputMode="decimal"
                autoComplete="off"
                data-autofocus
                style={{ flex: 1 }}
                rightSection={<Text size="sm">{CURRENCY_SHORT[currency]}</Text>}
                rightSectionWidth={48}
                {...form.getInputProps('tendered')}
              />
              <Button
                variant="default"
                onClick={() => form.setFieldValue('tendered', minorText(figures.due))}
                mb={form.errors.tendered ? 26 : 0}
              >
                {t('moneyAdmin.pay.exact')}
              </Button>
            </Group>
            <Group justify="space-between" gap="xs" aria-live="polite">
              <Text fw={600}>{t('moneyAdmin.pay.change')}</Text>
              <Text className={classes.dueAmount} c={figures.short > 0 ? 'red' : undefined} data-testid="pay-change">
                {figures.change !== undefined
                  ? money(figures.change)
                  : figures.short > 0
                    ? t('moneyAdmin.pay.short', { amount: money(figures.short) })
                    : '—'}
              </Text>
            </Group>
          </Stack>
        )}
        {(method === 'terminal' || method === 'qr') && (
          <Text size="sm" c="dimmed">
            {t('moneyAdmin.pay.exactNote')}
          </Text>
        )}
        {method === 'balance' &&
          (creditLow ? (
            <Alert color="red" variant="light" role="alert">
              {t('moneyAdmin.pay.creditLow', { amount: formatMoney(client.credit) })}
            </Alert>
          ) : (
            <Text size="sm">{t('moneyAdmin.pay.credit', { amount: formatMoney(client.credit) })}</Text>
          ))}
        <DialogActions
          onCancel={onCancel}
          pending={pay.isPending}
          submitLabel={t('moneyAdmin.pay.submit', { amount: money(figures.due) })}
        />
      </Stack>
    </form>
  );
}
