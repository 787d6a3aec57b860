import { type Invoice, invoiceVoidSchema } from '@kerben/domain';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoidInvoice } from '../../api/money';
import { applyServerErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { DialogActions } from '../DialogActions';
import { NOTE_PROPS } from '../EntityDialog';
import { FormModal } from '../FormModal';
import '../../i18n/ru/money-admin';

const checkSchema = schemaResolver(invoiceVoidSchema, { sync: true });

function VoidForm({
  invoice,
  voiding,
  onClose,
}: {
  invoice: Invoice;
  voiding: ReturnType<typeof useVoidInvoice>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { reason: '' }, validate: checkSchema });
  const submit = ({ reason }: { reason: string }) =>
    voiding.mutate(
      { id: invoice.id, reason },
      {
        onSuccess: () => {
          notifySuccess(t('moneyAdmin.void.done', { number: invoice.number }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error, { failureTitle: t('moneyAdmin.void.failed') }),
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(invoice.status === 'paid' ? 'moneyAdmin.void.textPaid' : 'moneyAdmin.void.text')}</Text>
        <Textarea label={t('moneyAdmin.void.reason')} required data-autofocus {...NOTE_PROPS} {...form.getInputProps('reason')} />
        <DialogActions onCancel={onClose} pending={voiding.isPending} submitLabel={t('moneyAdmin.void.submit')} />
      </Stack>
    </form>
  );
}

/** «Аннулировать» an invoice (admins): the reason asked; its number stays used, its charges are reversed. */
export function VoidInvoiceButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const voiding = useVoidInvoice();
  if (invoice.status === 'void') return null;
  const title = t('moneyAdmin.void.title', { number: invoice.number });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconBan size={16} aria-hidden />}
        aria-label={title}
        onClick={() => setOpened(true)}
      >
        {t('moneyAdmin.void.button')}
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} pending={voiding.isPending} title={title} size="md">
        <VoidForm invoice={invoice} voiding={voiding} onClose={() => setOpened(false)} />
      </FormModal>
    </>
  );
}
