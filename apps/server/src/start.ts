import cluster from 'node:cluster';
import { superviseWorkers } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/embedded/data-dir';
import { openAppDatabase } from './db/open';
import { serverPath } from './paths';

// What main.ts starts. The embedded database takes about a second to open in its own thread, and
// the rest of the server as long to load on this one: it opens (and migrates) meanwhile.
async function main() {
  // Everything this process creates (the data directory, the embedded database's files, uploads,
  // mail) is readable by its owner only: passports and addresses live there.
  process.umask(0o077);
  const config = { ...loadConfig(), webDistDir: serverPath('..', 'web', 'dist') };
  if (cluster.isPrimary && config.workers > 1) {
    if (config.databaseUrl) {
      superviseWorkers(config.workers);
      return;
    }
    // Two processes on one embedded database would corrupt it (its directory is locked anyway).
    console.error(
      JSON.stringify({
        level: 40,
        msg: `WORKERS=${config.workers} is ignored: the embedded database runs in one process (set DATABASE_URL for several)`,
      }),
    );
  }
  const started = Date.now();
  let workerStarted = () => {};
  const opening = openAppDatabase(config, {
    onWorkerStarted: () => workerStarted(),
    // The embedded database's worker died too often in a row: a supervisor (systemd, Docker,
    // Kubernetes) starts the process again, which is better than answering 503 for good.
    supervision: { onGaveUp: () => setImmediate(() => process.exit(1)) },
  });
  // Loading the server keeps this thread busy: the worker is started first (after the directory's
  // lock), or, on PostgreSQL, the database is simply opened first.
  await Promise.race([new Promise<void>((resolve) => (workerStarted = resolve)), opening]);
  const [{ startServer }, database] = await Promise.all([import('./server'), opening]);
  await startServer(config, database, started);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
