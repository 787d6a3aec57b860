import { SEED_TARIFF } from '@kerben/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTariffs } from '../api/tariffs';
import { publishedPrices } from '../lib/published-prices';

/**
 * The prices the public pages publish, from the tariff in force. The pages are prerendered at build
 * time, where no query runs: the first render (the prerender and its hydration alike) uses the
 * published defaults (SEED_TARIFF), so the HTML matches and nothing moves; once GET /api/tariffs/
 * answers, the figures become the current ones. Visitors without JavaScript see the defaults until
 * the next build, everyone else the prices admins set in «Тарифы».
 */
export function usePublishedPrices() {
  const { t } = useTranslation();
  const terms = useTariffs().data?.current ?? SEED_TARIFF;
  return useMemo(() => publishedPrices(terms, t), [terms, t]);
}
