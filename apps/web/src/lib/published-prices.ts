import { COUNTRY, type TariffTerms } from '@kerben/domain';
import type { TFunction } from 'i18next';

// The prices the public site publishes (the home page's figures and services, /services' insurance
// table, /about's figures), worded from a tariff's terms: the texts keep only the words.

/** USD cents as the site writes a price: "$3", "$7.5", "$9.75" (no ".00", no trailing zero). */
export const formatPrice = (cents: number) => `$${trimmedHundredths(cents)}`;

/** 1250 -> "12.5": a whole number of hundredths, its trailing zeros (and point) dropped. */
function trimmedHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The quality check's price per country, under the name the site gives it; its warehouses' ids. */
const CHECK_COUNTRIES = [
  { name: 'prices.countryUsa', origins: [COUNTRY.usaChicago, COUNTRY.usaDelaware] },
  { name: 'prices.countryTurkey', origins: [COUNTRY.turkeyIstanbul] },
] as const;

export interface InsuranceRow {
  /** "до $100", "более $1000". */
  label: string;
  price: string;
}

export interface PublishedPrices {
  /** The lowest rate a kg over every route: "от $9.5". */
  ratePerKg: string;
  photo: string;
  /** Per origin country: "США $5, Турция $2". */
  qualityCheck: string;
  buyout: string;
  /** The cheapest insurance tier: "от $3". */
  insuranceFrom: string;
  /** One row per tier, in the tariff's order (ascending, the last without an upper bound). */
  insurance: InsuranceRow[];
}

/** The lowest of `amounts` as "от $x", or "$x" when there is only one price. */
function lowest(amounts: number[], t: TFunction): string {
  const min = Math.min(...amounts);
  return amounts.every((amount) => amount === min) ? formatPrice(min) : t('prices.from', { price: formatPrice(min) });
}

/** Every price the public pages publish, from the tariff's terms, in the site's words. */
export function publishedPrices(terms: TariffTerms, t: TFunction): PublishedPrices {
  // A rate of 0 is a route without a published price, not a free one.
  const rates = terms.routes.map((route) => route.rate_per_kg_cents);
  const priced = rates.filter((rate) => rate > 0);
  const checks = CHECK_COUNTRIES.flatMap(({ name, origins }) => {
    const prices = origins.flatMap((origin) => terms.services.quality_check_cents[origin] ?? []);
    return prices.length > 0 ? [t('prices.countryPrice', { country: t(name), price: lowest(prices, t) })] : [];
  });
  return {
    ratePerKg: t('prices.from', { price: formatPrice(Math.min(...(priced.length > 0 ? priced : rates))) }),
    photo: formatPrice(terms.services.photo_cents),
    qualityCheck: checks.join(', '),
    buyout: t('prices.buyout', { percent: trimmedHundredths(terms.services.buyout_commission_bp) }),
    insuranceFrom: t('prices.from', { price: formatPrice(Math.min(...terms.insurance.map((tier) => tier.price_cents))) }),
    insurance: terms.insurance.map((tier, index) => {
      const below = terms.insurance[index - 1]?.up_to_value_cents;
      let label: string;
      if (tier.up_to_value_cents !== null) label = t('prices.upTo', { value: formatPrice(tier.up_to_value_cents) });
      else if (below !== undefined && below !== null) label = t('prices.above', { value: formatPrice(below) });
      else label = t('prices.anyValue');
      return { label, price: formatPrice(tier.price_cents) };
    }),
  };
}
