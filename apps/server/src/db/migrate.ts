import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPath } from '../paths';
import type { Database } from './client';

// Any constant works; it keeps two processes starting together from migrating at once.
const MIGRATION_LOCK_ID = 7_350_001;

/**
 * The migrations of `drizzle/` (drizzle-kit's, all pending ones in one transaction), then the
 * indexes of `drizzle/concurrent/` built without holding writes back (CONTRIBUTING: "Migrations
 * on big tables").
 */
export async function migrateDatabase(database: Database, migrationsFolder = serverPath('drizzle')): Promise<void> {
  await migrateInTransaction(database, migrationsFolder);
  await buildConcurrentIndexes(database, path.join(migrationsFolder, 'concurrent'));
}

async function migrateInTransaction(database: Database, migrationsFolder: string): Promise<void> {
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

const CONCURRENT_INDEX = /^create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"([a-z0-9_]+)"/i;

/**
 * CREATE INDEX CONCURRENTLY cannot run in a transaction, and drizzle's migrator runs every
 * migration in one, so an index on a big table is a statement of `drizzle/concurrent/*.sql`
 * (files in name order, statements split like a migration's), run here on its own after the
 * migrations, at every start: `IF NOT EXISTS` makes it nothing once built. A build that failed
 * halfway (a crash, a duplicate for a unique index) leaves an invalid index, dropped and built again
 * (unless another process is building it right now: that one finishes it).
 * The embedded database has one connection and nothing else writing: there it is a plain build.
 */
async function buildConcurrentIndexes(database: Database, folder: string): Promise<void> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const statements = (await readFile(path.join(folder, file), 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean);
    for (const statement of statements) {
      const name = CONCURRENT_INDEX.exec(statement)?.[1];
      if (!name) throw new Error(`${file}: only CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS "name" ON … belongs here`);
      if (database.kind === 'pglite') {
        await database.db.execute(sql.raw(statement.replace(/\s+concurrently\s+/i, ' ')));
        continue;
      }
      const invalid = (await database.db.execute(
        sql`select 1 from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${name} and not i.indisvalid
          and not exists (select 1 from pg_stat_progress_create_index p where p.index_relid = i.indexrelid)`,
      )) as unknown as { rows: unknown[] };
      if (invalid.rows.length > 0) await database.db.execute(sql.raw(`drop index concurrently if exists "${name}"`));
      await createConcurrently(database, statement);
    }
  }
}

/**
 * Two processes starting together build the same index at once; PostgreSQL then ends one of them
 * with a deadlock (40P01). That one tries again: by then the other's index exists, or is being
 * built (IF NOT EXISTS waits for nothing and returns).
 */
async function createConcurrently(database: Database, statement: string, attempt = 1): Promise<void> {
  try {
    await database.db.execute(sql.raw(statement));
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== '40P01' || attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    await createConcurrently(database, statement, attempt + 1);
  }
}
