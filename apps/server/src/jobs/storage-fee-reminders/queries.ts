import type { Language } from '@kerben/domain';
import { and, asc, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parcels, storageReminders, users, warehouses } from '../../db/schema';

// The storage reminders' queries: the stays some reminder may be due for, and what was recorded.

export interface StayRow {
  parcelId: number;
  name: string;
  trackNumber: string;
  since: Date;
  freeUntil: string;
  feePerDayUsd: number;
  warehouse: string;
  owner: { id: number; email: string; language: Language };
}

/**
 * Stays whose first reminder (5 days before the fee) has come by `latestFreeUntil` and whose last
 * one (the fee's first day) is not recorded yet, a batch at a time by parcel id.
 */
export function findStaysToRemind(db: DbOrTx, latestFreeUntil: string, afterId: number, limit: number): Promise<StayRow[]> {
  const feeStartedRecorded = db
    .select({ one: sql`1` })
    .from(storageReminders)
    .where(
      and(
        eq(storageReminders.parcelId, parcels.id),
        eq(storageReminders.since, parcels.storageSince),
        eq(storageReminders.kind, 'fee_started'),
      ),
    );
  return db
    .select({
      parcelId: parcels.id,
      name: parcels.name,
      trackNumber: parcels.trackNumber,
      since: sql<Date>`${parcels.storageSince}`.mapWith(parcels.storageSince),
      freeUntil: sql<string>`${parcels.storageFreeUntil}`.mapWith(parcels.storageFreeUntil),
      feePerDayUsd: sql<number>`coalesce(${parcels.storageFeePerDayUsd}, 0)`.mapWith(Number),
      warehouse: warehouses.name,
      owner: { id: users.id, email: users.email, language: users.language },
    })
    .from(parcels)
    .innerJoin(users, eq(users.id, parcels.userId))
    .innerJoin(warehouses, eq(warehouses.id, parcels.warehouseId))
    .where(
      and(
        isNotNull(parcels.storageSince),
        lte(parcels.storageFreeUntil, latestFreeUntil),
        gt(parcels.id, afterId),
        notExists(feeStartedRecorded),
      ),
    )
    .orderBy(asc(parcels.id))
    .limit(limit);
}

/** The reminders already recorded for these stays, as "parcelId kind" keys. */
export async function recordedReminders(db: DbOrTx, stays: Array<{ parcelId: number; since: Date }>): Promise<Set<string>> {
  if (stays.length === 0) return new Set();
  const rows = await db
    .select({ parcelId: storageReminders.parcelId, since: storageReminders.since, kind: storageReminders.kind })
    .from(storageReminders)
    .where(
      inArray(
        storageReminders.parcelId,
        stays.map((stay) => stay.parcelId),
      ),
    );
  const sinceOf = new Map(stays.map((stay) => [stay.parcelId, stay.since.getTime()]));
  return new Set(
    rows.filter((row) => sinceOf.get(row.parcelId) === row.since.getTime()).map((row) => `${row.parcelId} ${row.kind}`),
  );
}

/**
 * Records reminders; answers the parcels whose `sent` reminder this call recorded (another
 * process that recorded it first keeps it, and this one sends nothing for that parcel).
 */
export async function recordReminders(
  db: DbOrTx,
  rows: Array<{ parcelId: number; since: Date; kind: string; sent: boolean }>,
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(storageReminders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ parcelId: storageReminders.parcelId, sent: storageReminders.sent });
  return new Set(inserted.filter((row) => row.sent).map((row) => row.parcelId));
}
