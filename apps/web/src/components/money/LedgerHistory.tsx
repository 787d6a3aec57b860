import { LEDGER_KIND_NAMES, type LedgerEntry } from '@kerben/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLedger } from '../../api/money';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../DataTable';
import { DateTime } from '../DateTime';
import { rateText } from './money-text';
import '../../i18n/ru/money';

/** A signed amount in its colour: a charge (negative) red, money in green. */
function SignedAmount({ entry }: { entry: LedgerEntry }) {
  const { amount } = entry;
  return (
    <Text size="sm" fw={600} c={amount.amount < 0 ? 'red' : 'teal'} style={{ whiteSpace: 'nowrap' }}>
      {amount.amount > 0 ? '+' : ''}
      {formatMoney(amount)}
    </Text>
  );
}

function useLedgerColumns(staff: boolean): DataTableColumn<LedgerEntry>[] {
  const { t } = useTranslation();
  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      key: 'date',
      header: t('money.ledger.date'),
      width: 150,
      render: (entry) => <DateTime value={entry.created_at} size="sm" />,
    },
    {
      key: 'what',
      header: t('money.ledger.what'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {LEDGER_KIND_NAMES[entry.kind]}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Text>
          {(entry.parcel || entry.invoice) && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                entry.parcel && `«${entry.parcel.name}»`,
                entry.invoice && t('money.ledger.invoice', { number: entry.invoice.number }),
              ]
                .filter(Boolean)
                .join(', ')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('money.ledger.amount'),
      align: 'right',
      width: 110,
      render: (entry) => <SignedAmount entry={entry} />,
    },
    {
      key: 'received',
      header: t('money.ledger.received'),
      align: 'right',
      width: 150,
      render: (entry) =>
        entry.received ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(entry.received)}
            </Text>
            {entry.rate && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {rateText(entry.rate)}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
  if (staff) {
    columns.push({
      key: 'by',
      header: t('money.ledger.by'),
      width: 150,
      render: (entry) => <Text size="sm">{entry.posted_by?.name ?? '—'}</Text>,
    });
  }
  return columns;
}

/**
 * The ledger of an account, newest first, a page at a time: what was charged, paid, given back or
 * corrected, and (for the staff) who posted it.
 */
export function LedgerHistory({ user, staff = false }: { user?: number; staff?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useLedger({ user, page });
  const columns = useLedgerColumns(staff);
  return (
    <DataTable
      columns={columns}
      rows={ledger.data?.results ?? []}
      getRowId={(entry) => entry.id}
      caption={t('money.ledger.caption')}
      loading={ledger.isFetching && !ledger.data}
      error={ledger.error && !ledger.data ? `${t('money.ledger.loadFailed')}: ${errorMessage(ledger.error)}` : null}
      onRetry={() => void ledger.refetch()}
      emptyText={t('money.ledger.empty')}
      page={page}
      totalPages={ledger.data?.total_pages ?? 1}
      onPageChange={setPage}
      minWidth={staff ? 760 : 600}
    />
  );
}
