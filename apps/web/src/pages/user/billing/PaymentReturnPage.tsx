import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOnlinePayment } from '../../../api/payments';
import { QueryView } from '../../../components/QueryView';
import { formatMoney } from '../../../lib/format';

/**
 * /user/biling/payments/{id}: where the provider's page sends the customer back, and a saved card's
 * payment leads. «Оплата принята, ждём подтверждения» until the provider's signed callback lands
 * (asked again every 2 seconds): the browser's return alone pays nothing.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const payment = useOnlinePayment(id);
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <QueryView query={payment} errorTitle={t('user.billing.payment.loadFailed')}>
        {(p) => (
          <Stack gap="md" aria-live="polite">
            {p.status === 'pending' && (
              <Stack gap="xs" align="flex-start">
                <Loader size="sm" aria-hidden />
                <Title order={2} size="h3">
                  {t('user.billing.payment.pending')}
                </Title>
                <Text c="dimmed">{t('user.billing.payment.pendingText')}</Text>
              </Stack>
            )}
            {p.status === 'paid' && (
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('user.billing.payment.paid')}>
                {t('user.billing.payment.paidText', { amount: formatMoney(p.amount), usd: formatMoney(p.amount_usd) })}
              </Alert>
            )}
            {p.status === 'failed' && (
              <Alert color="red" icon={<IconCircleX aria-hidden />} title={t('user.billing.payment.failed')}>
                {p.failure ? `${p.failure}. ` : ''}
                {t('user.billing.payment.failedText')}
              </Alert>
            )}
            <Text>
              {p.purpose === 'topup'
                ? t('user.billing.payment.topUp')
                : t('user.billing.payment.invoices', { numbers: p.invoices.map((invoice) => `№ ${invoice.number}`).join(', ') })}
            </Text>
            <Button component={Link} to="/user/biling" variant="light" w="fit-content">
              {t('user.billing.payment.back')}
            </Button>
          </Stack>
        )}
      </QueryView>
    </Paper>
  );
}
