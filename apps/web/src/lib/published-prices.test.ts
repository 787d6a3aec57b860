import { COUNTRY, SEED_TARIFF, type TariffTerms } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { formatPrice, publishedPrices } from './published-prices';

const t = i18n.t.bind(i18n);

describe('formatPrice', () => {
  it('writes dollars as the site does: whole ones without ".00", cents without a trailing zero', () => {
    expect(formatPrice(300)).toBe('$3');
    expect(formatPrice(950)).toBe('$9.5');
    expect(formatPrice(750)).toBe('$7.5');
    expect(formatPrice(975)).toBe('$9.75');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(100_000)).toBe('$1000');
    expect(formatPrice(0)).toBe('$0');
  });
});

describe('publishedPrices', () => {
  it('words the seed tariff as the site has always published it', () => {
    expect(publishedPrices(SEED_TARIFF, t)).toEqual({
      ratePerKg: 'от $9.5',
      photo: '$3',
      qualityCheck: 'США $5, Турция $2',
      buyout: '10% от стоимости',
      insuranceFrom: 'от $3',
      insurance: [
        { label: 'до $100', price: '$3' },
        { label: 'до $500', price: '$5' },
        { label: 'до $1000', price: '$7.5' },
        { label: 'более $1000', price: '$15' },
      ],
    });
  });

  it('follows a changed tariff: every figure, and as many insurance rows as it has tiers', () => {
    const changed: TariffTerms = {
      routes: SEED_TARIFF.routes.map((route) => ({ ...route, rate_per_kg_cents: route.rate_per_kg_cents + 25 })),
      services: {
        ...SEED_TARIFF.services,
        photo_cents: 400,
        // The two US warehouses differ: the USA's price is the lower one, "от".
        quality_check_cents: { [COUNTRY.usaChicago]: 600, [COUNTRY.usaDelaware]: 450, [COUNTRY.turkeyIstanbul]: 250 },
        buyout_commission_bp: 750,
      },
      insurance: [
        { up_to_value_cents: 20_000, price_cents: 450 },
        { up_to_value_cents: null, price_cents: 1200 },
      ],
    };
    expect(publishedPrices(changed, t)).toEqual({
      ratePerKg: 'от $9.75',
      photo: '$4',
      qualityCheck: 'США от $4.5, Турция $2.5',
      buyout: '7.5% от стоимости',
      insuranceFrom: 'от $4.5',
      insurance: [
        { label: 'до $200', price: '$4.5' },
        { label: 'более $200', price: '$12' },
      ],
    });
  });

  it('leaves out a country without a check price, skips unpriced routes and words a single tier', () => {
    const prices = publishedPrices(
      {
        routes: [
          { ...SEED_TARIFF.routes[0], rate_per_kg_cents: 0 },
          { ...SEED_TARIFF.routes[1], rate_per_kg_cents: 1100 },
        ],
        services: { ...SEED_TARIFF.services, quality_check_cents: { [COUNTRY.turkeyIstanbul]: 200 } },
        insurance: [{ up_to_value_cents: null, price_cents: 500 }],
      } as TariffTerms,
      t,
    );
    expect(prices.ratePerKg).toBe('от $11');
    expect(prices.qualityCheck).toBe('Турция $2');
    expect(prices.insurance).toEqual([{ label: 'любая', price: '$5' }]);
  });
});
