import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDatabase } from '../../test/helpers';
import type { Logger } from '../core/logger';
import { type Database, openDatabase } from './client';
import { createScheduledJob, type ScheduledJobOptions } from './scheduled-job';

// The schedule on the real database: due and not due by an injected clock, catching up after
// downtime, a failure tried again sooner, a crashed holder's claim running out, shutdown, and
// several processes on one PostgreSQL running each due run once.

const HOUR = 3_600_000;
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

let clone: Awaited<ReturnType<typeof cloneDatabase>>;
beforeAll(async () => {
  clone = await cloneDatabase();
});
afterAll(() => clone.dispose());

/** A promise and the function that settles it (Promise.withResolvers is ES2024; the lib is ES2023). */
function signal() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

let jobNumber = 0;
/** A job of its own name, counting its runs, on a clock the test moves. */
function makeJob(overrides: Partial<ScheduledJobOptions> & { name?: string; at?: { now: number } } = {}) {
  const at = overrides.at ?? { now: Date.parse('2026-11-23T08:00:00Z') };
  const runs: number[] = [];
  const job = createScheduledJob({
    name: overrides.name ?? `test-job-${++jobNumber}`,
    db: clone.database.db,
    everyMs: 24 * HOUR,
    retryMs: HOUR,
    logger: quiet,
    clock: () => new Date(at.now),
    async run() {
      runs.push(at.now);
    },
    ...overrides,
  });
  return { job, runs, at };
}

describe('a scheduled job', () => {
  it('runs when due, and not again before its interval has passed', async () => {
    const { job, runs, at } = makeJob();
    expect(await job.nextRunAt()).toBeNull();
    expect(await job.tick()).toBe('ran');
    expect(await job.tick()).toBe('not due');
    at.now += 24 * HOUR - 1;
    expect(await job.tick()).toBe('not due');
    at.now += 1;
    expect(await job.tick()).toBe('ran');
    expect(runs).toHaveLength(2);
    expect((await job.nextRunAt())?.getTime()).toBe(at.now + 24 * HOUR);
  });

  it('catches up once after downtime: the next run is due from the last one', async () => {
    const name = `test-job-${++jobNumber}`;
    const first = makeJob({ name });
    await first.job.tick();
    // Five days later a new process (the restart) looks: one run, not five.
    const restarted = makeJob({ name, at: { now: first.at.now + 5 * 24 * HOUR } });
    expect(await restarted.job.tick()).toBe('ran');
    expect(await restarted.job.tick()).toBe('not due');
    expect(restarted.runs).toHaveLength(1);
  });

  it('tries a failed run again after retryMs, not a whole interval later', async () => {
    let fail = true;
    const { job, at } = makeJob({
      async run() {
        if (fail) throw new Error('disk full');
      },
    });
    expect(await job.tick()).toBe('failed');
    at.now += HOUR - 1;
    expect(await job.tick()).toBe('not due');
    at.now += 1;
    fail = false;
    expect(await job.tick()).toBe('ran');
  });

  it("takes over a crashed holder's claim once its lease has run out", async () => {
    const name = `test-job-${++jobNumber}`;
    let hung: () => void = () => {};
    const started = signal();
    // The first process claims and never finishes (as if killed in the middle of the run).
    const crashed = makeJob({
      name,
      leaseMs: 10 * 60_000,
      run: () => {
        started.resolve();
        return new Promise<void>((resolve) => (hung = resolve));
      },
    });
    const crashedTick = crashed.job.tick();
    await started.promise;
    const other = makeJob({ name, at: { now: crashed.at.now + 10 * 60_000 - 1 } });
    expect(await other.job.tick()).toBe('not due');
    other.at.now += 2;
    expect(await other.job.tick()).toBe('ran');
    hung();
    await crashedTick;
  });

  it('lets go of its claim at shutdown without recording the run, so it is due again at the next start', async () => {
    const name = `test-job-${++jobNumber}`;
    let aborted = false;
    const started = signal();
    const { job, at } = makeJob({
      name,
      run: (signal) => {
        started.resolve();
        return new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          }),
        );
      },
    });
    const running = job.tick();
    await started.promise;
    expect(await job.tick()).toBe('running here');
    await job.stop();
    expect(aborted).toBe(true);
    expect(await running).toBe('unchecked');
    const next = makeJob({ name, at: { now: at.now } });
    expect(await next.job.tick()).toBe('ran');
  });

  it('runs each due run in one process only when several look at once', async () => {
    const name = `test-job-${++jobNumber}`;
    // On PostgreSQL each "process" has its own connection pool to the same database.
    const others: Database[] = clone.databaseUrl
      ? await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: clone.databaseUrl })))
      : [clone.database, clone.database];
    try {
      const at = { now: Date.parse('2026-11-23T08:00:00Z') };
      let runs = 0;
      const processes = others.map((database) =>
        createScheduledJob({
          name,
          db: database.db,
          everyMs: HOUR,
          logger: quiet,
          clock: () => new Date(at.now),
          async run() {
            runs++;
            // Work that takes a while: the other ticks look while it is under way.
            await new Promise((resolve) => setTimeout(resolve, 50));
          },
        }),
      );
      for (let round = 0; round < 3; round++) {
        const outcomes = await Promise.all(processes.flatMap((job) => [job.tick(), job.tick()]));
        expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
        at.now += HOUR;
      }
      expect(runs).toBe(3);
    } finally {
      if (clone.databaseUrl) await Promise.all(others.map((database) => database.close()));
    }
  });
});
