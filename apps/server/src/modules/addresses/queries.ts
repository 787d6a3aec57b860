import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, expectedParcels, parcels } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'fullName' | 'phoneNumber' | 'email' | 'address' | 'city' | 'country'>;

/** A person's addresses, newest first (a few each: no paging). */
export function listAddresses(db: DbOrTx, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id));
}

export async function findAddress(db: DbOrTx, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

export async function insertAddress(db: DbOrTx, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('address not inserted');
  return row;
}

export async function updateAddress(db: DbOrTx, id: number, values: Partial<AddressValues>): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(addresses.id, id))
    .returning();
  return row;
}

/** How many parcels, received or expected, name this address (it is kept while any does). */
export async function countParcelsAt(db: DbOrTx, addressId: number): Promise<number> {
  const [[received], [expected]] = await Promise.all([
    db.select({ n: count() }).from(parcels).where(eq(parcels.addressId, addressId)),
    db.select({ n: count() }).from(expectedParcels).where(eq(expectedParcels.addressId, addressId)),
  ]);
  return (received?.n ?? 0) + (expected?.n ?? 0);
}

export async function deleteAddress(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
