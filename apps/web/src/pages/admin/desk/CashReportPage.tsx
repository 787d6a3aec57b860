import { CURRENCY_SHORT, type DeskReport, PAYMENT_METHOD_NAMES } from '@kerben/domain';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadDeskReport, type ReportFilters, useDeskReport } from '../../../api/desk';
import { openReceipt } from '../../../api/money';
import { useStaffAccounts } from '../../../api/users';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateTime } from '../../../components/DateTime';
import { ErrorState } from '../../../components/ErrorState';
import { rateText } from '../../../components/money/money-text';
import { openFileOrSay } from '../../../components/money/open-file';
import { useIsAdmin } from '../../../hooks/use-role';
import { formatMoney } from '../../../lib/format';
import { errorMessage, notifyFailure } from '../../../lib/notify';
import '../../../i18n/ru/money-admin';

type Entry = DeskReport['payments'][number];

/** The operator choice that means everyone's cash. */
const EVERYONE = 'all';

function useEntryColumns(everyone: boolean): DataTableColumn<Entry>[] {
  const { t } = useTranslation();
  const columns: DataTableColumn<Entry>[] = [
    {
      key: 'time',
      header: t('moneyAdmin.report.columns.time'),
      width: 150,
      render: (entry) => <DateTime value={entry.created_at} size="sm" />,
    },
    {
      key: 'client',
      header: t('moneyAdmin.report.columns.client'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            #{entry.client.unique_id}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.client.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'invoices',
      header: t('moneyAdmin.report.columns.invoices'),
      render: (entry) => (
        <Text size="sm">{entry.invoices.length > 0 ? entry.invoices.map((number) => `№ ${number}`).join(', ') : '—'}</Text>
      ),
    },
    {
      key: 'method',
      header: t('moneyAdmin.report.columns.method'),
      render: (entry) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{PAYMENT_METHOD_NAMES[entry.method]}</Text>
          {entry.kind === 'refund' && (
            <Badge color="red" variant="light" radius="sm" tt="none">
              {t('moneyAdmin.report.refund')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'amount',
      header: t('moneyAdmin.report.columns.amount'),
      align: 'right',
      render: (entry) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {entry.kind === 'refund' ? '−' : ''}
            {formatMoney(entry.amount)}
          </Text>
          {entry.tendered && entry.change && entry.change.amount > 0 && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('moneyAdmin.report.tenderedChange', {
                tendered: formatMoney(entry.tendered),
                change: formatMoney(entry.change),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'usd',
      header: t('moneyAdmin.report.columns.usd'),
      align: 'right',
      render: (entry) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(entry.amount_usd)}
          </Text>
          {entry.rate && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('moneyAdmin.report.rate', { rate: rateText(entry.rate), currency: CURRENCY_SHORT[entry.amount.currency] })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'receipt',
      header: t('moneyAdmin.report.receipt'),
      width: 80,
      render: (entry) => (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconReceipt size={16} aria-hidden />}
          aria-label={t('moneyAdmin.report.receiptOf', { id: entry.id, code: entry.client.unique_id })}
          onClick={() => openFileOrSay(() => openReceipt(entry.id))}
        >
          {t('moneyAdmin.report.receipt')}
        </Button>
      ),
    },
  ];
  if (everyone) {
    columns.splice(3, 0, {
      key: 'operator',
      header: t('moneyAdmin.report.columns.operator'),
      render: (entry) => <Text size="sm">{entry.operator?.name ?? '—'}</Text>,
    });
  }
  return columns;
}

/** The day's money per method and currency (refunds taken off), to count the drawer against. */
function Totals({ report }: { report: DeskReport }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-totals">
      <Title order={2} fz="md" id="report-totals" mb="sm">
        {t('moneyAdmin.report.totals')}
      </Title>
      {report.totals.length === 0 ? (
        <Text c="dimmed">{t('moneyAdmin.report.none')}</Text>
      ) : (
        <Table verticalSpacing={6} fz="sm" data-testid="report-totals">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('moneyAdmin.report.columns.method')}</Table.Th>
              <Table.Th ta="right">{t('moneyAdmin.report.columns.count')}</Table.Th>
              <Table.Th ta="right">{t('moneyAdmin.report.columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.totals.map((row) => (
              <Table.Tr key={`${row.method}-${row.amount.currency}`}>
                <Table.Td>{`${PAYMENT_METHOD_NAMES[row.method]}, ${row.amount.currency}`}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm" spacing="xs">
        <Text size="sm">
          {t('moneyAdmin.report.totalUsd')}: <b>{formatMoney(report.total_usd)}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {t('moneyAdmin.report.ledgerUsd')}: {formatMoney(report.ledger_usd)}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * «Касса за день»: an operator's (their own) or, for admins, anyone's or everyone's payments and
 * refunds of a day, the totals per method and currency to count the drawer against, and the same
 * as a spreadsheet.
 */
export function CashReportPage() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const filters: ReportFilters = {
    date: params.get('date') || undefined,
    operator: admin && params.get('operator') ? Number(params.get('operator')) : undefined,
  };
  const report = useDeskReport(filters);
  const staff = useStaffAccounts({ enabled: admin });
  const [downloading, setDownloading] = useState(false);
  const columns = useEntryColumns(admin && filters.operator === undefined);
  const set = (name: 'date' | 'operator', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDeskReport(filters);
    } catch (error) {
      notifyFailure(error, { title: t('moneyAdmin.report.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };
  const data = report.data;
  const everyone = t('moneyAdmin.report.everyone');
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('moneyAdmin.report.filters')}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('moneyAdmin.report.date')}
            value={filters.date ?? data?.date ?? ''}
            onChange={(event) => set('date', event.currentTarget.value)}
          />
          {admin ? (
            <Select
              label={t('moneyAdmin.report.operator')}
              data={[
                { value: EVERYONE, label: everyone },
                ...(staff.data?.results ?? []).map((user) => ({
                  value: String(user.id),
                  label: `${user.first_name} ${user.last_name}`.trim() || user.email,
                })),
              ]}
              value={filters.operator ? String(filters.operator) : EVERYONE}
              onChange={(value) => set('operator', value === EVERYONE ? null : value)}
              allowDeselect={false}
              searchable
              style={{ flex: '0 1 280px' }}
            />
          ) : (
            data?.operator && (
              <Text size="sm" pb={8}>
                {t('moneyAdmin.report.own', { name: data.operator.name })}
              </Text>
            )
          )}
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('moneyAdmin.report.xlsx')}
          </Button>
        </Group>
      </Paper>
      {data ? (
        <>
          <Totals report={data} />
          <DataTable
            caption={t('moneyAdmin.report.caption', { date: data.date })}
            columns={columns}
            rows={data.payments}
            getRowId={(entry) => entry.id}
            loading={report.isFetching}
            emptyText={t('moneyAdmin.report.none')}
            minWidth={900}
          />
        </>
      ) : report.error ? (
        <ErrorState
          title={t('moneyAdmin.report.loadFailed')}
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <DataTable
          caption={t('moneyAdmin.report.caption', { date: '' })}
          columns={columns}
          rows={[]}
          getRowId={() => 0}
          loading
        />
      )}
    </Stack>
  );
}
