import type { DeskClient, DeskPayment } from '@kerben/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconPackageExport, IconReceipt, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeskClient, useResendHandoverCode } from '../../../api/desk';
import { openReceipt } from '../../../api/money';
import { DataTable, type DataTableColumn, type RowId } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { openFileOrSay } from '../../../components/money/open-file';
import { formatDateTime } from '../../../components/parcels/parcel-format';
import { useIsAdmin } from '../../../hooks/use-role';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatUsdAndKgs } from '../../../lib/format';
import { errorMessage, notifyFailure, notifySuccess } from '../../../lib/notify';
import { ScanField, type ScanNote } from '../expected/ScanField';
import classes from './desk.module.css';
import { HandoverDialog } from './HandoverDialog';
import { PayDialog } from './PayDialog';
import { dueIn } from './pay';
import '../../../i18n/ru/money-admin';

type Row = DeskClient['parcels'][number];

function useDeskColumns(): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'parcel',
      header: t('moneyAdmin.desk.columns.parcel'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.parcel.name}
          </Text>
          {row.parcel.track_number && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.parcel.track_number}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'invoice',
      header: t('moneyAdmin.desk.columns.invoice'),
      width: 170,
      render: (row) =>
        row.invoice ? (
          <Stack gap={0}>
            <Text size="sm">№ {row.invoice.number}</Text>
            <Text size="xs" c="dimmed">
              {formatMoney(row.invoice.total)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">{t('moneyAdmin.desk.noInvoice')}</Text>
        ),
    },
    {
      key: 'storage',
      header: t('moneyAdmin.desk.columns.storage'),
      width: 120,
      align: 'right',
      render: (row) => <Text size="sm">{row.storage_accrued.amount > 0 ? formatMoney(row.storage_accrued) : '—'}</Text>,
    },
    {
      key: 'due',
      header: t('moneyAdmin.desk.columns.due'),
      width: 210,
      align: 'right',
      render: (row) =>
        row.due.amount > 0 ? (
          <Text size="sm" fw={700}>
            {formatUsdAndKgs(row.due.amount, row.due_kgs.amount)}
          </Text>
        ) : (
          <Text size="sm" c="teal" fw={600}>
            {t('moneyAdmin.desk.paid')}
          </Text>
        ),
    },
  ];
}

/** The client at the desk: who, their balance, their parcels at the pickup point with what each owes, and the actions. */
function DeskClientView({ client, onPaid }: { client: DeskClient; onPaid: (payment: DeskPayment) => void }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const columns = useDeskColumns();
  const resend = useResendHandoverCode();
  // Every parcel is chosen at first; the operator unticks the ones not taken today.
  const [unticked, setUnticked] = useState<RowId[]>([]);
  const [dialog, setDialog] = useState<'pay' | 'handover' | null>(null);
  const chosen = client.parcels.filter((row) => !unticked.includes(row.parcel.id));
  const owing = chosen.filter((row) => row.due.amount > 0);
  const dueUsd = owing.reduce((sum, row) => sum + row.due.amount, 0);
  // Converted once from the dollars, as the payment will be (a sum of rounded som could be a tyiyn off).
  const dueKgs = dueIn(dueUsd, 'KGS', client);
  const name = `${client.client.first_name} ${client.client.last_name}`.trim();
  const first = client.parcels[0];
  const sendCode = () =>
    first &&
    resend.mutate(first.parcel.id, {
      onSuccess: () => notifySuccess(t('moneyAdmin.desk.codeSent')),
      onError: (error) => notifyFailure(error, { title: t('moneyAdmin.desk.codeFailed') }),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {t('moneyAdmin.desk.found', { code: client.client.unique_id, name })}
            </Title>
            {client.client.phone_number && (
              <Text size="sm">
                {t('moneyAdmin.desk.phone')}: {client.client.phone_number}
              </Text>
            )}
            <Text size="sm">
              {t('moneyAdmin.desk.balance')}:{' '}
              <Text span fw={600} c={client.balance.amount < 0 ? 'red' : undefined}>
                {formatMoney(client.balance)}
              </Text>
            </Text>
            {client.credit.amount > 0 && (
              <Text size="sm" c="dimmed">
                {t('moneyAdmin.desk.credit', { amount: formatMoney(client.credit) })}
              </Text>
            )}
          </Stack>
          {first && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={resend.isPending}
              onClick={sendCode}
            >
              {t('moneyAdmin.desk.resendCode')}
            </Button>
          )}
        </Group>
        {client.handover_locked_until && (
          <Alert color="red" variant="light" mt="sm">
            {t('moneyAdmin.desk.locked', { time: formatDateTime(client.handover_locked_until) })}
          </Alert>
        )}
      </Paper>

      {client.parcels.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="desk-no-parcels">
          {t('moneyAdmin.desk.noParcels')}
        </Text>
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={client.parcels}
            getRowId={(row) => row.parcel.id}
            caption={t('moneyAdmin.desk.parcelsCaption')}
            selectable
            selectedIds={chosen.map((row) => row.parcel.id)}
            onSelectionChange={(ids) => setUnticked(client.parcels.map((row) => row.parcel.id).filter((id) => !ids.includes(id)))}
            minWidth={640}
          />
          <Paper withBorder radius="md" p="md" className={classes.total}>
            <Group justify="space-between" align="center" gap="md">
              <Stack gap={0}>
                <Text fw={600}>{t('moneyAdmin.desk.totalDue')}</Text>
                <Text className={classes.totalAmount} data-testid="desk-total">
                  {dueUsd > 0 ? formatUsdAndKgs(dueUsd, dueKgs) : t('moneyAdmin.desk.paid')}
                </Text>
              </Stack>
              <Group gap="sm" className={classes.actions}>
                <Button
                  size="md"
                  leftSection={<IconCash size={20} aria-hidden />}
                  disabled={dueUsd <= 0}
                  onClick={() => setDialog('pay')}
                >
                  {t('moneyAdmin.desk.pay')}
                </Button>
                <Button
                  size="md"
                  variant={dueUsd > 0 ? 'default' : 'filled'}
                  leftSection={<IconPackageExport size={20} aria-hidden />}
                  disabled={chosen.length === 0}
                  onClick={() => setDialog('handover')}
                >
                  {t('moneyAdmin.desk.handover')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </>
      )}
      <PayDialog opened={dialog === 'pay'} onClose={() => setDialog(null)} client={client} parcels={owing} onPaid={onPaid} />
      {dialog === 'handover' && (
        <HandoverDialog opened onClose={() => setDialog(null)} client={client} parcels={chosen} admin={admin} />
      )}
    </Stack>
  );
}

/** The payment just taken: its change, and its receipt to print again. */
function LastPayment({ payment }: { payment: DeskPayment }) {
  const { t } = useTranslation();
  const amount = formatMoney(payment.amount);
  return (
    <Alert color="green" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {payment.change && payment.change.amount > 0
            ? t('moneyAdmin.desk.lastPayment', { amount, change: formatMoney(payment.change) })
            : t('moneyAdmin.desk.lastPaymentNoChange', { amount })}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconReceipt size={16} aria-hidden />}
          onClick={() => openFileOrSay(() => openReceipt(payment.id))}
        >
          {t('moneyAdmin.desk.printReceipt')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * «Выдача», the pickup desk: a scanned label or a typed client code finds the client; their parcels
 * at the pickup point show what each owes (its invoice and the storage accrued) in dollars and som;
 * «Принять оплату» takes the money, «Выдать» hands them over against the client's code.
 */
export function DeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scan = params.get('scan');
  const client = useDeskClient(scan);
  const field = useRef<HTMLInputElement>(null);
  const [lastPayment, setLastPayment] = useState<DeskPayment | null>(null);
  const notFound = client.error instanceof ApiError && client.error.status === 404;
  const note: ScanNote | null = !scan
    ? null
    : client.data
      ? {
          text: t('moneyAdmin.desk.found', {
            code: client.data.client.unique_id,
            name: `${client.data.client.first_name} ${client.data.client.last_name}`.trim(),
          }),
        }
      : notFound
        ? { text: t('moneyAdmin.desk.notFound'), color: 'red' }
        : null;

  return (
    <Stack gap="lg">
      <ScanField
        section={t('moneyAdmin.desk.section')}
        label={t('moneyAdmin.desk.scanLabel')}
        placeholder={t('moneyAdmin.desk.scanPlaceholder')}
        fieldRef={field}
        note={note}
        onScan={async (text) => {
          setLastPayment(null);
          setParams({ scan: text });
        }}
      />
      {lastPayment && <LastPayment payment={lastPayment} />}
      {!scan ? (
        <Text c="dimmed">{t('moneyAdmin.desk.start')}</Text>
      ) : client.data ? (
        <DeskClientView key={client.data.client.id} client={client.data} onPaid={setLastPayment} />
      ) : client.error && !notFound ? (
        <ErrorState
          title={t('moneyAdmin.desk.loadFailed')}
          message={errorMessage(client.error)}
          onRetry={() => void client.refetch()}
        />
      ) : client.isFetching ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={110} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : null}
    </Stack>
  );
}
