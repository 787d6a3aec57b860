import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import type { Logger } from '../core/logger';
import { openDatabase } from '../db/client';
import { DataDirInUseError, isDataDirLocked, lockDataDir } from '../db/embedded/data-dir';
import { loadSigningSecret } from '../db/secrets';
import { withHeldRemovals } from '../file-storage/removal-hold';
import { createStorage } from '../file-storage/storage';
import {
  askServerForBackup,
  askServerForBackupKey,
  BackupRefused,
  backupKeyFromSecret,
  createBackupService,
  exportBackupKey,
  POSTGRES_BACKUP_ADVICE,
} from '../modules/backups';
import { runCommand } from './run';

/**
 * npm run backup -- --out FILE
 * One .tar holding the embedded database and every stored file it names, signed with the
 * installation's backup key. A server running on DATA_DIR takes it (asked over DATA_DIR/backup.sock)
 * and keeps serving; with none running, this process opens DATA_DIR itself.
 *
 * npm run backup -- --export-key FILE
 * Writes the backup key (mode 0600) that `npm run restore -- --key-file FILE` needs to restore this
 * installation's backups on a new DATA_DIR: keep it apart from the backups.
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

type Config = ReturnType<typeof loadConfig>;

/** No server runs: the backup service of this process, on DATA_DIR opened under its lock. */
async function withBackupsHere<T>(config: Config, run: (backups: ReturnType<typeof createBackupService>) => Promise<T>) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!existsSync(pgliteDir))
    throw new Refused(`${config.dataDir} holds no Kerben database (no pglite/ folder). Is DATA_DIR right?`);
  const release = await lockDataDir(config.dataDir);
  try {
    // Opened as it is, not migrated: a backup changes nothing.
    const database = await openDatabase({ pgliteDir });
    try {
      const held = withHeldRemovals(createStorage(config), say);
      return await run(
        createBackupService({
          db: database.db,
          kind: 'pglite',
          dataDir: config.dataDir,
          storage: held.storage,
          holdRemovals: held.hold,
          logger: say,
          key: backupKeyFromSecret(await loadSigningSecret(database.db, config.jwtSecret)),
        }),
      );
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

const serverSilent = (config: Config) =>
  new Refused(
    `A Kerben server holds ${config.dataDir} but does not answer on its control socket (${path.join(config.dataDir, 'backup.sock')}): it may be an older version, or starting. Restart it, or stop it and run this again.`,
  );

/** The backup key: the running server's (it signs the backups), else JWT_SECRET's, else DATA_DIR's database's. */
async function exportKey(config: Config, out: string): Promise<number> {
  const answer = await askServerForBackupKey(config.dataDir);
  if (answer && !answer.ok) throw new Refused(`The server did not give the key: ${answer.error}`);
  if (!answer && (await isDataDirLocked(config.dataDir))) throw serverSilent(config);
  const key = answer
    ? answer.key
    : config.jwtSecret
      ? exportBackupKey(backupKeyFromSecret(config.jwtSecret))
      : await withBackupsHere(config, async (backups) => backups.exportKey());
  // 'wx': an existing key file is never replaced (it may be the one an older backup needs).
  await writeFile(out, key, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    throw new Refused(`${out} cannot be written (${error.code ?? error.message}); choose a new file name.`);
  });
  console.log(
    `The backup key is in ${out}. Keep it apart from the backups (another machine, a password manager): \`npm run restore -- --key-file ${out} FILE\` needs it to restore them on a new DATA_DIR.`,
  );
  return 0;
}

async function main(): Promise<number> {
  process.umask(0o077);
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'export-key': { type: 'string' } } });
  const target = values.out ?? values['export-key'];
  if (!target || (values.out && values['export-key'])) {
    console.error(
      'Usage: npm run backup -- --out /path/to/kerben-backup.tar\n       npm run backup -- --export-key /path/to/kerben-backup.key',
    );
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) throw new Refused(POSTGRES_BACKUP_ADVICE);
  // npm runs scripts in the repository's root: a relative path is the operator's, from where they typed it.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (values['export-key']) return exportKey(config, out);
  const answer = await askServerForBackup(config.dataDir, out);
  if (answer && !answer.ok) throw new Refused(`The server did not take the backup: ${answer.error}`);
  if (!answer && (await isDataDirLocked(config.dataDir))) throw serverSilent(config);
  const outcome = answer ?? (await withBackupsHere(config, (backups) => backups.takeBackup('command', out)));
  const megabytes = (outcome.sizeBytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${outcome.file}: ${megabytes} MB, ${outcome.files} stored files, in ${(outcome.durationMs / 1000).toFixed(1)} s (the database paused ${outcome.pauseMs} ms), signed with backup key ${outcome.keyId}.`,
  );
  if (outcome.missingFiles.length > 0) {
    console.warn(
      `Warning: ${outcome.missingFiles.length} files the database names were not in storage: ${outcome.missingFiles.join(', ')}`,
    );
  }
  return 0;
}

runCommand(main, [Refused, BackupRefused, ConfigError, DataDirInUseError]);
