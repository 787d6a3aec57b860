import { describe, expect, it } from 'vitest';
import {
  addDays,
  companyDate,
  dueStorageReminders,
  freeDaysLeft,
  type StorageStay,
  storageClock,
  storageReminderText,
} from './storage-clock';

// Noon in Bishkek (UTC+6) of a date: far from either midnight.
const noon = (date: string) => new Date(`${date}T12:00:00+06:00`);
// Arrived on 1 March with 30 free days: free through 30 March, the fee from 31 March.
const stay: StorageStay = { since: noon('2026-03-01'), freeUntil: '2026-03-30', feePerDayUsd: 0.5 };

describe('the storage clock', () => {
  it('on the day of arrival: the first day, nothing owed, every free day left', () => {
    const clock = storageClock(stay, noon('2026-03-01'));
    expect(clock).toEqual({
      since: stay.since.toISOString(),
      free_until: '2026-03-30',
      days: 1,
      fee_usd: 0,
      fee_per_day_usd: 0.5,
    });
    expect(clock && freeDaysLeft(clock, noon('2026-03-01'))).toBe(30);
  });

  it('on the last free day: still nothing owed, one day left', () => {
    const clock = storageClock(stay, new Date('2026-03-30T23:59:00+06:00'));
    expect(clock).toMatchObject({ days: 30, fee_usd: 0 });
    expect(clock && freeDaysLeft(clock, new Date('2026-03-30T23:59:00+06:00'))).toBe(1);
  });

  it('on the first paid day: one day of the fee; then a day more each day', () => {
    expect(storageClock(stay, new Date('2026-03-31T00:01:00+06:00'))).toMatchObject({ days: 31, fee_usd: 0.5 });
    expect(storageClock(stay, noon('2026-04-09'))).toMatchObject({ days: 40, fee_usd: 5 });
    const clock = storageClock(stay, noon('2026-04-09'));
    expect(clock && freeDaysLeft(clock, noon('2026-04-09'))).toBe(0);
  });

  it('a parcel that left (in transit, handed over) has no clock', () => {
    expect(storageClock(null, noon('2026-04-09'))).toBeNull();
  });

  it("keeps the terms the parcel arrived under: another fee per day changes only that stay's sum", () => {
    const dearer = { ...stay, feePerDayUsd: 1.25, freeUntil: '2026-03-10' };
    expect(storageClock(dearer, noon('2026-03-13'))).toMatchObject({ days: 13, fee_usd: 3.75, fee_per_day_usd: 1.25 });
    expect(storageClock(stay, noon('2026-03-13'))).toMatchObject({ days: 13, fee_usd: 0 });
  });

  it('counts calendar days in Bishkek: 20:00 UTC is already the next day there', () => {
    expect(companyDate(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    const late = { since: new Date('2026-03-01T20:00:00Z'), freeUntil: '2026-03-31', feePerDayUsd: 0.5 };
    expect(storageClock(late, new Date('2026-03-02T05:00:00Z'))).toMatchObject({ days: 1 });
  });

  it('sums cents without floating-point dust', () => {
    const cheap = { ...stay, feePerDayUsd: 0.1 };
    expect(storageClock(cheap, noon('2026-04-02'))?.fee_usd).toBe(0.3);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('the storage reminders due', () => {
  it('5 days and 1 day before the fee, and on its first day', () => {
    expect(dueStorageReminders(stay, '2026-03-25')).toEqual([]);
    expect(dueStorageReminders(stay, '2026-03-26')).toEqual(['five_days']);
    expect(dueStorageReminders(stay, '2026-03-30')).toEqual(['five_days', 'one_day']);
    expect(dueStorageReminders(stay, '2026-03-31')).toEqual(['five_days', 'one_day', 'fee_started']);
  });

  it('none falls before the day of arrival: 3 free days have no "5 days left"; 0 free days start paid', () => {
    const short = { since: noon('2026-03-01'), freeUntil: '2026-03-03' };
    expect(dueStorageReminders(short, '2026-03-01')).toEqual([]);
    expect(dueStorageReminders(short, '2026-03-03')).toEqual(['one_day']);
    const none = { since: noon('2026-03-01'), freeUntil: '2026-02-28' };
    expect(dueStorageReminders(none, '2026-03-01')).toEqual(['fee_started']);
  });

  it('says the days left, the date and the fee', () => {
    const facts = { name: 'Кроссовки', trackNumber: '1Z999', warehouse: 'Чикаго', freeUntil: '2026-03-30', feePerDayUsd: 0.5 };
    expect(storageReminderText('five_days', { ...facts, daysLeft: 5 }).description).toBe(
      'Посылка «Кроссовки» (трек-номер 1Z999) ждёт на складе Чикаго. Бесплатное хранение до 30.03.2026 включительно (осталось дней: 5), затем $0.50 в день.',
    );
    expect(storageReminderText('one_day', { ...facts, daysLeft: 1 }).description).toContain('(последний день)');
    expect(storageReminderText('fee_started', { ...facts, daysLeft: 0 })).toEqual({
      title: 'Платное хранение посылки «Кроссовки»',
      description:
        'Бесплатное хранение посылки «Кроссовки» (трек-номер 1Z999) на складе Чикаго закончилось 30.03.2026. С сегодняшнего дня хранение стоит $0.50 в день.',
    });
  });
});
