import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { Db } from './client';
import { claimJob, ensureJobRow, extendClaim, findJobRow, releaseJob } from './job-claims';

export interface ScheduledJobOptions {
  /** The job's row in `scheduled_jobs` (one per kind of work: 'backup', a future daily report...). */
  name: string;
  db: Db;
  everyMs: number;
  /** After a failed run the next try comes this soon; `everyMs` when unset. */
  retryMs?: number;
  /** The work; it logs its own outcome, and stops early once `signal` is aborted (shutdown). */
  run(signal: AbortSignal): Promise<void>;
  logger: Logger;
  /** What "now" is (tests move it); the system clock otherwise. */
  clock?: Clock;
  /** How often the schedule is looked at while the server runs. */
  checkEveryMs?: number;
  /** How long a claim holds unless renewed; it is renewed every third of this while the work runs. */
  leaseMs?: number;
}

export type TickOutcome = 'ran' | 'failed' | 'not due' | 'running here' | 'unchecked';

export interface ScheduledJob {
  /** Looks at once (a run missed while the server was down is due now), then every `checkEveryMs`. */
  start(): void;
  /** Runs the job when it is due and nobody else holds it; answers what happened. */
  tick(): Promise<TickOutcome>;
  /** When the next run is due (null: never ran, so at the next look). */
  nextRunAt(): Promise<Date | null>;
  /** Stops looking, aborts a run in progress and waits for it to let go. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * Work done every so often by whichever server process gets to it first; the next run is due
 * `everyMs` after the last one started, so a run missed during downtime happens at the next start.
 * Several processes: each due run is claimed by one conditional UPDATE of the job's row, so exactly
 * one process runs it; after a crash: the claim is a lease that runs out after `leaseMs` and the
 * run, not recorded, is due again; during shutdown: stop() aborts the run and lets go of the claim
 * without recording it, so it is due again at the next start.
 */
export function createScheduledJob(options: ScheduledJobOptions): ScheduledJob {
  const { name, db, everyMs, logger, clock = systemClock, checkEveryMs = MINUTE, leaseMs = 10 * MINUTE } = options;
  const retryMs = options.retryMs ?? everyMs;
  let rowReady: Promise<void> | undefined;
  let running: Promise<TickOutcome> | undefined;
  let claiming = false;
  let aborter: AbortController | undefined;
  let timer: NodeJS.Timeout | undefined;
  const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

  async function runClaimed(token: string, startedAt: Date): Promise<TickOutcome> {
    aborter = new AbortController();
    const { signal } = aborter;
    const heartbeat = setInterval(() => {
      void extendClaim(db, name, token, later(clock(), leaseMs)).then(
        (kept) => {
          if (kept) return;
          logger.warn({ job: name }, 'scheduled job lost its claim; stopping it');
          aborter?.abort();
        },
        (error: unknown) => logger.warn({ job: name, err: error }, 'scheduled job claim not renewed'),
      );
    }, leaseMs / 3);
    let error: string | null = null;
    try {
      await options.run(signal);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      clearInterval(heartbeat);
    }
    // An aborted run is not recorded: it is due again as soon as a process looks. A release that
    // fails leaves the claim to run out by itself.
    await releaseJob(db, name, token, signal.aborted ? undefined : { startedAt, error }).catch((caught: unknown) =>
      logger.warn({ job: name, err: caught }, 'scheduled job claim not released'),
    );
    if (signal.aborted) return 'unchecked';
    return error === null ? 'ran' : 'failed';
  }

  async function tick(): Promise<TickOutcome> {
    if (running || claiming) return 'running here';
    claiming = true;
    const now = clock();
    const token = randomUUID();
    try {
      rowReady ??= ensureJobRow(db, name);
      await rowReady;
      const taken = await claimJob(db, {
        name,
        token,
        now,
        until: later(now, leaseMs),
        dueIfOk: later(now, -everyMs),
        dueIfFailed: later(now, -retryMs),
      });
      if (!taken) return 'not due';
    } catch (error) {
      rowReady = undefined;
      logger.warn({ job: name, err: error }, 'scheduled job not checked');
      return 'unchecked';
    } finally {
      claiming = false;
    }
    running = runClaimed(token, now).finally(() => {
      running = undefined;
      aborter = undefined;
    });
    return running;
  }

  return {
    start() {
      void tick();
      timer = setInterval(() => void tick(), checkEveryMs);
      timer.unref();
    },
    tick,
    async nextRunAt() {
      const row = await findJobRow(db, name);
      if (!row?.lastRunAt) return null;
      return later(row.lastRunAt, row.lastError === null ? everyMs : retryMs);
    },
    async stop() {
      clearInterval(timer);
      aborter?.abort();
      await running;
    },
  };
}
