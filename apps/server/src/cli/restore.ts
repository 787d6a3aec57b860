import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/embedded/data-dir';
import { DamagedBackupError, RestoreRefused, restoreBackup } from '../modules/backups';
import { runCommand } from './run';

/**
 * npm run restore -- [--key-file KEY] FILE
 * Rebuilds an empty DATA_DIR from a file of `npm run backup`; the whole file is checked first, its
 * signature with the backup key of KEY (`npm run backup -- --export-key`) or of JWT_SECRET, and a
 * damaged, foreign or altered one changes nothing. Then start the server on that DATA_DIR.
 */
async function main(): Promise<number> {
  process.umask(0o077);
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'key-file': { type: 'string' } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(
      'Usage: DATA_DIR=/path/to/empty/dir npm run restore -- [--key-file /path/to/kerben-backup.key] /path/to/kerben-backup.tar',
    );
    return 2;
  }
  const config = loadConfig();
  // npm runs scripts in the repository's root: a relative path is the operator's, from where they typed it.
  const fromHere = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const keyFile = values['key-file'];
  const restored = await restoreBackup(fromHere(file), config, {
    keyFile: keyFile === undefined ? undefined : fromHere(keyFile),
    progress: (line) => console.log(line),
  });
  console.log(
    `Restored the backup of ${restored.createdAt} into ${restored.dataDir} (${restored.files} stored files). Start the server with DATA_DIR=${restored.dataDir}.`,
  );
  return 0;
}

runCommand(main, [RestoreRefused, DamagedBackupError, ConfigError, DataDirInUseError]);
