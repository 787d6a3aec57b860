import type { Logger } from './logger';
import { errorSummary } from './logger';

// Besides NOTIFY, an outbox is looked at this often: a notification lost while this process's
// connection was down, or sent by a process that died before its own sender ran, is found anyway.
const POLL_INTERVAL_MS = 60_000;

/**
 * The wait before attempt `attempts + 1`: 15 s, doubling, at most 10 minutes, so a server back
 * after an hour's outage gets the queue within minutes (each outbox bounds the whole).
 */
export const retryDelaySeconds = (attempts: number, firstDelaySeconds = 15) =>
  Math.min(600, firstDelaySeconds * 2 ** Math.max(0, attempts - 1));

export interface OutboxLoopOptions {
  /** What the log calls it ('mail', 'telegram'). */
  name: string;
  /** The NOTIFY channel its enqueue function signals when a transaction that wrote to it commits. */
  channel: string;
  logger: Logger;
  /** Sends what is due now (claimed so that no other process sends it); answers how many were sent. */
  sendDue(): Promise<number>;
  /** When the earliest row still to send falls due (a retry waiting for its time), if any. */
  nextDueAt(): Promise<Date | undefined>;
  /** Database.listen: wakes the loop when a transaction that wrote to the outbox commits. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}

/**
 * The loop of an outbox (mail, Telegram): it wakes when a row is committed (NOTIFY, on PostgreSQL
 * from any process), when a retry falls due, and once a minute in case a notification was lost,
 * and then sends what is due; one run at a time per process. A slow or failing receiver never
 * slows a request. Shutdown: stop() lets the current run finish.
 */
export function createOutboxLoop(options: OutboxLoopOptions) {
  const { logger } = options;
  let running: Promise<number> | undefined;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let started = false;

  /** Sleeps until the next retry is due, if one is waiting. */
  async function scheduleNextRetry(): Promise<void> {
    clearTimeout(retryTimer);
    const dueAt = await options.nextDueAt();
    if (!dueAt || !started) return;
    const wait = Math.min(POLL_INTERVAL_MS, Math.max(0, dueAt.getTime() - Date.now()));
    retryTimer = setTimeout(wake, wait);
    retryTimer.unref();
  }

  function flush(): Promise<number> {
    if (running) {
      // Rows committed while a run is sending: one more run after it picks them up.
      again = true;
      return running;
    }
    running = options.sendDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** The loop's current turn (a run, then the next wake-up planned): stop() waits for it. */
  let turn: Promise<void> | undefined;

  function wake(): void {
    if (!started) return;
    const current: Promise<void> = flush()
      .then(async () => {
        if (!started) return;
        if (again) {
          again = false;
          wake();
          return;
        }
        await scheduleNextRetry();
      })
      // The database out of reach for a moment: the next wake-up (at most a minute away) tries again.
      .catch((error: unknown) => logger.warn({ err: errorSummary(error) }, `${options.name} loop failed; will look again`))
      .finally(() => {
        if (turn === current) turn = undefined;
      });
    turn = current;
  }

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush,
    /** Listens for committed rows and sends what is already waiting. */
    async start(): Promise<void> {
      started = true;
      unlisten = await options.listen?.(options.channel, wake);
      pollTimer = setInterval(wake, POLL_INTERVAL_MS);
      pollTimer.unref();
      wake();
    },
    /** Stops waking and waits for the run in progress. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(retryTimer);
      clearInterval(pollTimer);
      await unlisten?.();
      await running;
      await turn;
    },
  };
}

/**
 * Rows delivered whose "sent" the database has not heard yet (it was out of reach): marked at the
 * next chance, and never delivered again by this process meanwhile.
 */
export function createDeliveredMarks(markSent: (id: number) => Promise<void>) {
  const unmarked = new Set<number>();
  async function markAll(): Promise<void> {
    for (const id of unmarked) {
      await markSent(id);
      unmarked.delete(id);
    }
  }
  return {
    has: (id: number) => unmarked.has(id),
    /** Records a delivery and tells the database; the rest of a batch goes on even if it is gone. */
    async delivered(id: number): Promise<void> {
      unmarked.add(id);
      await markAll().catch(() => {});
    },
    /** Marks what is still unmarked; throws while the database is out of reach. */
    markAll,
  };
}
