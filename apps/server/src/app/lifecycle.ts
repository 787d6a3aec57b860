import type { FastifyInstance } from 'fastify';
import type { Logger } from '../core/logger';
import type { trackRunningHandlers } from '../http/in-flight';
import { seedCountryFlags } from '../modules/reference';
import type { Services } from './services';

// How long closing lets running requests finish (their connections, then handlers whose clients
// hung up) before the background loops stop and the database closes.
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Before the first answer: the country flags drawn and stored (the first start), parcel photos a
 * migration made private moved out of /media (file_moves), and the bytes of rows a unit of work
 * deleted, left by a process that died before removing them.
 */
export async function finishStartUp(services: Pick<Services, 'db' | 'unitOfWork' | 'files'>, logger: Logger): Promise<void> {
  await seedCountryFlags(services);
  const moves = await services.files.finishMoves();
  if (moves.moved + moves.missing > 0) logger.info(moves, 'stored files moved to private storage');
  const leftovers = await services.files.finishRemovals();
  if (leftovers > 0) logger.info({ removed: leftovers }, 'stored files of deleted rows removed');
}

/**
 * Closing: Fastify stops accepting and waits for the open requests, then runs onClose. A request
 * still running when the grace ends has its connection closed; `release` (the background loops,
 * the database) waits until every handler has ended (a client that hung up does not stop its
 * handler) or the grace is over.
 */
export function closeGracefully(
  app: FastifyInstance,
  handlers: ReturnType<typeof trackRunningHandlers>,
  release: () => Promise<void>,
): void {
  let graceEnds = 0;
  app.addHook('preClose', async () => {
    graceEnds = Date.now() + SHUTDOWN_GRACE_MS;
    const force = setTimeout(() => {
      app.log.warn({}, 'requests still running at the end of the shutdown grace: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.server.once('close', () => clearTimeout(force));
  });
  app.addHook('onClose', async () => {
    await handlers.drained(Math.max(0, graceEnds - Date.now()));
    await release();
  });
}
