import { type ConvertibleCurrency, INTL_LOCALE, type Language } from '@kerben/domain';
import { currentLanguage } from '../i18n';

// Dates, numbers and money as the reader's language writes them (docs/i18n.md): Intl with the
// language's INTL_LOCALE. A formatter is built once per language and options: building one for
// every row of a long list is slow.

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Browsers whose Intl lacks Kyrgyz (Chromium's own builds carry a reduced set of locales) would
 * format it in their default locale, English say: Kyrgyz then borrows the digits of Russian as
 * written in Kyrgyzstan, which Kyrgyz shares, and formatLongDate spells the month itself.
 */
const FALLBACK_LOCALE: Record<Language, string> = { ru: 'ru', ky: 'ru-KG', en: 'en' };
const supported = new Map<Language, boolean>();

function hasLocale(language: Language): boolean {
  let known = supported.get(language);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf(INTL_LOCALE[language]).length > 0;
    supported.set(language, known);
  }
  return known;
}

function localeOf(language: Language): string {
  return hasLocale(language) ? INTL_LOCALE[language] : FALLBACK_LOCALE[language];
}

export function numberFormat(options: Intl.NumberFormatOptions = {}, language: Language = currentLanguage()): Intl.NumberFormat {
  const locale = localeOf(language);
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(options: Intl.DateTimeFormatOptions, language: Language = currentLanguage()): Intl.DateTimeFormat {
  const locale = localeOf(language);
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A number in the reader's way: «1 250,5» in Russian and Kyrgyz, «1,250.5» in English. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => numberFormat(options).format(value);

/** Two decimals, always: «12,50» / «12.50» (euros of a duty, a weight in a sentence). */
export const formatDecimal = (value: number) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How a currency's amount is written: the word or sign, and where it stands. */
const CURRENCY_SIGN: Record<ConvertibleCurrency, Record<Language, string>> = {
  USD: { ru: '$', ky: '$', en: '$' },
  EUR: { ru: '€', ky: '€', en: '€' },
  KGS: { ru: 'сом', ky: 'сом', en: 'som' },
  RUB: { ru: '₽', ky: '₽', en: '₽' },
};

/**
 * An amount in minor units as people read it: «1 250,00 сом», «1 250,00 ₽» (or «1,250.00 som» in
 * English), the sign after the number with a no-break space. Dollars are written as the company
 * has always written them and the docs show them in every language, «$12.50» (a US price, as the
 * shops print it), so a customer reads the same dollar figure on the site and on a US receipt.
 */
export function formatMoney({ amount, currency }: { amount: number; currency: ConvertibleCurrency }): string {
  const language = currentLanguage();
  const sign = amount < 0 ? '−' : '';
  const units = Math.abs(amount) / 100;
  const symbol = CURRENCY_SIGN[currency][language];
  if (currency === 'USD') {
    return `${sign}${symbol}${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }, 'en').format(units)}`;
  }
  return `${sign}${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(units)}\u00a0${symbol}`;
}

/** Dollars and som side by side, as the desk and the invoices show them: «$8.64 · 755,57 сом». */
export const formatUsdAndKgs = (usdCents: number, kgsMinor: number) =>
  `${formatMoney({ amount: usdCents, currency: 'USD' })} · ${formatMoney({ amount: kgsMinor, currency: 'KGS' })}`;

/** An exchange rate ("87.4500"): «87,45» / «87.45», at least two decimals, none of the trailing zeros. */
export const formatRate = (rate: string) => formatNumber(Number(rate), { minimumFractionDigits: 2, maximumFractionDigits: 6 });

/**
 * A calendar day in digits: «23.11.2026» in Russian and Kyrgyz, «11/23/2026» in English. Kyrgyz
 * digits come from Russian-in-Kyrgyzstan (ru-KG): CLDR's ky pattern gives «2026-23-11», which no
 * Kyrgyz document writes (the written-out date, formatLongDate, is ky's own).
 */
export const formatDay = (date: Date, options: Intl.DateTimeFormatOptions = {}) => {
  const language = currentLanguage();
  const locale = language === 'ky' ? 'ru-KG' : localeOf(language);
  return cached(
    `day|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', ...options }),
  ).format(date);
};

/** Kyrgyz month names (CLDR's ky), for a browser without Kyrgyz. */
const KY_MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/** A day written out: «23 ноября 2026 г.», «2026-ж., 23-ноябрь», «November 23, 2026». */
export function formatLongDate(date: Date, options: Intl.DateTimeFormatOptions = {}): string {
  const language = currentLanguage();
  if (language !== 'ky' || hasLocale('ky')) return dateFormat({ dateStyle: 'long', ...options }).format(date);
  const parts = dateFormat({ day: 'numeric', month: 'numeric', year: 'numeric', ...options }, 'ru').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')}-ж., ${part('day')}-${KY_MONTHS[part('month') - 1]}`;
}

/** A time of day: «14:48», «2:48 PM». */
export const formatTime = (date: Date) => dateFormat({ timeStyle: 'short' }).format(date);
