import { COUNTRY, type Tariffs, type TariffTerms } from '@kerben/domain';

// A tariff for the web tests, deliberately unlike the seed's published prices ($11 a kg from
// Chicago to Kyrgyzstan, not $12): a test that still passes on the seed's figures would prove that
// the browser prices with numbers of its own instead of the tariff GET /api/tariffs/ answers.

const route = (origin: number, destination: number, rateCents: number) => ({
  origin,
  destination,
  rate_per_kg_cents: rateCents,
  volumetric_divisor: 6000,
  days_min: 6,
  days_max: 8,
});

export const TEST_TARIFF: TariffTerms = {
  routes: [
    route(COUNTRY.usaChicago, COUNTRY.kyrgyzstan, 1100),
    route(COUNTRY.usaChicago, COUNTRY.russia, 1400),
    route(COUNTRY.turkeyIstanbul, COUNTRY.russia, 900),
  ],
  services: {
    photo_cents: 250,
    quality_check_cents: { [COUNTRY.usaChicago]: 400 },
    buyout_commission_bp: 800,
    repack_cents: 0,
    return_cents: 0,
  },
  insurance: [
    { up_to_value_cents: 10_000, price_cents: 200 },
    { up_to_value_cents: null, price_cents: 1000 },
  ],
};

/** GET /api/tariffs/ answering `terms` as the version in force. */
export const tariffsOf = (terms: TariffTerms = TEST_TARIFF): Tariffs => ({
  current: { id: 1, effective_from: '2024-01-01', created_at: '2024-01-01T00:00:00Z', ...terms },
  scheduled: [],
  storage: [],
});
