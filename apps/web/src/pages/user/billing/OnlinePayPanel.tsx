import { type Card, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@kerben/domain';
import { Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goToProvider, newPaymentKey, useOpenInvoices, usePayOnline } from '../../../api/payments';
import { QueryView } from '../../../components/QueryView';
import { formatMoney } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import { knownBrand } from './card-format';

const NEW_CARD = 'new';

/**
 * «Оплатить онлайн»: the open invoices to pay (all ticked), or a top-up in dollars, with a card saved
 * at the provider (one click: charged at once) or a new card on the provider's page. One key per
 * choice, so a double click is one charge.
 */
export function OnlinePayPanel({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invoices = useOpenInvoices();
  const payable = cards.filter((card) => card.can_pay);
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const chosen = cardChoice ?? (payable[0] ? String(payable[0].id) : NEW_CARD);
  const [unticked, setUnticked] = useState<number[]>([]);
  const [dollars, setDollars] = useState<number | string>('');
  const [key, setKey] = useState(newPaymentKey);
  const pay = usePayOnline();

  const start = (body: { invoices: number[] } | { top_up_usd: number }) =>
    pay.mutate(
      { ...body, key, ...(chosen === NEW_CARD ? {} : { card: Number(chosen) }) },
      {
        onSuccess: (payment) => {
          if (payment.redirect_url) goToProvider(payment.redirect_url);
          else navigate(`/user/biling/payments/${payment.id}`);
        },
        onError: (error) => {
          notifyFailure(error, { title: t('user.billing.online.payFailed') });
          setKey(newPaymentKey());
        },
      },
    );

  const cardOptions = [
    ...payable.map((card) => ({
      value: String(card.id),
      label: t('user.billing.online.savedCard', {
        brand: knownBrand(card.brand) ?? t('user.billing.cardGeneric'),
        last: card.number.slice(-4),
      }),
    })),
    { value: NEW_CARD, label: t('user.billing.online.newCard') },
  ];
  const cents = Math.round(Number(dollars) * 100);
  const topUpValid = Number.isFinite(cents) && cents >= TOP_UP_MIN_CENTS && cents <= TOP_UP_MAX_CENTS;

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('user.billing.online.title')}
        </Title>
        <Select
          label={t('user.billing.online.cardLabel')}
          data={cardOptions}
          value={chosen}
          onChange={(value) => {
            setCardChoice(value);
            setKey(newPaymentKey());
          }}
          allowDeselect={false}
        />
        <QueryView query={invoices} errorTitle={t('user.billing.online.loadFailed')} isEmpty={() => false}>
          {(open) => {
            const ticked = open.filter((invoice) => !unticked.includes(invoice.id));
            const total = ticked.reduce((sum, invoice) => sum + invoice.total.amount, 0);
            if (open.length === 0) return <Text c="dimmed">{t('user.billing.online.noInvoices')}</Text>;
            return (
              <Stack gap="xs" role="group" aria-label={t('user.billing.online.invoicesLabel')}>
                {open.map((invoice) => (
                  <Checkbox
                    key={invoice.id}
                    checked={!unticked.includes(invoice.id)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setUnticked((ids) => (on ? ids.filter((id) => id !== invoice.id) : [...ids, invoice.id]));
                      setKey(newPaymentKey());
                    }}
                    label={t('user.billing.online.invoice', {
                      number: invoice.number,
                      parcel: invoice.parcel ? ` («${invoice.parcel.name}»)` : '',
                      amount: formatMoney(invoice.total),
                    })}
                  />
                ))}
                <Button
                  mt="xs"
                  loading={pay.isPending}
                  disabled={ticked.length === 0}
                  onClick={() => start({ invoices: ticked.map((invoice) => invoice.id) })}
                >
                  {t('user.billing.online.pay', { amount: formatMoney({ amount: total, currency: 'USD' }) })}
                </Button>
              </Stack>
            );
          }}
        </QueryView>
        <Text fw={600}>{t('user.billing.online.topUpTitle')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap" mt={-8}>
          <NumberInput
            label={t('user.billing.online.topUpAmount')}
            description={t('user.billing.online.kgsNote')}
            value={dollars}
            onChange={(value) => {
              setDollars(value);
              setKey(newPaymentKey());
            }}
            min={TOP_UP_MIN_CENTS / 100}
            max={TOP_UP_MAX_CENTS / 100}
            decimalScale={2}
            w={200}
          />
          <Button variant="light" loading={pay.isPending} disabled={!topUpValid} onClick={() => start({ top_up_usd: cents })}>
            {t('user.billing.online.topUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
