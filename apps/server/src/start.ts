import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, openAppDatabase } from './db/open';
import { serverPath } from './paths';

// What main.ts starts. The embedded database takes about a second to open in its own thread, and
// the rest of the server as long to load on this one: it opens (and migrates) meanwhile.
async function main() {
  // Everything this process creates (the data directory, the embedded database's files, uploads,
  // mail) is readable by its owner only: passports and addresses live there.
  process.umask(0o077);
  const config = { ...loadConfig(), webDistDir: serverPath('..', 'web', 'dist') };
  const started = Date.now();
  let reportWorkerExit = (error: Error) => console.error(error);
  let reportMisuse = (error: Error) => console.error(error);
  let workerStarted = () => {};
  const opening = openAppDatabase(config, {
    onWorkerExit: (error) => reportWorkerExit(error),
    onWorkerStarted: () => workerStarted(),
    onTransactionMisuse: (error) => reportMisuse(error),
  });
  // Loading the server keeps this thread busy: the worker is started first (after the directory's
  // lock), or, on PostgreSQL, the database is simply opened first.
  await Promise.race([new Promise<void>((resolve) => (workerStarted = resolve)), opening]);
  const [{ startServer }, database] = await Promise.all([import('./server'), opening]);
  const log = await startServer(config, database, started);
  reportWorkerExit = (error) => log.error({ err: error }, 'embedded database worker died; starting it again');
  reportMisuse = (error) => log.error({ err: error }, 'transaction misused (see the stack)');
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
