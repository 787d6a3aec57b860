import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fetchPage, type PageRequest, type RowOf } from '../../db/list';
import { insertReturningId, updateById } from '../../db/rows';
import { files, warehouseAddresses } from '../../db/schema';

function selectWarehouseAddresses(db: DbOrTx) {
  return db
    .select({ address: warehouseAddresses, imageKey: files.key })
    .from(warehouseAddresses)
    .leftJoin(files, eq(files.id, warehouseAddresses.imageFileId))
    .$dynamic();
}

export type WarehouseAddressRow = RowOf<typeof selectWarehouseAddresses>;
export type WarehouseAddressValues = Omit<typeof warehouseAddresses.$inferInsert, 'id' | 'createdAt'>;

/** In the order they were added (a handful: the warehouses). */
export function listWarehouseAddresses<T>(db: DbOrTx, page: PageRequest, present: (row: WarehouseAddressRow) => T) {
  return fetchPage(
    db,
    {
      rows: selectWarehouseAddresses(db).orderBy(asc(warehouseAddresses.id)),
      table: warehouseAddresses,
      where: undefined,
      present,
    },
    page,
  );
}

export async function findWarehouseAddress(db: DbOrTx, id: number): Promise<WarehouseAddressRow | undefined> {
  const [row] = await selectWarehouseAddresses(db).where(eq(warehouseAddresses.id, id));
  return row;
}

export const insertWarehouseAddress = (db: DbOrTx, values: WarehouseAddressValues) =>
  insertReturningId(db, warehouseAddresses, values);

export const updateWarehouseAddress = (db: DbOrTx, id: number, values: Partial<WarehouseAddressValues>) =>
  updateById(db, warehouseAddresses, id, values);

export async function deleteWarehouseAddress(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(warehouseAddresses)
    .where(eq(warehouseAddresses.id, id))
    .returning({ imageFileId: warehouseAddresses.imageFileId });
  return row;
}
