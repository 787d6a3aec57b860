import type { Balance } from '@kerben/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendHandoverCode } from '../../../api/desk';
import { useBalance, useInvoices } from '../../../api/money';
import { FigureCard } from '../../../components/money/FigureCard';
import { InvoiceCard } from '../../../components/money/InvoiceCard';
import { LedgerHistory } from '../../../components/money/LedgerHistory';
import { rateText } from '../../../components/money/money-text';
import { Pager } from '../../../components/Pager';
import { formatDateTime } from '../../../components/parcels/parcel-format';
import { QueryView } from '../../../components/QueryView';
import { formatMoney, formatUsdAndKgs } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import classes from './account-panel.module.css';
import '../../../i18n/ru/money';

/** The balance (credit green, a debt red) and what is owed now, in dollars and in som. */
function BalanceSummary({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const owes = balance.open.amount > 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <FigureCard
        label={t('money.balance.owed')}
        value={owes ? formatUsdAndKgs(balance.open.amount, balance.open_kgs.amount) : t('money.balance.nothingOwed')}
        color={owes ? 'red' : undefined}
        className={classes.amount}
        testId="balance-owed"
        hint={t('money.balance.rate', { rate: rateText(balance.usd_kgs) })}
      />
      <FigureCard
        label={t('money.balance.balance')}
        value={formatMoney(balance.balance)}
        color={balance.balance.amount < 0 ? 'red' : balance.balance.amount > 0 ? 'teal' : undefined}
        className={classes.amount}
      />
    </SimpleGrid>
  );
}

/**
 * Parcels waiting at the pickup point: the handover code to give at the desk (a new one on request),
 * and what each parcel owes («К оплате») or that it is paid.
 */
function PickupPanel({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const resend = useResendHandoverCode();
  const first = balance.pickup[0];
  if (!first) return null;
  const locked = balance.handover_locked_until;
  const sendAgain = () =>
    resend.mutate(first.parcel.id, {
      onSuccess: () => notifySuccess(t('money.pickup.resent')),
      onError: (error) => notifyFailure(error, { title: t('money.pickup.resendFailed') }),
    });
  return (
    <Paper withBorder radius="md" p="md" className={classes.pickup} component="section" aria-labelledby="pickup-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="pickup-title">
          {t('money.pickup.title')}
        </Title>
        <Text size="sm">{t('money.pickup.text')}</Text>
        {balance.handover_code && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('money.pickup.code')}
            </Text>
            <Text className={classes.code} data-testid="handover-code">
              {balance.handover_code}
            </Text>
            <Text size="xs" c="dimmed">
              {t('money.pickup.codeHint')}
            </Text>
          </Stack>
        )}
        {locked && (
          <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {t('money.pickup.locked', { time: formatDateTime(locked) })}
          </Alert>
        )}
        <Stack gap={6} component="ul" className={classes.pickupList}>
          {balance.pickup.map((row) => (
            <Group key={row.parcel.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.parcel.name}
                </Text>
                {row.invoice && (
                  <Text size="xs" c="dimmed">
                    {t('money.pickup.invoice', { number: row.invoice.number })}
                  </Text>
                )}
              </Stack>
              {row.due.amount > 0 ? (
                <Text size="sm" fw={700}>
                  {t('money.pickup.due', { amount: formatUsdAndKgs(row.due.amount, row.due_kgs.amount) })}
                </Text>
              ) : (
                <Badge color="green" variant="light" radius="sm" tt="none" size="lg">
                  {t('money.pickup.paid')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={sendAgain}
            fullWidth
            maw={{ xs: 'fit-content' }}
          >
            {t('money.pickup.resend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One status's invoices, newest first, a page at a time; a paid one's lines folded. */
function InvoiceList({ status }: { status: 'open' | 'paid' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ status, page, pageSize: 10 });
  return (
    <QueryView
      query={invoices}
      loading={<Skeleton h={180} radius="md" />}
      errorTitle={t('money.invoices.loadFailed')}
      empty={
        <Text c="dimmed" py="md">
          {t(status === 'open' ? 'money.invoices.noneOpen' : 'money.invoices.nonePaid')}
        </Text>
      }
    >
      {(list) => (
        <Stack gap="md">
          {list.results.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} folded={status === 'paid'} />
          ))}
          <Pager page={page} totalPages={list.total_pages} onChange={setPage} label={t('money.invoices.pages')} />
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * «Баланс и счета» of /user/biling: what is owed and the balance, the parcels at the pickup point
 * with the handover code, the open invoices with their lines, the paid ones with their receipts,
 * and the history of charges and payments.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <Stack gap="md" component="section" aria-labelledby="account-title">
      <Title order={2} fz="h3" id="account-title">
        {t('money.balance.title')}
      </Title>
      <QueryView query={balance} loading={<Skeleton h={110} radius="md" />} errorTitle={t('money.balance.loadFailed')}>
        {(data) => (
          <Stack gap="md">
            <BalanceSummary balance={data} />
            <PickupPanel balance={data} />
          </Stack>
        )}
      </QueryView>
      <Tabs defaultValue="open" keepMounted={false}>
        <Tabs.List grow className={classes.tabs}>
          <Tabs.Tab value="open">{t('money.invoices.openTab')}</Tabs.Tab>
          <Tabs.Tab value="paid">{t('money.invoices.paidTab')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('money.ledger.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open" pt="md">
          <InvoiceList status="open" />
        </Tabs.Panel>
        <Tabs.Panel value="paid" pt="md">
          <InvoiceList status="paid" />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <LedgerHistory />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
