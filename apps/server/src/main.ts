import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoBoard, seedDemoCatalog } from './db/demo';
import { DataDirInUseError } from './db/open';
import { serverPath } from './paths';

// Registrations never activated free their email after a day; the sweep runs this often.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

async function main() {
  // Everything this process creates (the data directory, the embedded database's files, uploads,
  // mail) is readable by its owner only: passports and addresses live there.
  process.umask(0o077);
  const config = { ...loadConfig(), webDistDir: serverPath('..', 'web', 'dist') };
  const started = Date.now();
  const { app, services } = await buildApp(config);
  await services.users.ensureFirstAdmin({ ...config.admin, dataDir: config.dataDir, logger: app.log });
  if (config.demoData) {
    // Demo data is a convenience: a failure is logged and the server still starts.
    await seedDemoCatalog(services)
      .then((seeded) => seeded && app.log.info('demo catalogue seeded (DEMO_DATA=false turns it off)'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'demo catalogue not seeded'));
    await seedDemoBoard(services)
      .then((seeded) => seeded && app.log.info('demo bulletin board seeded (DEMO_DATA=false turns it off)'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'demo bulletin board not seeded'));
  }
  await services.mail.start();
  const purge = () =>
    services.auth
      .purgeExpiredRegistrations()
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired registrations not purged'));
  await purge();
  setInterval(purge, PURGE_INTERVAL_MS).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite at ${config.dataDir}`, startupMs: Date.now() - started },
    `Kerben is ready on port ${config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
