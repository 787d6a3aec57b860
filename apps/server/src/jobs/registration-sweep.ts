import type { Logger } from '../core/logger';

// Registrations never activated free their email after a day; the sweep runs this often. Several
// processes may sweep at once (a delete of the same stale rows); a crash or shutdown only skips a turn.
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Sweeps once now and then every hour; answers how to stop. */
export async function startRegistrationSweep(purge: () => Promise<unknown>, logger: Logger): Promise<() => void> {
  const sweep = () => purge().catch((error: unknown) => logger.warn({ err: error }, 'expired registrations not purged'));
  await sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
