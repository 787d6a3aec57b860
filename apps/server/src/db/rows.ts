import { eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// The two statements every table's queries write alike: a row added answering its id, a row
// changed by its id. What is particular to a table (what it answers, what it refuses) stays in
// its module's queries.ts.

type TableWithId = PgTable & { id: AnyPgColumn };

/** The one row an INSERT … RETURNING answers; none back is a bug (a broken statement), never a client's mistake. */
export function inserted<T>([row]: readonly T[], table: PgTable): T {
  if (!row) throw new Error(`${getTableName(table)}: row not inserted`);
  return row;
}

/** Adds one row and answers its id. */
export async function insertReturningId<T extends TableWithId>(db: DbOrTx, table: T, values: PgInsertValue<T>): Promise<number> {
  const rows = await db.insert(table).values(values).returning({ id: table.id });
  return inserted(rows, table).id as number;
}

/** Changes the row with this id; a change that names nothing (every value undefined) is not sent. */
export async function updateById<T extends TableWithId>(db: DbOrTx, table: T, id: number, values: PgUpdateSetSource<T>) {
  if (Object.values(values).every((value) => value === undefined)) return;
  await db.update(table).set(values).where(eq(table.id, id));
}
