import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Config } from '../config';
import { type Database, type DatabaseOptions, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedReferenceData } from './seed';

export class DataDirInUseError extends Error {}

const lockOptions = (dataDir: string) => ({ lockfilePath: path.join(dataDir, 'kerben.lock'), stale: 10_000 });

/** True while a process holds DATA_DIR (a server running on it); a lock left by a crash counts 10 s. */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  return lockfile.check(dataDir, lockOptions(dataDir)).catch(() => false);
}

/**
 * Takes DATA_DIR for this process (created 0700 if missing): two processes on one embedded
 * database corrupt it. Answers the way to let go.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    return await lockfile.lock(dataDir, {
      ...lockOptions(dataDir),
      update: 2_000,
      onCompromised: (error) => {
        throw error;
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another Kerben process. Stop it first, or set DATA_DIR to another directory. (If that process crashed, wait 10 seconds.)`,
      );
    }
    throw error;
  }
}

/**
 * DATA_DIR holds passports, addresses, mail and the embedded database: like PostgreSQL's data
 * directory it is its owner's alone (0700), created so, and tightened if it was made more open.
 */
export async function preparePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (((await stat(dir)).mode & 0o077) !== 0) await chmod(dir, 0o700);
}

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
