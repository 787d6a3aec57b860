import type { PurchaseState } from '@kerben/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-guard';
import { escapeLike, fetchPage, type PageRequest } from '../../db/list';
import { insertReturningId } from '../../db/rows';
import { parcels, purchaseEvents, purchaseRequests, users } from '../../db/schema';
import { clientColumns } from '../../db/shared-columns';

/** A request with its customer and parcel: one query a page. */
function selectPurchases(db: DbOrTx) {
  return db
    .select({
      purchase: purchaseRequests,
      owner: { ...clientColumns, email: users.email, language: users.language },
      parcelTrack: parcels.trackNumber,
    })
    .from(purchaseRequests)
    .leftJoin(users, eq(users.id, purchaseRequests.userId))
    .leftJoin(parcels, eq(parcels.id, purchaseRequests.parcelId))
    .$dynamic();
}

export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof selectPurchases>['execute']>>[number];
export type PurchaseRecord = typeof purchaseRequests.$inferSelect;
export type PurchaseValues = Omit<typeof purchaseRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface PurchaseFilters {
  userId?: number;
  /** Part of the item's or the sender's name, any case. */
  name?: string;
  /** Created that day in Bishkek (YYYY-MM-DD). */
  date?: string;
  priceMin?: number;
  priceMax?: number;
  states?: readonly PurchaseState[];
  paid?: boolean;
}

const PAID: PurchaseState[] = ['paid', 'purchased', 'received'];

/** Newest first; filtered on the table itself, so the count uses the same filter. */
export function listPurchases<T>(db: DbOrTx, filters: PurchaseFilters, page: PageRequest, present: (row: PurchaseRow) => T) {
  const conditions: SQL[] = [];
  const r = purchaseRequests;
  if (filters.userId !== undefined) conditions.push(eq(r.userId, filters.userId));
  if (filters.name) {
    const pattern = `%${escapeLike(filters.name)}%`;
    conditions.push(or(ilike(r.name, pattern), ilike(r.fullName, pattern)) as SQL);
  }
  if (filters.date) {
    // The day as the operators in Bishkek count it; a range keeps the created_at index usable.
    conditions.push(sql`${r.createdAt} >= (${filters.date}::date::timestamp at time zone 'Asia/Bishkek')`);
    conditions.push(sql`${r.createdAt} < ((${filters.date}::date + 1)::timestamp at time zone 'Asia/Bishkek')`);
  }
  if (filters.priceMin !== undefined) conditions.push(gte(r.price, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(r.price, filters.priceMax));
  if (filters.states?.length) conditions.push(inArray(r.state, [...filters.states]));
  if (filters.paid !== undefined) {
    conditions.push(filters.paid ? inArray(r.state, PAID) : sql`${r.state} not in ('paid', 'purchased', 'received')`);
  }
  const where = and(...conditions);
  return fetchPage(
    db,
    { rows: selectPurchases(db).where(where).orderBy(desc(r.createdAt), desc(r.id)), table: r, where, present },
    page,
  );
}

export async function findPurchase(db: DbOrTx, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await selectPurchases(db).where(eq(purchaseRequests.id, id));
  return row;
}

/** The request itself, locked for the rest of the transaction (a change decides on its state). */
export async function lockPurchase(db: DbOrTx, id: number): Promise<PurchaseRecord | undefined> {
  const [row] = await db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id)).for('update');
  return row;
}

export const insertPurchase = (db: DbOrTx, values: PurchaseValues) => insertReturningId(db, purchaseRequests, values);

export async function updatePurchase(db: DbOrTx, id: number, values: Partial<PurchaseValues>): Promise<void> {
  await db
    .update(purchaseRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(purchaseRequests.id, id));
}

/** Deletes it unless an invoice names it (a paid buy-out is money history): 409 saying so. */
export async function deletePurchase(tx: Tx, id: number): Promise<void> {
  await deleteUnlessReferenced(tx, purchaseRequests, [id]);
}

export async function insertEvent(
  db: DbOrTx,
  event: { purchaseId: number; state: PurchaseState; note: string; changedBy: number | null; byCustomer: boolean },
): Promise<void> {
  await db.insert(purchaseEvents).values(event);
}

export async function listEvents(db: DbOrTx, purchaseId: number) {
  return db
    .select({
      id: purchaseEvents.id,
      state: purchaseEvents.state,
      note: purchaseEvents.note,
      byCustomer: purchaseEvents.byCustomer,
      createdAt: purchaseEvents.createdAt,
      changedById: purchaseEvents.changedBy,
      changedByFirstName: users.firstName,
      changedByLastName: users.lastName,
    })
    .from(purchaseEvents)
    .leftJoin(users, eq(users.id, purchaseEvents.changedBy))
    .where(eq(purchaseEvents.purchaseId, purchaseId))
    .orderBy(asc(purchaseEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

/**
 * Gives a visitor's requests sent with this email to the account now proven to own it. Answers
 * the file ids of those requests, whose owner becomes the account too.
 */
export async function claimVisitorRequests(db: DbOrTx, user: { id: number; email: string }): Promise<number[]> {
  const claimed = await db
    .update(purchaseRequests)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(and(isNull(purchaseRequests.userId), eq(sql`lower(${purchaseRequests.email})`, user.email.toLowerCase())))
    .returning({
      image: purchaseRequests.imageFileId,
      image2: purchaseRequests.image2FileId,
      payment: purchaseRequests.paymentFileId,
    });
  return claimed.flatMap((row) => [row.image, row.image2, row.payment]).filter((id): id is number => id !== null);
}

/** The warehouse parcel with this track number (its compared form) and its owner. */
export async function findParcelByTrackKey(db: DbOrTx, trackKey: string) {
  const [row] = await db
    .select({ id: parcels.id, userId: parcels.userId, trackNumber: parcels.trackNumber })
    .from(parcels)
    .where(eq(parcels.trackKey, trackKey));
  return row;
}
