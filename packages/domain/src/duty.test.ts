import { describe, expect, it } from 'vitest';
import { CUSTOMS_DEFAULTS, type CustomsRule, estimateDuty, NO_DUTY } from './duty';
import { COUNTRY } from './parcel-status';

// The EAEU rule as duty.ts reads it: free up to 200 EUR and 31 kg (both included); above either,
// max(15 % of the value over 200 EUR, 2 EUR per kg over 31 kg), rounded to the cent.

/** The rule with 1 USD = 1 EUR, so the values below read as euros. */
const PAR: CustomsRule = { ...CUSTOMS_DEFAULTS, usd_to_eur: 1 };
const duty = (value_usd: number, weight_kg?: number | null, rule: CustomsRule = PAR) =>
  estimateDuty({ value_usd, weight_kg, destination: COUNTRY.kyrgyzstan }, rule);

describe('estimateDuty', () => {
  it('asks nothing of a parcel under both limits', () => {
    expect(duty(150, 10)).toEqual(NO_DUTY);
  });

  it('asks nothing at exactly 200 EUR and nothing at exactly 31 kg', () => {
    expect(duty(200, 5)).toEqual(NO_DUTY);
    expect(duty(50, 31)).toEqual(NO_DUTY);
    expect(duty(200, 31)).toEqual(NO_DUTY);
  });

  it('charges 15 % of the value over 200 EUR, from the first cent over', () => {
    expect(duty(300, 5)).toEqual({ due: true, amount_eur: 15, over_value_eur: 100, over_weight_kg: 0 });
    // 15 % of a cent rounds to nothing, yet the limit is passed.
    expect(duty(200.01, 5)).toEqual({ due: true, amount_eur: 0, over_value_eur: 0.01, over_weight_kg: 0 });
    expect(duty(200.1, 5)).toEqual({ due: true, amount_eur: 0.02, over_value_eur: 0.1, over_weight_kg: 0 });
  });

  it('charges 2 EUR per kg over 31 kg when only the weight is over, from the first gram', () => {
    expect(duty(100, 36)).toEqual({ due: true, amount_eur: 10, over_value_eur: 0, over_weight_kg: 5 });
    expect(duty(100, 31.5)).toEqual({ due: true, amount_eur: 1, over_value_eur: 0, over_weight_kg: 0.5 });
    expect(duty(100, 31.001)).toEqual({ due: true, amount_eur: 0, over_value_eur: 0, over_weight_kg: 0.001 });
  });

  it('takes the larger of the two when both are over', () => {
    // 15 % of 100 = 15 against 2 x 5 = 10: the value part.
    expect(duty(300, 36)).toEqual({ due: true, amount_eur: 15, over_value_eur: 100, over_weight_kg: 5 });
    // 15 % of 20 = 3 against 2 x 9 = 18: the minimum per kilogram.
    expect(duty(220, 40)).toEqual({ due: true, amount_eur: 18, over_value_eur: 20, over_weight_kg: 9 });
  });

  it('converts the dollar value at the settings’ rate before comparing, in whole cents', () => {
    const rule: CustomsRule = { ...CUSTOMS_DEFAULTS, usd_to_eur: 0.92 };
    // $217.39 is 199.9988 EUR, which is 200.00 EUR to the cent: free.
    expect(duty(217.39, 1, rule)).toEqual(NO_DUTY);
    // $217.40 is 200.008 EUR, 200.01: over by a cent.
    expect(duty(217.4, 1, rule).over_value_eur).toBe(0.01);
    // $500 is 460 EUR: 15 % of 260.
    expect(duty(500, 1, rule)).toEqual({ due: true, amount_eur: 39, over_value_eur: 260, over_weight_kg: 0 });
  });

  it('follows the settings: limits, rate and minimum per kilogram', () => {
    const rule: CustomsRule = {
      value_limit_eur: 1000,
      weight_limit_kg: 10,
      duty_rate_percent: 30,
      min_duty_per_kg_eur: 4,
      usd_to_eur: 1,
    };
    expect(duty(1000, 10, rule)).toEqual(NO_DUTY);
    expect(duty(1100, 12, rule)).toEqual({ due: true, amount_eur: 30, over_value_eur: 100, over_weight_kg: 2 });
  });

  it('judges an unweighed parcel (an announcement) by its value alone', () => {
    expect(duty(250, null)).toEqual({ due: true, amount_eur: 7.5, over_value_eur: 50, over_weight_kg: 0 });
    expect(duty(150)).toEqual(NO_DUTY);
  });

  it('applies the EAEU rule only where it holds: none outside it, Kerben’s destinations when none is known', () => {
    expect(estimateDuty({ value_usd: 300, weight_kg: 1, destination: COUNTRY.russia }, PAR).due).toBe(true);
    expect(estimateDuty({ value_usd: 300, weight_kg: 1, destination: null }, PAR).due).toBe(true);
    expect(estimateDuty({ value_usd: 300, weight_kg: 1, destination: COUNTRY.usaChicago }, PAR)).toEqual(NO_DUTY);
  });
});
