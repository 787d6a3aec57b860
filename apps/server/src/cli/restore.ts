import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/open';
import { DamagedBackupError, RestoreRefused, restoreBackup } from '../modules/backups';
import { runCommand } from './run';

/**
 * npm run restore -- FILE
 * Rebuilds an empty DATA_DIR from a file of `npm run backup`; the whole file is checked first and a
 * damaged one changes nothing. Then start the server on that DATA_DIR.
 */
async function main(): Promise<number> {
  process.umask(0o077);
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: DATA_DIR=/path/to/empty/dir npm run restore -- /path/to/kerben-backup.tar');
    return 2;
  }
  const config = loadConfig();
  // npm runs scripts in the repository's root: a relative path is the operator's, from where they typed it.
  const restored = await restoreBackup(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), config, (line) =>
    console.log(line),
  );
  console.log(
    `Restored the backup of ${restored.createdAt} into ${restored.dataDir} (${restored.files} stored files). Start the server with DATA_DIR=${restored.dataDir}.`,
  );
  return 0;
}

runCommand(main, [RestoreRefused, DamagedBackupError, ConfigError, DataDirInUseError]);
