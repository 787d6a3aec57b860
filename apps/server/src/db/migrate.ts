import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPath } from '../paths';
import type { Database } from './client';

// Any constant works; it keeps two processes starting together from migrating at once.
const MIGRATION_LOCK_ID = 7_350_001;

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = serverPath('drizzle');
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The lock and the migrations on one connection: a transaction holds its lock until it ends,
  // where a session lock taken and released through the pool could land on two connections. The
  // second process waits here, then finds nothing left to apply.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
