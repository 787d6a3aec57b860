import { addDays, companyDate, PARCEL_STATUS, STORAGE_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyOf, makeParcel, makeWarehouse, noonIn } from '../../../test/fixtures/parcels';
import { useTestApp } from '../../../test/helpers';
import { parcels } from '../../db/schema';

// The clock the answers and the lists read; the database's own clock starts stays. The reminders
// it leads to are tested in jobs/storage-fee-reminders/.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const LIST = '/api/warehouses/product/list/';
const update = (id: number) => `/api/warehouses/product/update/${id}/`;
const warehouseWith = (terms: { free_storage_days: number; storage_fee_per_day_usd: number }) => makeWarehouse(t, a.admin, terms);

const getParcel = async (id: number) => (await inject('GET', `/api/warehouses/product/${id}/`, a.admin)).json();

describe('the storage clock of a parcel', () => {
  it('starts when the parcel arrives where it waits, stops when it leaves, starts again at the pickup point', async () => {
    now = new Date();
    const parcel = await makeParcel(t, a.admin, a.customerA);
    const today = companyDate(new Date());
    expect((await getParcel(parcel.id)).storage).toMatchObject({
      free_until: addDays(today, 29),
      days: 1,
      fee_usd: 0,
      fee_per_day_usd: 0.5,
    });
    // The owner reads the same clock.
    const mine = (await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerA)).json();
    expect(mine.storage.free_until).toBe(addDays(today, 29));

    await inject('PATCH', update(parcel.id), a.admin, { status: PARCEL_STATUS.inTransit });
    expect((await getParcel(parcel.id)).storage).toBeNull();
    await inject('PATCH', update(parcel.id), a.admin, { status: PARCEL_STATUS.atPickupPoint });
    const again = (await getParcel(parcel.id)).storage;
    expect(again).toMatchObject({ days: 1, fee_usd: 0 });
    // The stay begins with the status change its history records.
    const arrival = (await historyOf(t, parcel.id)).at(-1)?.createdAt.getTime() ?? 0;
    expect(Math.abs(Date.parse(again.since) - arrival)).toBeLessThan(1);

    await inject('PATCH', update(parcel.id), a.admin, { status: PARCEL_STATUS.delivered });
    expect((await getParcel(parcel.id)).storage).toBeNull();
  });

  it('counts the fee after the free days under the terms the parcel arrived with', async () => {
    const warehouse = await warehouseWith({ free_storage_days: 3, storage_fee_per_day_usd: 1.5 });
    const before = await makeParcel(t, a.admin, a.customerA, { warehouse: warehouse.id });
    // New terms apply to parcels that arrive from now on.
    const changed = await inject('PATCH', `/api/warehouses/update/${warehouse.id}/`, a.admin, {
      free_storage_days: 10,
      storage_fee_per_day_usd: '0,75',
    });
    expect(changed.json()).toMatchObject({ free_storage_days: 10, storage_fee_per_day_usd: 0.75 });
    const after = await makeParcel(t, a.admin, a.customerA, { warehouse: warehouse.id });

    now = noonIn(5);
    expect((await getParcel(before.id)).storage).toMatchObject({ days: 6, fee_usd: 4.5, fee_per_day_usd: 1.5 });
    expect((await getParcel(after.id)).storage).toMatchObject({ days: 6, fee_usd: 0, fee_per_day_usd: 0.75 });
    now = new Date();
  });

  it('refuses terms out of range with a Russian message per field', async () => {
    for (const [fields, errors] of [
      [{ free_storage_days: -1 }, { free_storage_days: [STORAGE_MSG.freeDaysInvalid] }],
      [{ free_storage_days: 2.5 }, { free_storage_days: [STORAGE_MSG.freeDaysInvalid] }],
      [{ free_storage_days: 366 }, { free_storage_days: [STORAGE_MSG.freeDaysInvalid] }],
      [{ storage_fee_per_day_usd: 'много' }, { storage_fee_per_day_usd: [STORAGE_MSG.feeInvalid] }],
      [{ storage_fee_per_day_usd: 1001 }, { storage_fee_per_day_usd: [STORAGE_MSG.feeInvalid] }],
    ] as const) {
      const res = await inject('PATCH', '/api/warehouses/update/14/', a.admin, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await inject('PATCH', '/api/warehouses/update/14/', a.customerA, { free_storage_days: 0 })).statusCode).toBe(403);
  });
});

describe("the operators' list by storage, and the dashboard's paid storage", () => {
  it('filters the parcels waiting and those past their free days, and lists the longest waiting first', async () => {
    now = new Date();
    const warehouse = await warehouseWith({ free_storage_days: 2, storage_fee_per_day_usd: 1 });
    const old = await makeParcel(t, a.admin, a.customerA, { warehouse: warehouse.id });
    const recent = await makeParcel(t, a.admin, a.customerB, { warehouse: warehouse.id });
    const gone = await makeParcel(t, a.admin, a.customerB, { warehouse: warehouse.id, status: PARCEL_STATUS.inTransit });
    // The first arrived a week earlier: its clock is set back as a week would have.
    await t.services.db
      .update(parcels)
      .set({ storageSince: new Date(Date.now() - 7 * 86_400_000), storageFreeUntil: addDays(companyDate(new Date()), -6) })
      .where(eq(parcels.id, old.id));
    const ids = async (query: string) =>
      (await inject('GET', `${LIST}?warehouse=${warehouse.id}${query}`, a.admin))
        .json<{ results: { id: number }[] }>()
        .results.map((p) => p.id);

    expect(await ids('&storage=waiting')).toEqual([recent.id, old.id]);
    expect(await ids('&storage=paid')).toEqual([old.id]);
    expect(await ids('&ordering=-storage_days')).toEqual([old.id, recent.id, gone.id]);
    const pending = async () =>
      (await inject('GET', '/api/statics/admin_panel/pending/', a.admin)).json<{ parcels_in_paid_storage: number }>()
        .parcels_in_paid_storage;
    const paidToday = await pending();
    now = noonIn(3);
    expect(await ids('&storage=paid')).toEqual([recent.id, old.id]);
    expect(await pending()).toBeGreaterThanOrEqual(paidToday + 1);
    now = new Date();

    for (const query of ['&storage=forever', '&ordering=name']) {
      expect((await inject('GET', `${LIST}?warehouse=${warehouse.id}${query}`, a.admin)).statusCode).toBe(400);
    }
  });
});
