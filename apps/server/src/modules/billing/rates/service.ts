import { daysBetween, normalizeRate, RATES_MSG, type RateRow, type Rates, type ratesUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, fieldErrors } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { type BillingDeps, todayOf } from '../deps';
import { assertCanManageRates } from './policy';
import * as q from './queries';

type RatesUpdate = z.output<typeof ratesUpdateSchema>;

/** The rates of a day, as the conversions use them: text with at least four decimals. */
export interface DayRates {
  date: string;
  usdKgs: string;
  usdRub: string;
}

const HISTORY_ROWS = 60;

const dayRates = (row: q.RateRow): DayRates => ({
  date: row.effectiveFrom,
  usdKgs: normalizeRate(row.usdKgs),
  usdRub: normalizeRate(row.usdRub),
});

function present(row: q.RateRow): RateRow {
  const rates = dayRates(row);
  return { date: rates.date, usd_kgs: rates.usdKgs, usd_rub: rates.usdRub, updated_at: row.updatedAt.toISOString() };
}

/** «Курсы валют»: the rates per date, and the rate of a day for every conversion. */
export function createRateService(deps: BillingDeps) {
  const { db, unitOfWork, customs } = deps;

  /** The rates of `date`; a seeded row from 2024 means there always are some. */
  async function on(tx: DbOrTx, date: string): Promise<DayRates> {
    const row = await q.rateOn(tx, date);
    if (!row) throw new Error(`no exchange rate on ${date}: the seeded row is missing`);
    return dayRates(row);
  }

  async function read(tx: DbOrTx): Promise<Rates> {
    const today = todayOf(deps);
    const current = await q.rateOn(tx, today);
    if (!current) throw new Error('no exchange rate: the seeded row is missing');
    return {
      current: present(current),
      age_days: daysBetween(current.effectiveFrom, today),
      usd_eur: normalizeRate(String((await customs.rule(tx)).usd_to_eur)),
      history: (await q.latestRates(tx, HISTORY_ROWS)).map(present),
    };
  }

  return {
    on,

    get(viewer: Viewer): Promise<Rates> {
      assertCanManageRates(viewer);
      return read(db);
    },

    /** The rates of a date (today unless given; never a future one); a rate not given stays as in force that day. */
    async update(viewer: Viewer, input: RatesUpdate): Promise<Rates> {
      const actor = assertCanManageRates(viewer);
      const date = input.date ?? todayOf(deps);
      if (date > todayOf(deps)) throw fieldError('date', RATES_MSG.futureDate);
      return unitOfWork(async ({ tx }) => {
        // A rate not given stays as in force that day; before the first rates there is none to keep.
        const was = await q.rateOn(tx, date);
        const usdKgs = input.usd_kgs ?? (was && normalizeRate(was.usdKgs));
        const usdRub = input.usd_rub ?? (was && normalizeRate(was.usdRub));
        if (!usdKgs || !usdRub) {
          throw fieldErrors({
            ...(usdKgs ? {} : { usd_kgs: [RATES_MSG.noEarlierRate] }),
            ...(usdRub ? {} : { usd_rub: [RATES_MSG.noEarlierRate] }),
          });
        }
        await q.saveRates(tx, { effectiveFrom: date, usdKgs, usdRub, createdBy: actor.userId });
        return read(tx);
      });
    },
  };
}

export type RateService = ReturnType<typeof createRateService>;
