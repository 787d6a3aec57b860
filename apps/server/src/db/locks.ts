import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Waits for, then holds until the transaction ends, a PostgreSQL advisory lock named `name`:
 * processes starting together (or running one job) do the guarded step one at a time.
 */
export async function holdTransactionLock(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kerben:${name}`}))`);
}
