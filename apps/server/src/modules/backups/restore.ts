import { constants } from 'node:fs';
import { access, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { isDataDirLocked, lockDataDir } from '../../db/embedded/data-dir';
import { createS3Storage } from '../../file-storage/storage';
import { backupKeyFromSecret, importBackupKey } from './signature';
import { extractArchive, verifyArchive } from './unpack';

/** A restore that must not go ahead (the message says why and what to do). */
export class RestoreRefused extends Error {}

const LOCK_NAME = 'kerben.lock';

/** What stands in `dir`, the lock of a process that has stopped aside. */
async function contentsOf(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => name !== LOCK_NAME);
}

async function assertFree(dataDir: string): Promise<void> {
  if (await isDataDirLocked(dataDir)) {
    throw new RestoreRefused(`${dataDir} is in use by a running Kerben server. Stop it, and restore into an empty DATA_DIR.`);
  }
}

async function assertEmpty(dataDir: string): Promise<void> {
  const found = await contentsOf(dataDir);
  if (found.length > 0) {
    throw new RestoreRefused(
      `${dataDir} is not empty (${found.slice(0, 3).join(', ')}${found.length > 3 ? ', ...' : ''}). A restore only fills an empty DATA_DIR: choose a new one, or move this one away first.`,
    );
  }
}

/**
 * The key the backup must be signed with: the exported key file given (a backup of another
 * installation, or of this one when its secret lived only in the database), else the key of
 * JWT_SECRET. A DATA_DIR being restored is empty, so a generated secret is not there to read.
 */
async function backupKey(config: Pick<Config, 'jwtSecret'>, keyFile: string | undefined): Promise<Buffer> {
  if (keyFile) {
    const text = await readFile(keyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new RestoreRefused(`The key file ${keyFile} cannot be read (${error.code ?? error.message}).`);
    });
    const key = importBackupKey(text);
    if (!key) {
      throw new RestoreRefused(
        `${keyFile} is not a backup key: it must hold the one line \`npm run backup -- --export-key FILE\` wrote.`,
      );
    }
    return key;
  }
  if (config.jwtSecret) return backupKeyFromSecret(config.jwtSecret);
  throw new RestoreRefused(
    'A backup is restored with the backup key of the installation that wrote it: give its key file with --key-file ' +
      '(written there by `npm run backup -- --export-key FILE`), or set JWT_SECRET as that installation had it.',
  );
}

export interface RestoreOptions {
  /** An exported backup key (`npm run backup -- --export-key`); else the key of JWT_SECRET. */
  keyFile?: string;
  progress?: (line: string) => void;
}

export interface RestoreOutcome {
  dataDir: string;
  files: number;
  createdAt: string;
}

/**
 * Rebuilds an empty DATA_DIR from a backup: the whole file is checked against its manifest and the
 * manifest against its signature first (nothing is written if it is damaged, signed with another
 * key or holds anything but plain files at a backup's places), then unpacked under DATA_DIR's lock,
 * the stored files put into the configured storage, and the database opened once, which replays
 * its last WAL.
 */
export async function restoreBackup(
  file: string,
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'jwtSecret'>,
  { keyFile, progress = () => {} }: RestoreOptions = {},
): Promise<RestoreOutcome> {
  if (config.databaseUrl) {
    throw new RestoreRefused(
      'DATABASE_URL is set: a Kerben backup holds the embedded database. Restore PostgreSQL with pg_restore (see docs/operations.md, "Backups").',
    );
  }
  const { dataDir } = config;
  await access(file, constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(`${file} cannot be read (${error.code ?? error.message}).`);
  });
  const key = await backupKey(config, keyFile);
  await assertFree(dataDir);
  await assertEmpty(dataDir);
  progress(`checking ${file} ...`);
  const manifest = await verifyArchive(file, key);
  progress(
    `the backup of ${manifest.created_at} is whole and signed with this key (${Object.keys(manifest.entries).length} entries); restoring into ${dataDir}`,
  );

  const release = await lockDataDir(dataDir);
  try {
    // Checked again under the lock: something may have been written meanwhile.
    await assertEmpty(dataDir);
    try {
      await extractArchive(file, dataDir);
      if (config.s3) {
        // The archive lays the files out as local storage does; with S3 they go to the bucket.
        const storage = createS3Storage(config.s3);
        for (const stored of manifest.files) {
          await storage.put(
            stored.key,
            await readFile(path.join(dataDir, 'uploads', ...stored.key.split('/'))),
            stored.content_type,
          );
        }
        await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
      }
      // The first start replays the WAL the backup carries up to its end; done here, so a backup
      // that does not open is known now and not at the server's start.
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      await database.close();
    } catch (error) {
      // Leaves DATA_DIR as empty as it was found.
      for (const name of await contentsOf(dataDir)) await rm(path.join(dataDir, name), { recursive: true, force: true });
      throw error;
    }
  } finally {
    await release();
  }
  return { dataDir, files: manifest.files.length, createdAt: manifest.created_at };
}
