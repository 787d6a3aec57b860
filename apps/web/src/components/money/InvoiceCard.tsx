import { type Invoice, PAYMENT_METHOD_NAMES } from '@kerben/domain';
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openInvoicePdf, openReceipt } from '../../api/money';
import { formatMoney, formatUsdAndKgs } from '../../lib/format';
import { formatDateTime } from '../parcels/parcel-format';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { rateText } from './money-text';
import { openFileOrSay } from './open-file';
import '../../i18n/ru/money';

export interface InvoiceCardProps {
  invoice: Invoice;
  /** The lines folded under a button (a paid invoice in a list); shown by default. */
  folded?: boolean;
  /** More buttons beside PDF and the receipt (an admin's void). */
  actions?: ReactNode;
  /** The heading level of its title in the page. */
  order?: 3 | 4;
}

/** What an invoice is for, in a line: its parcel (with the track number) or its buy-out. */
function invoiceSubject(invoice: Invoice, t: TFunction): string | null {
  if (invoice.parcel) {
    return invoice.parcel.track_number
      ? t('money.invoice.parcelTrack', { name: invoice.parcel.name, track: invoice.parcel.track_number })
      : t('money.invoice.parcel', { name: invoice.parcel.name });
  }
  return invoice.purchase ? t('money.invoice.purchase', { name: invoice.purchase.name }) : null;
}

/** The lines of an invoice and its total in dollars and in som. */
function InvoiceLines({ invoice, id }: { invoice: Invoice; id: string }) {
  const { t } = useTranslation();
  return (
    <Table id={id} verticalSpacing={6} horizontalSpacing={0} fz="sm" layout="fixed">
      <VisuallyHidden component="caption">{t('money.invoice.linesCaption', { number: invoice.number })}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('money.invoice.line')}</Table.Th>
          <Table.Th ta="right" w={96}>
            {t('money.invoice.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoice.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.description}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {formatMoney(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * An invoice as a card: its number, state and date, what it is for, its lines, the total in
 * dollars and in som (at the rate of the day it was issued), how it was paid, and its PDF and
 * receipt. Both areas show it (the customer's «Оплата», a user's account and a parcel's invoices).
 */
export function InvoiceCard({ invoice, folded = false, actions, order = 3 }: InvoiceCardProps) {
  const { t } = useTranslation();
  const linesId = useId();
  const [open, setOpen] = useState(!folded);
  const subject = invoiceSubject(invoice, t);
  const dated =
    invoice.status === 'void' && invoice.voided_at
      ? t('money.invoice.voided', { date: formatDateTime(invoice.voided_at), reason: invoice.void_reason ?? '' })
      : invoice.status === 'paid' && invoice.paid_at
        ? t('money.invoice.paidAt', { date: formatDateTime(invoice.paid_at) })
        : t('money.invoice.issued', { date: formatDateTime(invoice.created_at) });
  const { payment } = invoice;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('money.invoice.title', { number: invoice.number })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={order} fz="md">
              {t('money.invoice.title', { number: invoice.number })}
            </Title>
            {subject && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {subject}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {dated}
            </Text>
          </Stack>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        {open && <InvoiceLines invoice={invoice} id={linesId} />}
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={700}>{t('money.invoice.total')}</Text>
          <Stack gap={0} align="flex-end">
            <Text fw={700} data-testid="invoice-total">
              {formatUsdAndKgs(invoice.total.amount, invoice.total_kgs.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('money.invoice.totalKgs', { rate: rateText(invoice.usd_kgs) })}
            </Text>
          </Stack>
        </Group>
        {payment && (
          <Text size="sm" c="dimmed">
            {t('money.invoice.paidBy', { method: PAYMENT_METHOD_NAMES[payment.method], amount: formatMoney(payment.amount) })}
          </Text>
        )}
        <Group gap="xs">
          {folded && (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={open ? linesId : undefined}
              rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              onClick={() => setOpen((value) => !value)}
            >
              {t('money.invoice.showLines')}
            </Button>
          )}
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            aria-label={t('money.invoice.pdfNamed', { number: invoice.number })}
            onClick={() => openFileOrSay(() => openInvoicePdf(invoice))}
          >
            {t('money.invoice.pdf')}
          </Button>
          {payment && (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconReceipt size={16} aria-hidden />}
              aria-label={t('money.invoice.receiptNamed', { number: invoice.number })}
              onClick={() => openFileOrSay(() => openReceipt(payment.id))}
            >
              {t('money.invoice.receipt')}
            </Button>
          )}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
