import { describe, expect, it } from 'vitest';
import { deliveryPrice, deliveryQuote, ratePerKg, volumetricWeight } from './price';
import { COUNTRY } from './reference';

describe('ratePerKg (docs/product.md#delivery-price)', () => {
  it('charges 12 from Chicago or to Kyrgyzstan', () => {
    expect(ratePerKg(COUNTRY.usaChicago, COUNTRY.russia)).toBe(12);
    expect(ratePerKg(COUNTRY.turkeyIstanbul, COUNTRY.kyrgyzstan)).toBe(12);
    expect(ratePerKg(COUNTRY.usaDelaware, COUNTRY.kyrgyzstan)).toBe(12);
  });
  it('charges 9.5 from Istanbul to Russia', () => {
    expect(ratePerKg(COUNTRY.turkeyIstanbul, COUNTRY.russia)).toBe(9.5);
  });
  it('charges 16 from Delaware to Russia', () => {
    expect(ratePerKg(COUNTRY.usaDelaware, COUNTRY.russia)).toBe(16);
  });
  it('has no rate for an unknown route', () => {
    expect(ratePerKg(undefined, undefined)).toBe(0);
  });
});

describe('deliveryPrice', () => {
  it('uses the actual weight when it is larger', () => {
    expect(deliveryPrice({ weight: 2, length: 10, width: 10, height: 10 }, COUNTRY.usaChicago, COUNTRY.kyrgyzstan)).toBe(24);
  });
  it('uses the volumetric weight (L x W x H / 6000) when it is larger', () => {
    expect(volumetricWeight({ length: 60, width: 50, height: 40 })).toBe(20);
    expect(deliveryPrice({ weight: 3, length: 60, width: 50, height: 40 }, COUNTRY.turkeyIstanbul, COUNTRY.russia)).toBe(190);
  });
  it('ignores dimensions unless all three are above zero', () => {
    expect(volumetricWeight({ length: 60, width: 0, height: 40 })).toBe(0);
    expect(deliveryPrice({ weight: 1.5, length: 60, height: 40 }, COUNTRY.usaDelaware, COUNTRY.russia)).toBe(24);
  });
  it('is not computed without a weight and rounds to cents', () => {
    expect(deliveryPrice({}, COUNTRY.usaChicago, COUNTRY.russia)).toBeUndefined();
    expect(deliveryPrice({ weight: 0.333 }, COUNTRY.turkeyIstanbul, COUNTRY.russia)).toBe(3.16);
  });
});

describe('deliveryQuote (the calculator)', () => {
  it('Chicago to Kyrgyzstan, 10 kg, 50 x 40 x 30 cm: $120.00 in 7-9 days', () => {
    expect(deliveryQuote({ weight: 10, length: 40, width: 50, height: 30 }, COUNTRY.usaChicago, COUNTRY.kyrgyzstan)).toEqual({
      actualWeight: 10,
      volumetricWeight: 10,
      chargeableWeight: 10,
      ratePerKg: 12,
      price: 120,
      days: [7, 9],
    });
  });
  it('Turkey to Russia, 2 kg, no dimensions: $19.00 in 5-7 days', () => {
    expect(deliveryQuote({ weight: 2 }, COUNTRY.turkeyIstanbul, COUNTRY.russia)).toMatchObject({
      volumetricWeight: 0,
      chargeableWeight: 2,
      ratePerKg: 9.5,
      price: 19,
      days: [5, 7],
    });
  });
  it('charges the volumetric weight only when all three dimensions are above zero', () => {
    expect(deliveryQuote({ weight: 1, length: 60, width: 50, height: 40 }, COUNTRY.usaDelaware, COUNTRY.russia)).toMatchObject({
      chargeableWeight: 20,
      price: 320,
      days: [12, 17],
    });
    expect(deliveryQuote({ weight: 1, length: 60, width: 50, height: -40 }, COUNTRY.usaDelaware, COUNTRY.russia)?.price).toBe(16);
  });
  it('has no published time from Turkey to Kyrgyzstan (ask a manager) and no quote without a weight', () => {
    expect(deliveryQuote({ weight: 1 }, COUNTRY.turkeyIstanbul, COUNTRY.kyrgyzstan)).toMatchObject({
      price: 12,
      days: undefined,
    });
    expect(
      deliveryQuote({ weight: null, length: 10, width: 10, height: 10 }, COUNTRY.usaChicago, COUNTRY.russia),
    ).toBeUndefined();
    expect(deliveryQuote({ weight: Number.NaN }, COUNTRY.usaChicago, COUNTRY.russia)).toBeUndefined();
  });
});
