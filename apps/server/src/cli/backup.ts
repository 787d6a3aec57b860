import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import type { Logger } from '../core/logger';
import { openDatabase } from '../db/client';
import { DataDirInUseError, isDataDirLocked, lockDataDir } from '../db/open';
import { withHeldRemovals } from '../file-storage/removal-hold';
import { createStorage } from '../file-storage/storage';
import { askServerForBackup, BackupRefused, createBackupService, POSTGRES_BACKUP_ADVICE } from '../modules/backups';
import { runCommand } from './run';

/**
 * npm run backup -- --out FILE
 * One .tar holding the embedded database and every stored file it names. A server running on
 * DATA_DIR takes it (asked over DATA_DIR/backup.sock) and keeps serving; with none running, this
 * process opens DATA_DIR itself.
 */

class Refused extends Error {}

const say: Logger = {
  info: (fields, message) => console.log(message ?? '', JSON.stringify(fields)),
  warn: (fields, message) => console.warn(message ?? '', JSON.stringify(fields)),
  error: (fields, message) =>
    console.error(
      message ?? '',
      JSON.stringify(fields, (key, value) => (key === 'err' ? String(value) : value)),
    ),
};

/** No server runs: the same backup, taken by this process under DATA_DIR's lock. */
async function backUpHere(config: ReturnType<typeof loadConfig>, out: string) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!existsSync(pgliteDir))
    throw new Refused(`${config.dataDir} holds no Kerben database (no pglite/ folder). Is DATA_DIR right?`);
  const release = await lockDataDir(config.dataDir);
  try {
    // Opened as it is, not migrated: a backup changes nothing.
    const database = await openDatabase({ pgliteDir });
    try {
      const held = withHeldRemovals(createStorage(config), say);
      const backups = createBackupService({
        db: database.db,
        kind: 'pglite',
        dataDir: config.dataDir,
        storage: held.storage,
        holdRemovals: held.hold,
        logger: say,
      });
      return await backups.takeBackup('command', out);
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

async function main(): Promise<number> {
  process.umask(0o077);
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error('Usage: npm run backup -- --out /path/to/kerben-backup.tar');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) throw new Refused(POSTGRES_BACKUP_ADVICE);
  // npm runs scripts in the repository's root: a relative path is the operator's, from where they typed it.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const answer = await askServerForBackup(config.dataDir, out);
  if (answer && !answer.ok) throw new Refused(`The server did not take the backup: ${answer.error}`);
  if (!answer && (await isDataDirLocked(config.dataDir))) {
    throw new Refused(
      `A Kerben server holds ${config.dataDir} but does not answer on its control socket (${path.join(config.dataDir, 'backup.sock')}): it may be an older version, or starting. Restart it, or stop it and run this again.`,
    );
  }
  const outcome = answer ?? (await backUpHere(config, out));
  const megabytes = (outcome.sizeBytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${outcome.file}: ${megabytes} MB, ${outcome.files} stored files, in ${(outcome.durationMs / 1000).toFixed(1)} s (the database paused ${outcome.pauseMs} ms).`,
  );
  if (outcome.missingFiles.length > 0) {
    console.warn(
      `Warning: ${outcome.missingFiles.length} files the database names were not in storage: ${outcome.missingFiles.join(', ')}`,
    );
  }
  return 0;
}

runCommand(main, [Refused, BackupRefused, ConfigError, DataDirInUseError]);
