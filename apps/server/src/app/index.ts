import type { Config } from '../config';
import type { Database } from '../db/client';
import { openAppDatabase } from '../db/open';
import { createHttpServer, registerPlugins } from './http';
import { installLanguages } from './languages';
import { closeGracefully, finishStartUp } from './lifecycle';
import { registerRoutes } from './routes';
import { buildServices, type ServiceOptions } from './services';

export type { Services } from './services';

export interface BuildOptions extends ServiceOptions {
  /** Where JSON logs go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** An already opened database (tests); otherwise it is opened, migrated and seeded from config. */
  database?: Database;
}

/**
 * The app, in three parts: the services, each built once (services.ts); the HTTP side, its
 * plugins and every route (http.ts, routes.ts); start-up work and a graceful close (lifecycle.ts).
 * server.ts starts it on a port; tests build it on a database of their own.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  installLanguages();
  const { app, routeTable, handlers } = createHttpServer(config, options.logStream);
  const database = options.database ?? (await openAppDatabase(config));
  database.useLogger(app.log);
  const built = await buildServices(config, database, app.log, options);
  const { services } = built;
  await finishStartUp(services, app.log);

  await registerPlugins(app, config, services.auth.resolveViewer);
  registerRoutes(app, config, services, { ping: database.ping, ...built });

  closeGracefully(app, handlers, async () => {
    await built.stop();
    if (!options.database) await database.close();
  });
  return { app, services, database, routeTable };
}

export type KerbenApp = Awaited<ReturnType<typeof buildApp>>;
