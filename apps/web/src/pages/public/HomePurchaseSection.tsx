import { Paper } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../lib/lazy';
import { HomeLeadSection } from './HomeLeadSection';
import own from './HomePurchaseSection.module.css';
import '../../i18n/ru/public-pages';

// Below the fold and heavy (the form, its checks, the image pickers, their texts): loaded after the
// first paint, so the entry of every public page stays small.
const PurchaseForm = lazyNamed(() => import('../../components/purchases/PurchaseForm'), 'PurchaseForm');

/** The home page's buy-out request form, for visitors without an account too. */
export function HomePurchaseSection() {
  const { t } = useTranslation();
  return (
    <HomeLeadSection id="home-purchase" title={t('homePurchase.title')} lead={t('homePurchase.lead')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {/* The form's height meanwhile, so nothing below it jumps. */}
        <Suspense fallback={<div className={own.placeholder} />}>
          <PurchaseForm />
        </Suspense>
      </Paper>
    </HomeLeadSection>
  );
}
