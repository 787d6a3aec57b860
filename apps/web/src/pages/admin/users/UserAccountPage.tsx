import { INVOICE_STATUS_NAMES, INVOICE_STATUSES, type InvoiceStatus } from '@kerben/domain';
import { Anchor, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconPlusMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBalance, useInvoices } from '../../../api/money';
import { useUserProfile } from '../../../api/users';
import { ErrorState } from '../../../components/ErrorState';
import { FigureCard } from '../../../components/money/FigureCard';
import { InvoiceCard } from '../../../components/money/InvoiceCard';
import { LedgerHistory } from '../../../components/money/LedgerHistory';
import { VoidInvoiceButton } from '../../../components/money/VoidInvoiceButton';
import { Pager } from '../../../components/Pager';
import { QueryView } from '../../../components/QueryView';
import { useAbility } from '../../../hooks/use-role';
import { formatMoney, formatUsdAndKgs } from '../../../lib/format';
import { errorMessage } from '../../../lib/notify';
import { AdjustDialog } from '../money/AdjustDialog';
import { RefundDialog } from '../money/RefundDialog';
import { OnlineRefundButton } from '../payments/OnlineRefundButton';
import '../../../i18n/ru/money';
import '../../../i18n/ru/money-admin';

type StatusFilter = InvoiceStatus | 'all';

/** A client's invoices of one state or all, newest first, each with its void button. */
function ClientInvoices({ user }: { user: number }) {
  const { t } = useTranslation();
  const refundsOnline = useAbility('refundOnline') === true;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ user, status: status === 'all' ? undefined : status, page, pageSize: 10 });
  return (
    <Stack gap="sm">
      <Select
        label={t('moneyAdmin.account.statusFilter')}
        data={[
          { value: 'all', label: t('moneyAdmin.account.allInvoices') },
          ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_NAMES[value] })),
        ]}
        value={status}
        onChange={(value) => {
          setStatus((value ?? 'all') as StatusFilter);
          setPage(1);
        }}
        allowDeselect={false}
        maw={260}
      />
      <QueryView
        query={invoices}
        loading={<Skeleton h={180} radius="md" />}
        errorTitle={t('money.invoices.loadFailed')}
        empty={<Text c="dimmed">{t('money.invoices.none')}</Text>}
      >
        {(list) => (
          <Stack gap="md">
            {list.results.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                folded={invoice.status !== 'open'}
                actions={
                  <Group gap="xs">
                    <VoidInvoiceButton invoice={invoice} />
                    {refundsOnline && <OnlineRefundButton invoice={invoice} />}
                  </Group>
                }
              />
            ))}
            <Pager page={page} totalPages={list.total_pages} onChange={setPage} label={t('money.invoices.pages')} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/**
 * /admin/users/{id}/account: a client's money as the admins see it: the balance and what is owed,
 * their invoices (voided here, with a reason), the ledger with who posted each entry, a correction
 * by hand and money given back.
 */
export function UserAccountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const profile = useUserProfile(Number.isInteger(id) && id > 0 ? id : null);
  const balance = useBalance({ user: id }, { enabled: Number.isInteger(id) && id > 0 });
  const [dialog, setDialog] = useState<'adjust' | 'refund' | null>(null);
  if (profile.error) {
    return (
      <ErrorState
        title={t('moneyAdmin.account.loadFailed')}
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const who = profile.data;
  const credit = balance.data ? Math.max(0, balance.data.balance.amount + balance.data.open.amount) : 0;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('moneyAdmin.account.back')}
        </Group>
      </Anchor>
      {who ? (
        <Title order={2} fz="lg">
          {t('moneyAdmin.account.client', { code: who.unique_id, name: `${who.first_name} ${who.last_name}`.trim() })}
        </Title>
      ) : (
        <Skeleton h={28} w={280} />
      )}
      <QueryView query={balance} loading={<Skeleton h={90} radius="md" />} errorTitle={t('money.balance.loadFailed')}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FigureCard
              label={t('money.balance.balance')}
              value={formatMoney(data.balance)}
              color={data.balance.amount < 0 ? 'red' : undefined}
            />
            <FigureCard label={t('money.balance.owed')} value={formatUsdAndKgs(data.open.amount, data.open_kgs.amount)} />
            <FigureCard label={t('money.balance.credit')} value={formatMoney({ amount: credit, currency: 'USD' })} />
          </SimpleGrid>
        )}
      </QueryView>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconPlusMinus size={18} aria-hidden />} onClick={() => setDialog('adjust')}>
          {t('moneyAdmin.adjust.button')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          disabled={credit <= 0}
          onClick={() => setDialog('refund')}
        >
          {t('moneyAdmin.refund.button')}
        </Button>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="account-invoices">
        <Title order={2} fz="md" id="account-invoices">
          {t('money.invoices.all')}
        </Title>
        <ClientInvoices user={id} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="account-ledger">
        <Title order={2} fz="md" id="account-ledger">
          {t('money.ledger.title')}
        </Title>
        <LedgerHistory user={id} staff />
      </Stack>
      <AdjustDialog user={id} opened={dialog === 'adjust'} onClose={() => setDialog(null)} />
      <RefundDialog
        user={id}
        credit={{ amount: credit, currency: 'USD' }}
        opened={dialog === 'refund'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
