import type { TariffTerms } from '@kerben/domain';
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedOnce } from '../../../db/list';
import { storageTerms, tariffVersions, warehouses } from '../../../db/schema';

export type TariffRow = typeof tariffVersions.$inferSelect;

/** The version in force on `date`: the latest to take effect on or before it (of one date, the last made). */
export async function versionInForce(db: DbOrTx, date: string): Promise<TariffRow | undefined> {
  const statement = preparedOnce(db, 'tariff_in_force', (name) =>
    db
      .select()
      .from(tariffVersions)
      .where(lte(tariffVersions.effectiveFrom, sql.placeholder('date')))
      .orderBy(desc(tariffVersions.effectiveFrom), desc(tariffVersions.id))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ date });
  return row;
}

export async function versionById(db: DbOrTx, id: number): Promise<TariffRow | undefined> {
  const [row] = await db.select().from(tariffVersions).where(eq(tariffVersions.id, id));
  return row;
}

/** Every version, by the date it takes effect (then as made). */
export const listVersions = (db: DbOrTx) =>
  db.select().from(tariffVersions).orderBy(asc(tariffVersions.effectiveFrom), asc(tariffVersions.id));

export async function insertVersion(
  db: DbOrTx,
  values: { effectiveFrom: string; terms: TariffTerms; createdBy: number },
): Promise<void> {
  await db.insert(tariffVersions).values(values);
}

/** Every warehouse with its own columns (the terms before any history) and every terms row, by date. */
export async function storageTermsOfWarehouses(db: DbOrTx) {
  const [houses, terms] = [
    await db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        freeDays: warehouses.freeStorageDays,
        feePerDayUsd: warehouses.storageFeePerDayUsd,
      })
      .from(warehouses)
      .orderBy(asc(warehouses.id)),
    await db
      .select({
        warehouseId: storageTerms.warehouseId,
        effectiveFrom: storageTerms.effectiveFrom,
        freeDays: storageTerms.freeDays,
        feePerDayCents: storageTerms.feePerDayCents,
      })
      .from(storageTerms)
      .orderBy(asc(storageTerms.warehouseId), asc(storageTerms.effectiveFrom)),
  ];
  return { houses, terms };
}

export async function existingWarehouseIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, ids));
  return rows.map((row) => row.id);
}

/** Terms of a date replace what was set for that date already (the audit log keeps the earlier). */
export async function saveStorageTerms(
  db: DbOrTx,
  rows: Array<{ warehouseId: number; effectiveFrom: string; freeDays: number; feePerDayCents: number; createdBy: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(storageTerms)
    .values(rows)
    .onConflictDoUpdate({
      target: [storageTerms.warehouseId, storageTerms.effectiveFrom],
      set: {
        freeDays: sql`excluded.free_days`,
        feePerDayCents: sql`excluded.fee_per_day_cents`,
        createdBy: sql`excluded.created_by`,
      },
    });
}
