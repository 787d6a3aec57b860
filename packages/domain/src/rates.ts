import { z } from 'zod';
import { dateField } from './fields';
import type { LazyMessage } from './i18n/localize';
import { localized } from './i18n/localize';
import { isRate, normalizeRate } from './money';

// «Курсы валют» (GET/PATCH /api/settings/rates/, admins): how many som and roubles a dollar buys,
// set per date; the rate of day D is the one set for the latest date on or before D. The euro rate
// of the duty stays with the customs settings and is shown beside.

export const RATES_MSG = /* @__PURE__ */ localized('RATES_MSG', {
  dateInvalid: 'Введите дату в формате ГГГГ-ММ-ДД',
  usdKgsInvalid: 'Курс доллара в сомах: число больше 0, до шести знаков после запятой',
  usdRubInvalid: 'Курс доллара в рублях: число больше 0, до шести знаков после запятой',
  nothingToChange: 'Укажите курс сома или рубля',
  futureDate: 'Курс задаётся на сегодня или на прошедший день',
  noEarlierRate: 'На эту дату курса ещё не было: укажите оба курса',
} as const);

/** A rate of a fresh installation, so that it can take money at once; admins set the day's rates. */
export const RATE_DEFAULTS = { effective_from: '2024-01-01', usd_kgs: '87.4500', usd_rub: '82.5000' } as const;

/** Days after which the admin page warns that the rate in force was set long ago. */
export const RATE_STALE_DAYS = 3;

/** A rate typed as a number or as text ("87,45" too), answered as text with at least four decimals. */
const rateField = (message: LazyMessage) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim().replace(',', '.')))
    .refine(isRate, { error: message })
    .transform(normalizeRate);

/** PATCH: the rates of a date (today unless given; never a future day); one of the two at least. */
export const ratesUpdateSchema = z
  .object({
    date: dateField({ invalid: () => RATES_MSG.dateInvalid }).optional(),
    usd_kgs: rateField(() => RATES_MSG.usdKgsInvalid).optional(),
    usd_rub: rateField(() => RATES_MSG.usdRubInvalid).optional(),
  })
  .refine((v) => v.usd_kgs !== undefined || v.usd_rub !== undefined, {
    path: ['non_field_errors'],
    error: () => RATES_MSG.nothingToChange,
  });
export type RatesUpdateInput = z.input<typeof ratesUpdateSchema>;

export const rateRowResponse = z.object({
  /** YYYY-MM-DD: the day these rates were set for. */
  date: z.string(),
  usd_kgs: z.string(),
  usd_rub: z.string(),
  updated_at: z.string().nullable(),
});
export type RateRow = z.infer<typeof rateRowResponse>;

export const ratesResponse = z.object({
  /** The rates in force today. */
  current: rateRowResponse,
  /** Days since the rates in force were set (0: today's). */
  age_days: z.number(),
  /** The euro rate of the duty (EUR per USD), kept in the customs settings. */
  usd_eur: z.string(),
  /** Every date an admin set, newest first (the last 60). */
  history: z.array(rateRowResponse),
});
export type Rates = z.infer<typeof ratesResponse>;
