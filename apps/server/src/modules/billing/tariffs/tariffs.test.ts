import { addDays, companyDate, SEED_TARIFF, SEED_TARIFF_EFFECTIVE_FROM, TARIFF_MSG, type Tariffs } from '@kerben/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../../../test/fixtures/parcels';
import { expectRefusedAndUnchanged, refusedByAdminRoutes, useTestApp } from '../../../../test/helpers';
import { auditLog } from '../../../db/schema';

// The clock of "today" for the tariff in force; the database's own clock stamps the rows.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const URL = '/api/tariffs/';
const today = () => companyDate(new Date());
const read = async (actor: { headers: Record<string, string> } = a.anonymous, query = '') =>
  (await inject('GET', `${URL}${query}`, actor)).json<Tariffs>();
const cheaperRoutes = (cents: number) => SEED_TARIFF.routes.map((route) => ({ ...route, rate_per_kg_cents: cents }));

describe('GET /api/tariffs/', () => {
  it('answers anyone the version in force (the published prices at first) and every warehouse’s storage terms', async () => {
    now = new Date();
    const tariffs = await read();
    expect(tariffs.current).toMatchObject({ effective_from: SEED_TARIFF_EFFECTIVE_FROM, ...SEED_TARIFF });
    expect(tariffs.scheduled).toEqual([]);
    expect(tariffs.history).toBeUndefined();
    expect(tariffs.storage.map((row) => row.warehouse.id)).toEqual([14, 24, 25, 28]);
    expect(tariffs.storage[0]).toMatchObject({ current: { free_days: 30, fee_per_day_cents: 50 }, scheduled: [] });
    // The history is the admins': ?history=1 from anyone else is ignored.
    expect((await read(a.customerA, '?history=1')).history).toBeUndefined();
    expect((await read(a.operator, '?history=1')).history).toBeUndefined();
    expect((await inject('GET', `${URL}?history=yes`, a.admin)).json()).toEqual({ history: [TARIFF_MSG.historyInvalid] });
  });
});

describe('PATCH /api/tariffs/', () => {
  it('is for admins only: 401, then 403 for a customer and an operator, nothing written', async () => {
    const body = { effective_from: today(), routes: cheaperRoutes(100) };
    for (const [actor, status] of refusedByAdminRoutes(a)) {
      await expectRefusedAndUnchanged(
        () => read(a.admin, '?history=1'),
        () => inject('PATCH', URL, actor, body),
        status,
      );
    }
  });

  it('answers 400 per field in Russian and writes nothing', async () => {
    now = new Date();
    const state = () => read(a.admin, '?history=1');
    const route = SEED_TARIFF.routes[0];
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ routes: cheaperRoutes(100) }, { effective_from: [TARIFF_MSG.effectiveFromRequired] }],
      [{ effective_from: addDays(today(), -1), routes: cheaperRoutes(100) }, { effective_from: [TARIFF_MSG.effectiveFromPast] }],
      [{ effective_from: today() }, { non_field_errors: [TARIFF_MSG.nothingToChange] }],
      [{ effective_from: today(), routes: [route, route] }, { 'routes.1.destination': [TARIFF_MSG.routeRepeated] }],
      [{ effective_from: today(), routes: [{ ...route, origin: 8 }] }, { 'routes.0.origin': [TARIFF_MSG.originInvalid] }],
      [
        { effective_from: today(), routes: [{ ...route, rate_per_kg_cents: 12.5 }] },
        { 'routes.0.rate_per_kg_cents': [TARIFF_MSG.centsInvalid] },
      ],
      [
        { effective_from: today(), routes: [{ ...route, days_min: 9, days_max: 7 }] },
        { 'routes.0.days_max': [TARIFF_MSG.daysOrder] },
      ],
      [
        {
          effective_from: today(),
          insurance: [
            { up_to_value_cents: null, price_cents: 100 },
            { up_to_value_cents: 5, price_cents: 1 },
          ],
        },
        { insurance: [TARIFF_MSG.insuranceOrder] },
      ],
      [
        { effective_from: today(), storage: [{ warehouse: 987_654, free_days: 3, fee_per_day_cents: 10 }] },
        { 'storage.0.warehouse': [TARIFF_MSG.warehouseNotFound] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await inject('PATCH', URL, a.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject(errors);
    }
    await expectRefusedAndUnchanged(state, () => inject('PATCH', URL, a.admin, cases[1]?.[0] as object), 400);
  });

  it('publishes a version from a later date: scheduled until then, in force from it, the rest taken from the version it follows', async () => {
    now = new Date();
    const tomorrow = addDays(today(), 1);
    const res = await inject('PATCH', URL, a.admin, { effective_from: tomorrow, routes: cheaperRoutes(1000) });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<Tariffs>();
    expect(published.current.routes[0]?.rate_per_kg_cents).toBe(1200);
    expect(published.scheduled).toHaveLength(1);
    expect(published.scheduled[0]).toMatchObject({ effective_from: tomorrow, services: SEED_TARIFF.services });
    expect(published.scheduled[0]?.routes.every((route) => route.rate_per_kg_cents === 1000)).toBe(true);

    now = new Date(Date.now() + 2 * 86_400_000);
    const later = await read();
    expect(later.current.effective_from).toBe(tomorrow);
    expect(later.scheduled).toEqual([]);
    // Admins see every version, newest first; the audit log names who published it.
    now = new Date();
    expect((await read(a.admin, '?history=1')).history?.map((v) => v.effective_from)).toEqual([
      tomorrow,
      SEED_TARIFF_EFFECTIVE_FROM,
    ]);
    const logged = await t.services.db.select().from(auditLog).where(eq(auditLog.entity, 'tariff')).orderBy(asc(auditLog.id));
    expect(logged.at(-1)).toMatchObject({ action: 'tariff.create', actorId: a.admin.user.id });
  });

  it('gives a warehouse storage terms from a date: a parcel arriving from then on waits under them, one before keeps its own', async () => {
    now = new Date();
    const before = await makeParcel(t, a.admin, a.customerA, { warehouse: 25, country_of_origin: null });
    const res = await inject('PATCH', URL, a.admin, {
      effective_from: today(),
      storage: [{ warehouse: 25, free_days: 3, fee_per_day_cents: 125 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const bishkek = res.json<Tariffs>().storage.find((row) => row.warehouse.id === 25);
    expect(bishkek?.current).toEqual({ effective_from: today(), free_days: 3, fee_per_day_cents: 125 });
    const after = await makeParcel(t, a.admin, a.customerA, { warehouse: 25, country_of_origin: null });
    const clock = async (id: number) => (await inject('GET', `/api/warehouses/product/${id}/`, a.admin)).json().storage;
    expect(await clock(after.id)).toMatchObject({ free_until: addDays(today(), 2), fee_per_day_usd: 1.25 });
    expect(await clock(before.id)).toMatchObject({ free_until: addDays(today(), 29), fee_per_day_usd: 0.5 });
    // The warehouse answers the terms in force today.
    const list = (await inject('GET', '/api/warehouses/list/', a.admin)).json<{ results: Array<{ id: number }> }>();
    expect(list.results.find((row) => row.id === 25)).toMatchObject({ free_storage_days: 3, storage_fee_per_day_usd: 1.25 });

    // Scheduled terms wait for their day.
    const next = await inject('PATCH', URL, a.admin, {
      effective_from: addDays(today(), 5),
      storage: [{ warehouse: 25, free_days: 7, fee_per_day_cents: 0 }],
    });
    const scheduled = next.json<Tariffs>().storage.find((row) => row.warehouse.id === 25);
    expect(scheduled).toMatchObject({ current: { free_days: 3 }, scheduled: [{ free_days: 7, fee_per_day_cents: 0 }] });
  });

  it('keeps the history of a warehouse’s own form: its new terms are today’s', async () => {
    now = new Date();
    const res = await inject('PATCH', '/api/warehouses/update/24/', a.admin, {
      free_storage_days: 12,
      storage_fee_per_day_usd: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const istanbul = (await read(a.admin, '?history=1')).storage.find((row) => row.warehouse.id === 24);
    expect(istanbul?.current).toEqual({ effective_from: today(), free_days: 12, fee_per_day_cents: 200 });
  });
});
