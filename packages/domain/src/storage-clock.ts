import { localized, localizedFunction } from './i18n/localize';
import { PARCEL_STATUS } from './parcel-status';
import type { StorageClock } from './storage-clock-schemas';

// The storage clock: how long a parcel has waited at a warehouse, until when it waits for free,
// and what it owes after that. Server and web app compute it with the same function.

/**
 * Calendar days are counted where the company works; the database's trigger
 * (parcels_storage_clock) uses the same zone.
 */
export const COMPANY_TIME_ZONE = 'Asia/Bishkek';

/** Where a parcel waits at a warehouse: for shipping (received) or for its owner (at the pickup point). */
export const STORAGE_STATUSES: readonly number[] = [PARCEL_STATUS.received, PARCEL_STATUS.atPickupPoint];

/** The operators' list filters and order by storage (`?storage=paid&ordering=-storage_days`). */
export const PARCEL_STORAGE_FILTERS = ['waiting', 'paid'] as const;
export type ParcelStorageFilter = (typeof PARCEL_STORAGE_FILTERS)[number];
export const PARCEL_ORDERINGS = ['-storage_days'] as const;

export const STORAGE_DEFAULTS = { freeDays: 30, feePerDayUsd: 0.5 } as const;

export const STORAGE_MSG = /* @__PURE__ */ localized('STORAGE_MSG', {
  freeDaysInvalid: 'Укажите целое число дней от 0 до 365',
  feeInvalid: 'Укажите плату от 0 до 1000 USD в день',
} as const);

/** A stay's terms as they were when the parcel arrived (a later change of the warehouse's settings applies to later arrivals). */
export interface StorageStay {
  since: Date;
  /** YYYY-MM-DD: the last free day. */
  freeUntil: string;
  feePerDayUsd: number;
}

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant where the company works. */
export function companyDate(instant: Date): string {
  return companyDateFormat.format(instant);
}

// Built once: a formatter made per call (the public board asks for today's date on every
// request) allocates ICU's time-zone data outside the JavaScript heap, which the collector does
// not count, and the server's resident memory grew by 100 MB under one list's load.
// en-CA formats as YYYY-MM-DD.
const companyDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whole days from one date (YYYY-MM-DD) to another: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The clock of a parcel that waits at a warehouse now; null when it is not waiting (in transit, handed over). */
export function storageClock(stay: StorageStay | null, now: Date): StorageClock | null {
  if (!stay) return null;
  const today = companyDate(now);
  const days = Math.max(1, daysBetween(companyDate(stay.since), today) + 1);
  const paidDays = Math.max(0, daysBetween(stay.freeUntil, today));
  return {
    since: stay.since.toISOString(),
    free_until: stay.freeUntil,
    days,
    fee_usd: Math.round(paidDays * stay.feePerDayUsd * 100) / 100,
    fee_per_day_usd: stay.feePerDayUsd,
  };
}

/** Days of free storage left, today included (0: the fee runs). */
export function freeDaysLeft(clock: StorageClock, now: Date): number {
  return Math.max(0, daysBetween(companyDate(now), clock.free_until) + 1);
}

// ---- Reminders: 5 days and 1 day before the fee starts, and on the day it starts.

export const STORAGE_REMINDERS = [
  { kind: 'five_days', daysBeforeFee: 5 },
  { kind: 'one_day', daysBeforeFee: 1 },
  { kind: 'fee_started', daysBeforeFee: 0 },
] as const;
export type StorageReminderKind = (typeof STORAGE_REMINDERS)[number]['kind'];

/**
 * The reminders of a stay that are due on `today` (YYYY-MM-DD), oldest first. One falling before
 * the day of arrival is never due (a parcel with 3 free days gets no "5 days left"). The job sends
 * only the last of them (after downtime the older ones are out of date) and records them all.
 */
export function dueStorageReminders(stay: Pick<StorageStay, 'since' | 'freeUntil'>, today: string): StorageReminderKind[] {
  const arrival = companyDate(stay.since);
  const feeStarts = addDays(stay.freeUntil, 1);
  return STORAGE_REMINDERS.filter(({ daysBeforeFee }) => {
    const on = addDays(feeStarts, -daysBeforeFee);
    return on <= today && on >= arrival;
  }).map(({ kind }) => kind);
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The reminder's notification and mail text; `daysLeft` is counted when it is sent. */
export const storageReminderText = /* @__PURE__ */ localizedFunction(
  'storageReminderText',
  function storageReminderText(
    kind: StorageReminderKind,
    parcel: { name: string; trackNumber: string; warehouse: string; freeUntil: string; feePerDayUsd: number; daysLeft: number },
  ) {
    const track = parcel.trackNumber ? ` (трек-номер ${parcel.trackNumber})` : '';
    const [year, month, day] = parcel.freeUntil.split('-');
    const until = `${day}.${month}.${year}`;
    if (kind === 'fee_started') {
      return {
        title: `Платное хранение посылки «${parcel.name}»`,
        description: `Бесплатное хранение посылки «${parcel.name}»${track} на складе ${parcel.warehouse} закончилось ${until}. С сегодняшнего дня хранение стоит ${usd(parcel.feePerDayUsd)} в день.`,
      };
    }
    const left = parcel.daysLeft === 1 ? 'последний день' : `осталось дней: ${parcel.daysLeft}`;
    return {
      title: `Бесплатное хранение посылки «${parcel.name}» до ${until}`,
      description: `Посылка «${parcel.name}»${track} ждёт на складе ${parcel.warehouse}. Бесплатное хранение до ${until} включительно (${left}), затем ${usd(parcel.feePerDayUsd)} в день.`,
    };
  },
);
