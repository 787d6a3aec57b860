import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-guard';
import { fetchPage, type PageRequest, type RowOf } from '../../db/list';
import { insertReturningId } from '../../db/rows';
import { countries, files, parcels, storageTerms, warehouses } from '../../db/schema';

// Parcels held now, per warehouse: a correlated count served by the (warehouse, created) index.
const parcelsCount = sql<number>`(select count(*)::int from ${parcels} where ${parcels.warehouseId} = ${warehouses.id})`;

// The storage terms a parcel arriving today gets (what the storage clock's trigger reads): the
// warehouse's terms in force today, which «Тарифы» may have scheduled; its own columns before any.
const termsToday = (column: SQL) =>
  sql`(select ${column} from ${storageTerms} st where st.warehouse_id = ${warehouses.id}
    and st.effective_from <= (now() at time zone 'Asia/Bishkek')::date order by st.effective_from desc limit 1)`;
const freeStorageDays = sql<number>`coalesce(${termsToday(sql`st.free_days`)}, ${warehouses.freeStorageDays})`;
const storageFeePerDayUsd = sql<number>`coalesce(${termsToday(sql`st.fee_per_day_cents / 100.0`)}, ${warehouses.storageFeePerDayUsd})::float8`;

function selectWarehouses(db: DbOrTx) {
  return db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      aliases: warehouses.aliases,
      address: warehouses.address,
      freeStorageDays,
      storageFeePerDayUsd,
      countryId: countries.id,
      countryName: countries.name,
      countryIconKey: files.key,
      parcelsCount,
    })
    .from(warehouses)
    .leftJoin(countries, eq(countries.id, warehouses.countryId))
    .leftJoin(files, eq(files.id, countries.iconFileId))
    .$dynamic();
}

export type WarehouseRow = RowOf<typeof selectWarehouses>;

/** By id: the fixed ids first (14, 24, 25, 28), then the ones an admin created. */
export function listWarehouses<T>(db: DbOrTx, page: PageRequest, present: (row: WarehouseRow) => T) {
  return fetchPage(
    db,
    { rows: selectWarehouses(db).orderBy(asc(warehouses.id)), table: warehouses, where: undefined, present },
    page,
  );
}

export async function findWarehouse(db: DbOrTx, id: number): Promise<WarehouseRow | undefined> {
  const [row] = await selectWarehouses(db).where(eq(warehouses.id, id));
  return row;
}

export async function warehouseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
  return Boolean(row);
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

export type WarehouseValues = {
  name: string;
  aliases: string[];
  countryId: number | null;
  address: string;
  freeStorageDays?: number;
  storageFeePerDayUsd?: number;
};

export const insertWarehouse = (db: DbOrTx, values: WarehouseValues) => insertReturningId(db, warehouses, values);

export async function updateWarehouse(db: DbOrTx, id: number, values: Partial<WarehouseValues>): Promise<boolean> {
  // An update that names no field changes nothing (Drizzle refuses an empty SET): it only says whether the row exists.
  if (Object.values(values).every((value) => value === undefined)) {
    return (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id))).length > 0;
  }
  const updated = await db.update(warehouses).set(values).where(eq(warehouses.id, id)).returning({ id: warehouses.id });
  return updated.length > 0;
}

/** True when it was deleted; 409 while parcels or expected parcels name it (db/delete-guard.ts). */
export async function deleteWarehouse(tx: Tx, id: number): Promise<boolean> {
  return (await deleteUnlessReferenced(tx, warehouses, [id])) > 0;
}
