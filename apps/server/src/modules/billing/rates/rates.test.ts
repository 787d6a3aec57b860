import { addDays, companyDate, RATE_DEFAULTS, RATES_MSG, type Rates } from '@kerben/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusedAndUnchanged, refusedByAdminRoutes, useTestApp } from '../../../../test/helpers';
import { auditLog } from '../../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const URL = '/api/settings/rates/';
const today = () => companyDate(new Date());
const read = async () => (await inject('GET', URL, a.admin)).json<Rates>();

describe('GET/PATCH /api/settings/rates/', () => {
  it('is for admins only: 401, then 403 for a customer and an operator, nothing written', async () => {
    for (const [actor, status] of refusedByAdminRoutes(a)) {
      expect((await inject('GET', URL, actor)).statusCode).toBe(status);
      await expectRefusedAndUnchanged(read, () => inject('PATCH', URL, actor, { usd_kgs: '90' }), status);
    }
  });

  it('starts with the seeded rates, old enough to be warned about, and the duty’s euro rate beside', async () => {
    const rates = await read();
    expect(rates.current).toMatchObject({ date: RATE_DEFAULTS.effective_from, usd_kgs: '87.4500', usd_rub: '82.5000' });
    expect(rates.age_days).toBeGreaterThan(100);
    expect(rates.usd_eur).toBe('0.9200');
  });

  it('answers 400 per field in Russian and writes nothing', async () => {
    for (const [body, errors] of [
      [{ usd_kgs: '0' }, { usd_kgs: [RATES_MSG.usdKgsInvalid] }],
      [{ usd_kgs: 'много' }, { usd_kgs: [RATES_MSG.usdKgsInvalid] }],
      [{ usd_rub: '82.1234567' }, { usd_rub: [RATES_MSG.usdRubInvalid] }],
      [{ usd_rub: -1 }, { usd_rub: [RATES_MSG.usdRubInvalid] }],
      [{}, { non_field_errors: [RATES_MSG.nothingToChange] }],
      [{ date: '31.02.2026', usd_kgs: '88' }, { date: [RATES_MSG.dateInvalid] }],
      [{ date: addDays(today(), 1), usd_kgs: '88' }, { date: [RATES_MSG.futureDate] }],
      // Before the first rates (the seeded 2024-01-01) there is no rate in force to keep.
      [{ date: '2023-12-31', usd_kgs: '88' }, { usd_rub: [RATES_MSG.noEarlierRate] }],
    ] as const) {
      await expectRefusedAndUnchanged(read, () => inject('PATCH', URL, a.admin, body), 400, errors);
    }
  });

  it('sets today’s rates (a rate not given stays as it was), keeps the history, and logs who set them', async () => {
    const res = await inject('PATCH', URL, a.admin, { usd_kgs: '88,1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Rates>()).toMatchObject({ current: { date: today(), usd_kgs: '88.1000', usd_rub: '82.5000' }, age_days: 0 });
    // A past day's rates are history: today's stay in force.
    const past = await inject('PATCH', URL, a.admin, { date: addDays(today(), -3), usd_rub: 80.25 });
    expect(past.json<Rates>().current.usd_kgs).toBe('88.1000');
    expect(past.json<Rates>().history.map((row) => row.date)).toEqual([
      today(),
      addDays(today(), -3),
      RATE_DEFAULTS.effective_from,
    ]);
    // Set again for the same day, the rate replaces the day's.
    const again = await inject('PATCH', URL, a.admin, { usd_kgs: 88.25 });
    expect(again.json<Rates>().current.usd_kgs).toBe('88.2500');
    expect(again.json<Rates>().history).toHaveLength(3);
    const logged = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'exchange_rate'))
      .orderBy(asc(auditLog.id));
    expect(logged.map((row) => row.action)).toEqual(['exchange_rate.create', 'exchange_rate.create', 'exchange_rate.update']);
  });
});
