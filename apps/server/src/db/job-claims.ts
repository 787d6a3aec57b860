import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { scheduledJobs } from './schema';

// The rows behind scheduled-job.ts. A claim is one conditional UPDATE: PostgreSQL locks the
// row, so of several processes asking at once exactly one sees the condition still true.

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

export async function ensureJobRow(db: Db, name: string): Promise<void> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
}

export async function findJobRow(db: Db, name: string): Promise<ScheduledJobRow | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

/**
 * Takes the job for `token` until `until` when it is due (its last run started at or before
 * `dueIfOk`, or `dueIfFailed` when that run failed) and nobody holds an unexpired claim.
 * Answers whether it was taken.
 */
export async function claimJob(
  db: Db,
  claim: { name: string; token: string; now: Date; until: Date; dueIfOk: Date; dueIfFailed: Date },
): Promise<boolean> {
  const taken = await db
    .update(scheduledJobs)
    .set({ claimedBy: claim.token, claimedUntil: claim.until })
    .where(
      and(
        eq(scheduledJobs.name, claim.name),
        or(isNull(scheduledJobs.claimedUntil), lt(scheduledJobs.claimedUntil, claim.now)),
        or(
          isNull(scheduledJobs.lastRunAt),
          and(isNull(scheduledJobs.lastError), lte(scheduledJobs.lastRunAt, claim.dueIfOk)),
          and(sql`${scheduledJobs.lastError} is not null`, lte(scheduledJobs.lastRunAt, claim.dueIfFailed)),
        ),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

/** Keeps a running job's claim alive; answers false when the claim was lost (it ran out meanwhile). */
export async function extendClaim(db: Db, name: string, token: string, until: Date): Promise<boolean> {
  const kept = await db
    .update(scheduledJobs)
    .set({ claimedUntil: until })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.claimedBy, token)))
    .returning({ name: scheduledJobs.name });
  return kept.length > 0;
}

/** Lets go of the claim; with `run`, records that run (its start and its failure, if any). */
export async function releaseJob(
  db: Db,
  name: string,
  token: string,
  run?: { startedAt: Date; error: string | null },
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      claimedBy: null,
      claimedUntil: null,
      ...(run ? { lastRunAt: run.startedAt, lastError: run.error } : {}),
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.claimedBy, token)));
}
