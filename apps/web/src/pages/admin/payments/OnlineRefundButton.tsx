import type { Invoice } from '@kerben/domain';
import { Button, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPaymentKey, useRefundOnline } from '../../../api/payments';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/**
 * «Вернуть на карту» on an invoice paid online (admins): all of the payment, or a part in som, with
 * the reason, through the payment provider (docs/payments.md). The server answers 403 to anyone else.
 */
export function OnlineRefundButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [som, setSom] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newPaymentKey);
  const refund = useRefundOnline();
  if (invoice.status !== 'paid' || invoice.payment?.method !== 'online') return null;
  const payment = invoice.payment.id;
  const submit = () =>
    refund.mutate(
      { payment, body: { reason, key, ...(som === '' ? {} : { amount: Math.round(Number(som) * 100) }) } },
      {
        onSuccess: () => {
          notifySuccess(t('admin.onlineRefund.done', { number: invoice.number }));
          setOpen(false);
          setKey(newPaymentKey());
        },
        onError: (error) => notifyFailure(error, { title: t('admin.onlineRefund.failed') }),
      },
    );
  return (
    <>
      <Button size="compact-sm" variant="light" color="red" onClick={() => setOpen(true)}>
        {t('admin.onlineRefund.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('admin.onlineRefund.title', { number: invoice.number })}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.onlineRefund.text')}
          </Text>
          <NumberInput label={t('admin.onlineRefund.amount')} value={som} onChange={setSom} min={0.01} decimalScale={2} />
          <Textarea
            label={t('admin.onlineRefund.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
          />
          <Button loading={refund.isPending} disabled={reason.trim() === ''} onClick={submit}>
            {t('admin.onlineRefund.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
