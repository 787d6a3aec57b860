import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike, fetchPage, type PageRequest } from '../../db/list';
import { outsideRequests } from '../../db/schema';

// Every query of the out-of-state requests. Functions take the database or a transaction.

export type OutsideRequestRow = typeof outsideRequests.$inferSelect;
export type OutsideRequestValues = Omit<typeof outsideRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface OutsideRequestFilters {
  /** true: only new ones, false: only processed ones. */
  isNew?: boolean;
  /** Part of the name, email, phone, WhatsApp, Telegram or address, any case. */
  search?: string;
}

/** Newest first, as outside_requests_created_idx (and _new_idx with the status filter) is ordered. */
export function listOutsideRequests<T>(
  db: DbOrTx,
  filters: OutsideRequestFilters,
  page: PageRequest,
  present: (row: OutsideRequestRow) => T,
) {
  const conditions: SQL[] = [];
  if (filters.isNew !== undefined) conditions.push(eq(outsideRequests.isNew, filters.isNew));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const match = or(
      ilike(outsideRequests.fullName, pattern),
      ilike(outsideRequests.email, pattern),
      ilike(outsideRequests.phoneNumber, pattern),
      ilike(outsideRequests.whatsapp, pattern),
      ilike(outsideRequests.telegram, pattern),
      ilike(outsideRequests.address, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  return fetchPage(
    db,
    {
      rows: db
        .select()
        .from(outsideRequests)
        .where(where)
        .orderBy(desc(outsideRequests.createdAt), desc(outsideRequests.id))
        .$dynamic(),
      table: outsideRequests,
      where,
      present,
    },
    page,
  );
}

export async function insertOutsideRequest(db: DbOrTx, values: OutsideRequestValues): Promise<OutsideRequestRow> {
  const [row] = await db.insert(outsideRequests).values(values).returning();
  if (!row) throw new Error('outside request not inserted');
  return row;
}

/** The row after the change, or undefined when there is no such request. */
export async function updateOutsideRequest(
  db: DbOrTx,
  id: number,
  values: Partial<OutsideRequestValues>,
): Promise<OutsideRequestRow | undefined> {
  const [row] = await db
    .update(outsideRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(outsideRequests.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deleteOutsideRequest(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(outsideRequests).where(eq(outsideRequests.id, id)).returning({ id: outsideRequests.id });
  return deleted.length > 0;
}
