import type { Logger } from '../core/logger';
import type { AuthService } from '../modules/auth';
import { startRegistrationSweep } from './registration-sweep';
import type { StorageFeeReminders } from './storage-fee-reminders';

// The work a server process does on a timer, beside the requests. Each job is built from the
// modules it uses (app/services.ts builds the storage fee reminders) and started here by server.ts.
// A job that one process of several must run alone goes through db/scheduled-job.ts.

export { createStorageFeeReminders, type StorageFeeReminders } from './storage-fee-reminders';

/** Starts every job of this process; answers how to stop them all. */
export async function startJobs(
  services: { auth: Pick<AuthService, 'purgeExpiredRegistrations'>; storageFeeReminders: StorageFeeReminders },
  logger: Logger,
): Promise<() => Promise<void>> {
  // Storage reminders: looked at every hour, each sent once whichever process gets to it.
  const stopReminders = services.storageFeeReminders.start();
  const stopSweep = await startRegistrationSweep(() => services.auth.purgeExpiredRegistrations(), logger);
  return async () => {
    stopSweep();
    await stopReminders();
  };
}
