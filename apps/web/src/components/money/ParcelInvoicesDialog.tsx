import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../../api/money';
import { useIsAdmin } from '../../hooks/use-role';
import { QueryView } from '../QueryView';
import { InvoiceCard } from './InvoiceCard';
import { VoidInvoiceButton } from './VoidInvoiceButton';
import '../../i18n/ru/money-admin';

export interface ParcelInvoicesDialogProps {
  parcel: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}

/** A parcel's invoices, newest first, with their lines, PDFs and receipts; an admin voids one here. */
export function ParcelInvoicesDialog({ parcel, opened, onClose }: ParcelInvoicesDialogProps) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const invoices = useInvoices({ parcel: parcel.id, pageSize: 50 }, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('moneyAdmin.parcelInvoices.title', { name: parcel.name })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <QueryView
        query={invoices}
        loading={<Skeleton h={200} radius="md" />}
        errorTitle={t('money.invoices.loadFailed')}
        empty={<Text c="dimmed">{t('moneyAdmin.parcelInvoices.none')}</Text>}
      >
        {(page) => (
          <Stack gap="md">
            {page.results.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} actions={admin && <VoidInvoiceButton invoice={invoice} />} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
