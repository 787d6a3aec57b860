import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// DATA_DIR and the embedded database's directory in it: one process at a time, its owner's alone.

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
 * PGlite lays out a new database with files open to everyone (0666); the data is customers'
 * addresses and passports, so the directory is made its owner's alone (0700 folders, 0600 files).
 */
export async function restrictToOwner(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.map((entry) => chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)));
}
