import { describe, expect, it } from 'vitest';
import { convertMinor, formatMoney, formatUsdAndKgs, isRate, normalizeRate } from './money';
import { divideRounded } from './rounding';

describe('convertMinor: minor units to minor units, rounded once, half up', () => {
  it('converts dollars to som and roubles at the rate of the day', () => {
    expect(convertMinor(864, 'USD', 'KGS', '87.45')).toBe(75_557); // 755.568 -> 755.57
    expect(convertMinor(100, 'USD', 'KGS', '87.4500')).toBe(8745);
    expect(convertMinor(2400, 'USD', 'RUB', '82.5')).toBe(198_000);
  });
  it('rounds a half up and anything less than a half down', () => {
    // 1 cent at 87.5 is 87.5 tyiyn: 88; at 87.45 it is 87.45: 87; at 87.55, 87.55: 88.
    expect(convertMinor(1, 'USD', 'KGS', '87.5')).toBe(88);
    expect(convertMinor(1, 'USD', 'KGS', '87.45')).toBe(87);
    expect(convertMinor(1, 'USD', 'KGS', '87.55')).toBe(88);
    expect(convertMinor(3, 'USD', 'KGS', '0.5')).toBe(2); // 1.5 -> 2
    expect(convertMinor(5, 'USD', 'KGS', '0.5')).toBe(3); // 2.5 -> 3: half up, not to even
  });
  it('converts back to dollars by dividing, with the same rule', () => {
    // 1000 som at 87.45 = 11.435 105… dollars: 1143.51 cents -> 1144; 10 tyiyn at 20 = 0.5 cents -> 1.
    expect(convertMinor(100_000, 'KGS', 'USD', '87.45')).toBe(1144);
    expect(convertMinor(10, 'KGS', 'USD', '20')).toBe(1);
    expect(convertMinor(9, 'KGS', 'USD', '20')).toBe(0);
    // The duty's euros at 0.92 euro a dollar: 15.00 € = 16.304… $ -> 16.30.
    expect(convertMinor(1500, 'EUR', 'USD', '0.92')).toBe(1630);
  });
  it('turns the sign of a negative amount without changing how it rounds', () => {
    expect(convertMinor(-1, 'USD', 'KGS', '87.5')).toBe(-88);
    expect(convertMinor(-864, 'USD', 'KGS', '87.45')).toBe(-75_557);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
  });
  it('keeps an amount in its own currency, and refuses floats, a zero rate and a conversion that skips the dollar', () => {
    expect(convertMinor(123, 'KGS', 'KGS', '87.45')).toBe(123);
    expect(() => convertMinor(1.5, 'USD', 'KGS', '87.45')).toThrow();
    expect(() => convertMinor(1, 'USD', 'KGS', '0')).toThrow();
    expect(() => convertMinor(1, 'KGS', 'RUB', '1.06')).toThrow();
    expect(() => convertMinor(1, 'USD', 'KGS', '1e3')).toThrow();
  });
  it('is exact for large amounts (no float in between)', () => {
    // 9 007 199 254 × 87.454321 = 787 718 494 869.84… (checked with Python's Decimal, ROUND_HALF_UP).
    expect(convertMinor(9_007_199_254, 'USD', 'KGS', '87.454321')).toBe(787_718_494_870);
  });
});

describe('rates as text', () => {
  it('accepts up to six decimals and keeps at least four', () => {
    expect(normalizeRate('87.45')).toBe('87.4500');
    expect(normalizeRate('087.450000')).toBe('87.4500');
    expect(normalizeRate('0.123456')).toBe('0.123456');
    expect(isRate('87,45')).toBe(false);
    expect(isRate('0.0000')).toBe(false);
    expect(isRate('1.1234567')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('prints dollars as the company does, som and roubles the Russian way', () => {
    expect(formatMoney({ amount: 864, currency: 'USD' })).toBe('$8.64');
    expect(formatMoney({ amount: 75_557, currency: 'KGS' })).toBe('755,57 сом');
    expect(formatMoney({ amount: 123_450, currency: 'RUB' })).toBe('1 234,50 ₽');
    expect(formatMoney({ amount: -5, currency: 'USD' })).toBe('−$0.05');
    expect(formatUsdAndKgs(864, 75_557)).toBe('$8.64 · 755,57 сом');
  });
});
