import type { Clock } from '../../../core/clock';
import type { Logger } from '../../../core/logger';
import type { Db } from '../../../db/client';
import { createScheduledJob } from '../../../db/scheduled-job';
import type { OnlinePayments } from './service';

const MINUTE = 60_000;

/**
 * Payments the provider's callback never settled: every 5 minutes whichever process gets the
 * job's lease asks the provider about those pending for 15 minutes (online/settling.ts).
 */
export function createOnlineSettlingJob(deps: { db: Db; logger: Logger; clock?: Clock; online: OnlinePayments }) {
  const job = createScheduledJob({
    name: 'online-payments',
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    everyMs: 5 * MINUTE,
    async run(signal) {
      const summary = await deps.online.settleDue(signal);
      if (summary.asked > 0) deps.logger.info({ job: 'online-payments', ...summary }, 'pending online payments asked about');
    },
  });
  return {
    job,
    /** Starts the job when online payment is on; answers how to stop it. */
    start(): () => Promise<void> {
      if (!deps.online.enabled()) return async () => {};
      job.start();
      return () => job.stop();
    },
  };
}

export type OnlineSettlingJob = ReturnType<typeof createOnlineSettlingJob>;
