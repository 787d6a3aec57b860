import type { Card } from '@kerben/domain';
import { Alert, Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCards, useDeleteCard } from '../../api/billing';
import { goToProvider, useOnlinePaymentEnabled, useSaveCardOnline } from '../../api/payments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { notifyFailure } from '../../lib/notify';
import classes from './account.module.css';
import { AccountPanel } from './billing/AccountPanel';
import { CardBrandMark } from './billing/CardBrandMark';
import { CardDialog, cardTexts } from './billing/CardDialog';
import { groupMaskedNumber, knownBrand, lastFour, splitExpiry } from './billing/card-format';
import { OnlinePayPanel } from './billing/OnlinePayPanel';

/** A card typed into the older form: kept for reference, it cannot pay; saved through the provider, it can. */
function ReferenceNote({ onSave }: { onSave: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} maw={400}>
      <Badge color="gray" variant="light">
        {t('user.billing.referenceOnly')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('user.billing.referenceOnlyText')}
      </Text>
      <Button size="compact-sm" variant="light" w="fit-content" onClick={onSave}>
        {t('user.billing.saveThroughProvider')}
      </Button>
    </Stack>
  );
}

// Back from the provider's card-saving page, the cards are asked again for this long.
const CARD_SAVING_WATCH_MS = 30_000;

/** A saved card drawn as a card: brand, masked number, holder and expiry, its edit and delete buttons. */
function CardTile({ card, actions }: { card: Card; actions: ReactNode }) {
  const { t } = useTranslation();
  const brand = knownBrand(card.brand);
  const { month, year } = splitExpiry(card.end_date);
  return (
    <article
      className={classes.card}
      data-brand={brand ?? undefined}
      aria-label={t('user.billing.cardLabel', { brand: brand ?? t('user.billing.cardGeneric'), last: lastFour(card.number) })}
    >
      <div className={classes.cardTop}>
        {brand ? <CardBrandMark brand={brand} size={46} /> : <div className={classes.chip} aria-hidden />}
        <div className={classes.cardActions}>{actions}</div>
      </div>
      <div className={classes.cardNumber}>{groupMaskedNumber(card.number)}</div>
      <div className={classes.cardBottom}>
        <div style={{ minWidth: 0 }}>
          <div className={classes.cardCaption}>{t('user.billing.holder')}</div>
          <div className={classes.cardValue}>{card.full_name}</div>
        </div>
        <div style={{ flexShrink: 0, textAlign: 'right' }}>
          <div className={classes.cardCaption}>{t('user.billing.validThru')}</div>
          <div className={classes.cardValue}>{`${month}/${year}`}</div>
        </div>
      </div>
    </article>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.cardGrid} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2].map((key) => (
        <Skeleton key={key} radius={16} style={{ aspectRatio: 1.586, maxWidth: 400 }} />
      ))}
    </div>
  );
}

/**
 * /user/biling («Оплата»): «Баланс и счета» (what is owed, the handover code, invoices, the
 * history); online payment of the open invoices and top-ups (when the server has a payment
 * provider); the saved cards. 'Добавить карту' in the header and, on phones, in the page goes to
 * the provider's card-saving page (without a provider: the older form, cards for reference).
 */
export function BillingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const savingCard = params.has('card');
  const cards = useCards({ watch: savingCard });
  const provider = useOnlinePaymentEnabled();
  const online = provider.data === true;
  // Until the server has said whether a provider saves cards, no add button shows: a quick click
  // would otherwise open the older form, where the number is typed into Kerben.
  const known = !provider.isPending;
  const saveCard = useSaveCardOnline();
  const editing = useRecordActions({ texts: cardTexts, remove: useDeleteCard() });
  const addLabel = t('user.actions.addCard');
  const saveOnline = () =>
    saveCard.mutate(undefined, {
      onSuccess: (page) => goToProvider(page.redirect_url),
      onError: (error) => notifyFailure(error, { title: t('user.billing.saveFailed') }),
    });
  const add = online ? saveOnline : editing.create;
  usePageAction(known ? { label: addLabel, onClick: add } : null);
  // The note stays while no card can pay yet (the provider's callback usually lands first).
  const cardArrived = cards.data?.some((card) => card.can_pay) === true;
  useEffect(() => {
    if (!savingCard) return;
    const timer = setTimeout(() => setParams({}, { replace: true }), CARD_SAVING_WATCH_MS);
    return () => clearTimeout(timer);
  }, [savingCard, setParams]);

  return (
    <>
      <Stack gap="xl">
        {savingCard && online && !cardArrived && (
          <Alert color="blue" maw={640}>
            {t('user.billing.cardSaving')}
          </Alert>
        )}
        <AccountPanel />
        {online && cards.data && <OnlinePayPanel cards={cards.data} />}
        <Title order={2} fz="h3">
          {t('user.billing.cardsTitle')}
        </Title>
        <QueryView
          query={known ? cards : { ...cards, data: undefined }}
          loading={<CardsSkeleton />}
          errorTitle={t('user.billing.loadFailed')}
          empty={
            <CatalogEmpty
              icon={<IconCreditCard size={26} />}
              title={t('user.billing.emptyTitle')}
              text={t('user.billing.emptyText')}
              addLabel={addLabel}
              onAdd={add}
            />
          }
        >
          {(list) => (
            <Stack gap="md">
              <Box className={classes.phoneAction}>
                <Button fullWidth leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
                  {addLabel}
                </Button>
              </Box>
              <div className={classes.cardGrid}>
                {list.map((card) => (
                  <Stack key={card.id} gap="xs">
                    <CardTile card={card} actions={editing.actions(card, 'lg')} />
                    {online && !card.can_pay && <ReferenceNote onSave={saveOnline} />}
                  </Stack>
                ))}
              </div>
            </Stack>
          )}
        </QueryView>
        <Group gap={8} wrap="nowrap" align="flex-start" maw={640}>
          <IconLock size={18} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t(online ? 'user.billing.safetyOnline' : 'user.billing.safety')}
          </Text>
        </Group>
      </Stack>
      <CardDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
