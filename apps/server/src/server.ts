import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { seedDemoBoard, seedDemoCatalog } from './demo';
import { startJobs } from './jobs';

/**
 * The server on an opened database (start.ts opens it while this module loads): the first admin,
 * demo data, the mail sender, the backups, the timed jobs, signals, and then the port.
 * Answers the app's logger.
 */
export async function startServer(config: Config, database: Database, started: number) {
  const { app, services } = await buildApp(config, { database });
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
  // Telegram: its outbox's sender, and the webhook registered or this process polling (TELEGRAM_BOT_TOKEN).
  await services.telegram.start();
  // `npm run backup` asks this process over DATA_DIR/backup.sock; BACKUP_DIR adds a schedule.
  app.addHook('onClose', await services.backups.start());
  // The timed jobs (storage fee reminders, the sweep of stale registrations) stop when the app closes.
  app.addHook('onClose', await startJobs(services, app.log));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, running requests may finish (at most 10 s)');
    // app.close() waits for running requests, then stops the mail sender and the listeners (app/lifecycle.ts).
    await app.close();
    await database.close();
    app.log.info({ signal }, 'shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite at ${config.dataDir}`, startupMs: Date.now() - started },
    `Kerben is ready on port ${config.port}`,
  );
  return app.log;
}
