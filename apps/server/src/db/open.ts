import path from 'node:path';
import type { Config } from '../config';
import { type Database, type DatabaseOptions, openDatabase } from './client';
import { lockDataDir, preparePrivateDir } from './embedded/data-dir';
import { migrateDatabase } from './migrate';
import { seedReferenceData } from './seed';

/**
 * Opens, migrates and seeds the database. PGlite does not lock its directory itself, and two
 * processes on one directory corrupt it, so the embedded database takes a lock first.
 */
export async function openAppDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'env'>,
  events: Pick<DatabaseOptions, 'onWorkerStarted' | 'supervision'> = {},
): Promise<Database> {
  let releaseLock: (() => Promise<void>) | undefined;
  const pgliteDir = path.join(config.dataDir, 'pglite');
  await preparePrivateDir(config.dataDir);
  if (!config.databaseUrl) releaseLock = await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir,
      ...events,
      // A mistake that does not hang fails loudly in tests and development, and is logged in production.
      logTransactionMisuse: config.env === 'production',
    });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    return {
      ...database,
      async close() {
        await database.close();
        await releaseLock?.();
      },
    };
  } catch (error) {
    await releaseLock?.();
    throw error;
  }
}
