import { addDays, companyDate, PARCEL_STATUS, STORAGE_MSG } from '@kerben/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyOf, makeParcel } from '../../../test/fixtures/parcels';
import { useTestApp } from '../../../test/helpers';
import { mailOutbox, notifications, parcels, storageReminders } from '../../db/schema';
import { createStorageReminders } from './service';

// The clock the answers, the lists and the reminders read; the database's own clock starts stays.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const LIST = '/api/warehouses/product/list/';
const update = (id: number) => `/api/warehouses/product/update/${id}/`;
/** Noon in Bishkek, some days after today there. */
const noonIn = (days: number) => new Date(`${addDays(companyDate(new Date()), days)}T12:00:00+06:00`);

async function warehouseWith(terms: { free_storage_days: number; storage_fee_per_day_usd: number }) {
  const res = await inject('POST', '/api/warehouses/create/', a.admin, { name: `Склад ${Math.random()}`, ...terms });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; free_storage_days: number; storage_fee_per_day_usd: number }>();
}

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

describe('the storage reminders', () => {
  const remindersOf = (parcelId: number) =>
    t.services.db.select().from(notifications).where(eq(notifications.parcelId, parcelId)).orderBy(notifications.id);
  const storageNews = async (parcelId: number) =>
    (await remindersOf(parcelId)).filter((row) => /хранени/.test(row.title)).map((row) => row.title);
  const reminders = (clock: Date) =>
    createStorageReminders({
      db: t.services.db,
      unitOfWork: t.services.unitOfWork,
      notifications: t.services.notifications,
      logger: t.app.log,
      clock: () => clock,
    });

  it('reminds 5 days before the fee once, however often the job runs; after downtime only the latest', async () => {
    now = new Date();
    const warehouse = await warehouseWith({ free_storage_days: 10, storage_fee_per_day_usd: 0.5 });
    const parcel = await makeParcel(t, a.admin, a.customerA, { warehouse: warehouse.id, name: 'Куртка' });
    const gone = await makeParcel(t, a.admin, a.customerA, { warehouse: warehouse.id });
    await inject('PATCH', update(gone.id), a.admin, { status: PARCEL_STATUS.inTransit });

    // Day 5 of 10, before 09:00 in Bishkek: not yet that day's reminders.
    const morning = new Date(`${addDays(companyDate(new Date()), 5)}T08:00:00+06:00`);
    await reminders(morning).sendDue();
    expect(await storageNews(parcel.id)).toEqual([]);

    await reminders(noonIn(5)).sendDue();
    await reminders(noonIn(5)).sendDue();
    expect(await storageNews(parcel.id)).toEqual([
      `Бесплатное хранение посылки «Куртка» до ${formatDay(addDays(companyDate(new Date()), 9))}`,
    ]);
    const [mail] = await t.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, a.customerA.user.email), like(mailOutbox.subject, '%Бесплатное хранение посылки «Куртка»%')));
    expect(mail?.text).toContain('осталось дней: 5');

    // The server was down from day 6 to the fee's first day: "1 day left" is out of date, not sent.
    const summary = await reminders(noonIn(10)).sendDue();
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    expect(await storageNews(parcel.id)).toEqual([
      `Бесплатное хранение посылки «Куртка» до ${formatDay(addDays(companyDate(new Date()), 9))}`,
      'Платное хранение посылки «Куртка»',
    ]);
    const recorded = await t.services.db.select().from(storageReminders).where(eq(storageReminders.parcelId, parcel.id));
    expect(recorded.map((row) => [row.kind, row.sent]).sort()).toEqual([
      ['fee_started', true],
      ['five_days', true],
      ['one_day', false],
    ]);
    await reminders(noonIn(12)).sendDue();
    expect(await storageNews(parcel.id)).toHaveLength(2);
    // A parcel that left the warehouse hears nothing.
    expect(await storageNews(gone.id)).toEqual([]);
  });

  it('two processes running the job at once send each reminder once', async () => {
    now = new Date();
    const warehouse = await warehouseWith({ free_storage_days: 1, storage_fee_per_day_usd: 0.5 });
    const batch = await Promise.all(
      Array.from({ length: 5 }, () => makeParcel(t, a.admin, a.customerB, { warehouse: warehouse.id })),
    );
    const [first, second] = await Promise.all([reminders(noonIn(1)).sendDue(), reminders(noonIn(1)).sendDue()]);
    expect(first.sent + second.sent).toBeGreaterThanOrEqual(5);
    for (const parcel of batch) expect(await storageNews(parcel.id)).toEqual([expect.stringMatching(/^Платное хранение/)]);
  });

  it('the hourly job runs in one process of several: the other finds it claimed', async () => {
    const clock = noonIn(40);
    const [one, two] = [reminders(clock), reminders(clock)];
    const outcomes = await Promise.all([one.job.tick(), two.job.tick()]);
    expect(outcomes.sort()).toEqual(['not due', 'ran']);
  });
});

function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
