import type { Card } from '@kerben/domain';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCards, useDeleteCard } from '../../api/billing';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import classes from './account.module.css';
import { AccountPanel } from './billing/AccountPanel';
import { CardBrandMark } from './billing/CardBrandMark';
import { CardDialog, cardTexts } from './billing/CardDialog';
import { groupMaskedNumber, knownBrand, lastFour, splitExpiry } from './billing/card-format';

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
 * history), then the saved cards; 'Добавить карту' in the header and, on phones, in the page.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const cards = useCards();
  const editing = useRecordActions({ texts: cardTexts, remove: useDeleteCard() });
  const addLabel = t('user.actions.addCard');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <Stack gap="xl">
        <AccountPanel />
        <Title order={2} fz="h3">
          {t('user.billing.cardsTitle')}
        </Title>
        <QueryView
          query={cards}
          loading={<CardsSkeleton />}
          errorTitle={t('user.billing.loadFailed')}
          empty={
            <CatalogEmpty
              icon={<IconCreditCard size={26} />}
              title={t('user.billing.emptyTitle')}
              text={t('user.billing.emptyText')}
              addLabel={addLabel}
              onAdd={editing.create}
            />
          }
        >
          {(list) => (
            <Stack gap="md">
              <Box className={classes.phoneAction}>
                <Button fullWidth leftSection={<IconPlus size={18} aria-hidden />} onClick={editing.create}>
                  {addLabel}
                </Button>
              </Box>
              <div className={classes.cardGrid}>
                {list.map((card) => (
                  <CardTile key={card.id} card={card} actions={editing.actions(card, 'lg')} />
                ))}
              </div>
            </Stack>
          )}
        </QueryView>
        <Group gap={8} wrap="nowrap" align="flex-start" maw={640}>
          <IconLock size={18} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('user.billing.safety')}
          </Text>
        </Group>
      </Stack>
      <CardDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
