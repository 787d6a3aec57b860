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
  await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
  }
}
