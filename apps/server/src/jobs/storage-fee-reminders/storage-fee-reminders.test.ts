import { addDays, companyDate, PARCEL_STATUS } from '@kerben/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeParcel, makeWarehouse, noonIn } from '../../../test/fixtures/parcels';
import { useTestApp } from '../../../test/helpers';
import { mailOutbox, notifications, storageReminders } from '../../db/schema';
import { createStorageFeeReminders } from './job';

// The reminders a parcel's storage clock leads to, by a clock each test gives the job.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const update = (id: number) => `/api/warehouses/product/update/${id}/`;
const warehouseWith = (terms: { free_storage_days: number; storage_fee_per_day_usd: number }) => makeWarehouse(t, a.admin, terms);

describe('the storage reminders', () => {
  const remindersOf = (parcelId: number) =>
    t.services.db.select().from(notifications).where(eq(notifications.parcelId, parcelId)).orderBy(notifications.id);
  const storageNews = async (parcelId: number) =>
    (await remindersOf(parcelId)).filter((row) => /хранени/.test(row.title)).map((row) => row.title);
  const reminders = (clock: Date) =>
    createStorageFeeReminders({
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
