import { z } from 'zod';
import { localized } from './i18n/localize';
import { divideRounded } from './rounding';

// Money: every amount is a whole number of minor units (USD cents, KGS tyiyn, RUB kopecks, EUR
// cents: 100 to the unit each) with its currency. Nothing here is a float. An amount changes
// currency in one place, convertMinor, which rounds once, half up.

/** The currencies money is taken and shown in. */
export const CURRENCIES = ['USD', 'KGS', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** EUR too: the duty is counted in euros and converted to dollars once, when it is charged. */
export type ConvertibleCurrency = Currency | 'EUR';

/** An amount as every answer gives it: minor units and the currency. */
export const moneyResponse = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });
export type Money = z.infer<typeof moneyResponse>;

export const usd = (cents: number): Money => ({ amount: cents, currency: 'USD' });

/**
 * An exchange rate as text, how many units of the other currency one US dollar buys ("87.4500"
 * KGS, "82.5" RUB, "0.92" EUR): up to six digits each side of the point, above zero.
 */
export const RATE_PATTERN = /^\d{1,6}(\.\d{1,6})?$/;

export const isRate = (text: string) => RATE_PATTERN.test(text) && /[1-9]/.test(text);

/** "87.45" -> "87.4500": at least four decimals, at most six (the database keeps six). */
export function normalizeRate(text: string): string {
  if (!isRate(text)) throw new Error(`not a rate: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${String(BigInt(whole))}.${kept.padEnd(4, '0')}`;
}

/** The rate as a fraction of whole numbers: "87.45" -> 8745 / 100. */
function rateFraction(rate: string): { units: bigint; scale: bigint } {
  if (!isRate(rate)) throw new Error(`not a rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  return { units: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

const toNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('amount too large');
  return Number(value);
};

/**
 * An amount in minor units of `from` in minor units of `to`, at `rate` (units of the currency that
 * is not the dollar per one dollar). One side is always USD: every account is kept in dollars.
 * The only rounding of a conversion happens here, once, half up: 1 cent at 87.45 is 87.45 tyiyn,
 * 87 tyiyn; 1 cent at 87.5 is 87.5 tyiyn, 88 tyiyn.
 */
export function convertMinor(amount: number, from: ConvertibleCurrency, to: ConvertibleCurrency, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new Error(`not a whole amount of minor units: ${amount}`);
  if (from === to) return amount;
  const { units, scale } = rateFraction(rate);
  if (units === 0n) throw new Error('a rate of zero converts nothing');
  if (from === 'USD') return toNumber(divideRounded(BigInt(amount) * units, scale));
  if (to === 'USD') return toNumber(divideRounded(BigInt(amount) * scale, units));
  throw new Error(`convert through USD: ${from} -> ${to}`);
}

/** Whole cents of an amount given with at most two decimals (the older columns and answers). */
export const centsOf = (amount: number) => Math.round(amount * 100);
/** Cents as the older answers give money: a number of dollars with two decimals. */
export const dollarsOf = (cents: number) => cents / 100;

/** A currency's short name after a number ("87,45 сом за $1"). */
export const CURRENCY_SHORT: Record<ConvertibleCurrency, string> = /* @__PURE__ */ localized('CURRENCY_SHORT', {
  USD: 'долл.',
  EUR: '€',
  KGS: 'сом',
  RUB: 'руб.',
});

const SYMBOL: Record<ConvertibleCurrency, { before?: string; after?: string }> = {
  USD: { before: '$' },
  EUR: { after: ' €' },
  KGS: { after: ' сом' },
  RUB: { after: ' ₽' },
};

/**
 * An amount as people read it: "$8.64", "755,57 сом", "1 234,50 ₽" (dollars as the company has
 * always printed them, the others the Russian way: a space between thousands, a decimal comma).
 */
export function formatMoney({ amount, currency }: { amount: number; currency: ConvertibleCurrency }): string {
  const sign = amount < 0 ? '−' : '';
  const minor = Math.abs(amount);
  const whole = Math.floor(minor / 100);
  const fraction = String(minor % 100).padStart(2, '0');
  const { before = '', after = '' } = SYMBOL[currency];
  if (currency === 'USD') return `${sign}${before}${whole}.${fraction}`;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${before}${grouped},${fraction}${after}`;
}

/** Dollars and som side by side, as the desk and the invoices show them: "$8.64 · 755,57 сом". */
export const formatUsdAndKgs = (usdCents: number, kgsMinor: number) =>
  `${formatMoney({ amount: usdCents, currency: 'USD' })} · ${formatMoney({ amount: kgsMinor, currency: 'KGS' })}`;
