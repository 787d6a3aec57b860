import { describe, expect, it } from 'vitest';
import {
  buyoutCommissionCents,
  deliveryCharge,
  deliveryQuote,
  insurancePrice,
  type RouteTerms,
  routeTerms,
  SEED_TARIFF,
  versionInForce,
  volumetricWeight,
} from './price';
import { COUNTRY } from './reference';

const seedRoute = (origin: number, destination: number) => routeTerms(SEED_TARIFF, origin, destination);

describe('the seed tariff: the published prices as its first version', () => {
  it('charges 12 USD a kg from Chicago or to Kyrgyzstan, 9.5 from Istanbul to Russia, 16 from Delaware to Russia', () => {
    const rate = (origin: number, destination: number) => seedRoute(origin, destination)?.rate_per_kg_cents;
    expect(rate(COUNTRY.usaChicago, COUNTRY.kyrgyzstan)).toBe(1200);
    expect(rate(COUNTRY.usaChicago, COUNTRY.russia)).toBe(1200);
    expect(rate(COUNTRY.usaDelaware, COUNTRY.kyrgyzstan)).toBe(1200);
    expect(rate(COUNTRY.turkeyIstanbul, COUNTRY.kyrgyzstan)).toBe(1200);
    expect(rate(COUNTRY.turkeyIstanbul, COUNTRY.russia)).toBe(950);
    expect(rate(COUNTRY.usaDelaware, COUNTRY.russia)).toBe(1600);
  });
  it('has no route for an unknown pair, and publishes the services and insurance tiers', () => {
    expect(routeTerms(SEED_TARIFF, undefined, undefined)).toBeUndefined();
    expect(routeTerms(SEED_TARIFF, COUNTRY.kyrgyzstan, COUNTRY.russia)).toBeUndefined();
    expect(SEED_TARIFF.services).toMatchObject({ photo_cents: 300, buyout_commission_bp: 1000 });
    expect(SEED_TARIFF.services.quality_check_cents).toEqual({ 3: 500, 10: 500, 4: 200 });
    expect([100_00, 100_01, 500_00, 1000_00, 1000_01].map((value) => insurancePrice(SEED_TARIFF.insurance, value))).toEqual([
      300, 500, 500, 750, 1500,
    ]);
  });
});

describe('the tariff in force on a date', () => {
  const versions = [
    { id: 1, effective_from: '2024-01-01' },
    { id: 2, effective_from: '2026-03-01' },
    { id: 3, effective_from: '2026-06-01' },
    { id: 4, effective_from: '2026-03-01' },
  ];
  it('is the latest to take effect on or before it (the one made last of a date)', () => {
    expect(versionInForce(versions, '2023-12-31')).toBeUndefined();
    expect(versionInForce(versions, '2024-01-01')?.id).toBe(1);
    expect(versionInForce(versions, '2026-02-28')?.id).toBe(1);
    expect(versionInForce(versions, '2026-03-01')?.id).toBe(4);
    expect(versionInForce(versions, '2026-05-31')?.id).toBe(4);
    expect(versionInForce(versions, '2026-06-01')?.id).toBe(3);
  });
});

describe('deliveryCharge: chargeable weight and the charge in cents', () => {
  const chicagoKg = seedRoute(COUNTRY.usaChicago, COUNTRY.kyrgyzstan);
  const istanbulRu = seedRoute(COUNTRY.turkeyIstanbul, COUNTRY.russia);
  it('uses the actual weight when it is larger', () => {
    expect(deliveryCharge({ weight: 2, length: 10, width: 10, height: 10 }, chicagoKg)).toEqual({
      actual_g: 2000,
      volumetric_g: 167,
      chargeable_g: 2000,
      rate_per_kg_cents: 1200,
      volumetric_divisor: 6000,
      amount_cents: 2400,
    });
  });
  it('uses the volumetric weight (L x W x H / divisor) when it is larger, with the route divisor', () => {
    expect(volumetricWeight({ length: 60, width: 50, height: 40 })).toBe(20);
    expect(deliveryCharge({ weight: 3, length: 60, width: 50, height: 40 }, istanbulRu)?.amount_cents).toBe(19_000);
    const route: RouteTerms = { ...(istanbulRu as RouteTerms), volumetric_divisor: 5000 };
    expect(deliveryCharge({ weight: 3, length: 60, width: 50, height: 40 }, route)).toMatchObject({
      chargeable_g: 24_000,
      amount_cents: 22_800,
    });
  });
  it('ignores dimensions unless all three are above zero', () => {
    expect(volumetricWeight({ length: 60, width: 0, height: 40 })).toBe(0);
    expect(
      deliveryCharge({ weight: 1.5, length: 60, height: 40 }, seedRoute(COUNTRY.usaDelaware, COUNTRY.russia))?.amount_cents,
    ).toBe(2400);
  });
  it('is not computed without a weight, charges 0 without a route, and rounds to the cent once, half up', () => {
    expect(deliveryCharge({}, chicagoKg)).toBeUndefined();
    expect(deliveryCharge({ weight: 2 }, undefined)?.amount_cents).toBe(0);
    // 9.50 × 0.333 = 3.1635 -> 3.16; 9.50 × 0.001 = 0.0095 -> 0.01; 12 × 1.2345 is weighed to 1.235 kg: 14.82.
    expect(deliveryCharge({ weight: 0.333 }, istanbulRu)?.amount_cents).toBe(316);
    expect(deliveryCharge({ weight: 0.001 }, istanbulRu)?.amount_cents).toBe(1);
    expect(deliveryCharge({ weight: 1.2345 }, chicagoKg)).toMatchObject({ actual_g: 1235, amount_cents: 1482 });
    // A volumetric weight to the gram: 33.3 × 20.1 × 10 / 6000 = 1.115 55 kg -> 1.116 kg × 12 = 13.392 -> 13.39.
    expect(deliveryCharge({ weight: 1, length: 33.3, width: 20.1, height: 10 }, chicagoKg)).toMatchObject({
      volumetric_g: 1116,
      chargeable_g: 1116,
      amount_cents: 1339,
    });
  });
});

describe('deliveryQuote (the calculator)', () => {
  it('Chicago to Kyrgyzstan, 10 kg, 50 x 40 x 30 cm: $120.00 in 7-9 days', () => {
    expect(
      deliveryQuote({ weight: 10, length: 40, width: 50, height: 30 }, seedRoute(COUNTRY.usaChicago, COUNTRY.kyrgyzstan)),
    ).toEqual({
      actualWeight: 10,
      volumetricWeight: 10,
      chargeableWeight: 10,
      ratePerKg: 12,
      price: 120,
      priceCents: 12_000,
      days: [7, 9],
    });
  });
  it('Turkey to Russia, 2 kg, no dimensions: $19.00 in 5-7 days', () => {
    expect(deliveryQuote({ weight: 2 }, seedRoute(COUNTRY.turkeyIstanbul, COUNTRY.russia))).toMatchObject({
      volumetricWeight: 0,
      chargeableWeight: 2,
      ratePerKg: 9.5,
      price: 19,
      days: [5, 7],
    });
  });
  it('charges the volumetric weight only when all three dimensions are above zero', () => {
    const route = seedRoute(COUNTRY.usaDelaware, COUNTRY.russia);
    expect(deliveryQuote({ weight: 1, length: 60, width: 50, height: 40 }, route)).toMatchObject({
      chargeableWeight: 20,
      price: 320,
      days: [12, 17],
    });
    expect(deliveryQuote({ weight: 1, length: 60, width: 50, height: -40 }, route)?.price).toBe(16);
  });
  it('has no published time from Turkey to Kyrgyzstan (ask a manager) and no quote without a weight', () => {
    expect(deliveryQuote({ weight: 1 }, seedRoute(COUNTRY.turkeyIstanbul, COUNTRY.kyrgyzstan))).toMatchObject({
      price: 12,
      days: undefined,
    });
    const route = seedRoute(COUNTRY.usaChicago, COUNTRY.russia);
    expect(deliveryQuote({ weight: null, length: 10, width: 10, height: 10 }, route)).toBeUndefined();
    expect(deliveryQuote({ weight: Number.NaN }, route)).toBeUndefined();
  });
  it('reads the route from the tariff it is given: a new rate is the new price', () => {
    const cheaper = { ...SEED_TARIFF, routes: SEED_TARIFF.routes.map((r) => ({ ...r, rate_per_kg_cents: 1000 })) };
    expect(deliveryQuote({ weight: 2 }, routeTerms(cheaper, COUNTRY.usaChicago, COUNTRY.kyrgyzstan))?.price).toBe(20);
  });
});

describe('buy-out commission', () => {
  it('is the tariff share of the goods, rounded once, half up', () => {
    expect(buyoutCommissionCents(100_50, 1000)).toBe(10_05);
    expect(buyoutCommissionCents(5, 1000)).toBe(1);
    expect(buyoutCommissionCents(4, 1000)).toBe(0);
    expect(buyoutCommissionCents(12_345, 750)).toBe(926);
  });
});
