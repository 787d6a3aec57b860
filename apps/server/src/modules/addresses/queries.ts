import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-guard';
import { inserted } from '../../db/rows';
import { addresses } from '../../db/schema';

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
  return inserted(
    await db
      .insert(addresses)
      .values({ ...values, userId })
      .returning(),
    addresses,
  );
}

export async function updateAddress(db: DbOrTx, id: number, values: Partial<AddressValues>): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(addresses.id, id))
    .returning();
  return row;
}

/** True when it was deleted; 409 while parcels, received or expected, name it (db/delete-guard.ts). */
export async function deleteAddress(tx: Tx, id: number): Promise<boolean> {
  return (await deleteUnlessReferenced(tx, addresses, [id])) > 0;
}
