import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike, fetchNewestFirst, type PageRequest } from '../../db/list';
import { inserted } from '../../db/rows';
import { outOfStateRequests } from '../../db/schema';

// Every query of the out-of-state requests. Functions take the database or a transaction.

export type OutOfStateRequestRow = typeof outOfStateRequests.$inferSelect;
export type OutOfStateRequestValues = Omit<typeof outOfStateRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface OutOfStateRequestFilters {
  /** true: only new ones, false: only processed ones. */
  isNew?: boolean;
  /** Part of the name, email, phone, WhatsApp, Telegram or address, any case. */
  search?: string;
}

/** Newest first, as outside_requests_created_idx (and _new_idx with the status filter) is ordered. */
export function listOutOfStateRequests<T>(
  db: DbOrTx,
  filters: OutOfStateRequestFilters,
  page: PageRequest,
  present: (row: OutOfStateRequestRow) => T,
) {
  const conditions: SQL[] = [];
  if (filters.isNew !== undefined) conditions.push(eq(outOfStateRequests.isNew, filters.isNew));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const match = or(
      ilike(outOfStateRequests.fullName, pattern),
      ilike(outOfStateRequests.email, pattern),
      ilike(outOfStateRequests.phoneNumber, pattern),
      ilike(outOfStateRequests.whatsapp, pattern),
      ilike(outOfStateRequests.telegram, pattern),
      ilike(outOfStateRequests.address, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  return fetchNewestFirst(
    db,
    { select: db.select().from(outOfStateRequests).$dynamic(), table: outOfStateRequests, where, present },
    page,
  );
}

export async function insertOutOfStateRequest(db: DbOrTx, values: OutOfStateRequestValues): Promise<OutOfStateRequestRow> {
  return inserted(await db.insert(outOfStateRequests).values(values).returning(), outOfStateRequests);
}

/** The row after the change, or undefined when there is no such request. */
export async function updateOutOfStateRequest(
  db: DbOrTx,
  id: number,
  values: Partial<OutOfStateRequestValues>,
): Promise<OutOfStateRequestRow | undefined> {
  const [row] = await db
    .update(outOfStateRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(outOfStateRequests.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deleteOutOfStateRequest(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(outOfStateRequests)
    .where(eq(outOfStateRequests.id, id))
    .returning({ id: outOfStateRequests.id });
  return deleted.length > 0;
}
