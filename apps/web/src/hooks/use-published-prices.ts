import { SEED_TARIFF, type TariffTerms } from '@kerben/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishedPrices } from '../lib/published-prices';

/**
 * The prices the public pages publish, from the tariff in force. The pages are prerendered at build
 * time, where nothing is fetched: the first render (the prerender and its hydration alike) uses the
 * published defaults (SEED_TARIFF), so the HTML matches and nothing moves; once GET /api/tariffs/
 * answers, the figures become the current ones. Visitors without JavaScript see the defaults until
 * the next build, everyone else the prices admins set in «Тарифы». The tariff's reader (the API
 * client and the query cache) is loaded after the page, so the home's first load stays small.
 */
export function usePublishedPrices() {
  const { t } = useTranslation();
  const [terms, setTerms] = useState<TariffTerms>(SEED_TARIFF);
  useEffect(() => {
    let alive = true;
    void import('../api/tariffs')
      .then(({ fetchCurrentTariff }) => fetchCurrentTariff())
      .then((current) => alive && setTerms(current))
      // Without an answer the defaults stay: the calculator and the desk say what failed.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return useMemo(() => publishedPrices(terms, t), [terms, t]);
}
