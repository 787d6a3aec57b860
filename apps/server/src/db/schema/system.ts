import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Generated secrets (the signing key when JWT_SECRET is unset), shared by every server process. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});

/** Mail waits here, written in the same transaction as its cause, until the sender delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Cleared once sent: bodies carry one-time codes. */
    text: text('text'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The process that claimed it last: after a lost connection it takes its own claims back at once. */
    claimedBy: uuid('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** One-off seeds already applied (the demo catalogue), so a restart never repeats them. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 50 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempt counters (logins, codes) shared by every server process on PostgreSQL; the columns are
 * those rate-limiter-flexible's Drizzle store reads and writes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Work a server does on a schedule (db/scheduled-job.ts): when each job last ran and who holds
 * it now. A claim is a lease (`claimed_until`), so a crashed holder's claim runs out by itself.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 50 }).primaryKey(),
  /** When the last finished run started; the next is due from it. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Why the last finished run failed; null when it succeeded. */
  lastError: text('last_error'),
  claimedBy: varchar('claimed_by', { length: 64 }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});

/** Every backup taken of the embedded database (scheduled or by `npm run backup`), failed ones too. */
export const backups = pgTable(
  'backups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'schedule' or 'command'. */
    trigger: varchar('trigger', { length: 20 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The archive's file name (not its directory); null when it failed. */
    file: varchar('file', { length: 255 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** How long the database ran nothing else for it (the two statements that begin and end it). */
    pauseMs: integer('pause_ms'),
    error: text('error'),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);

/**
 * How many rows a table holds per value of one column (`subject` names the table and the
 * column: 'users.role', 'invoices.status'; 'board_items' has the one key ''), kept by statement
 * triggers in the same transaction as the change (migration 0046): the lists answer their `count`
 * from it instead of counting the table. A key reaching 0 keeps its row.
 */
export const keptCounts = pgTable(
  'kept_counts',
  {
    subject: varchar('subject', { length: 40 }).notNull(),
    key: varchar('key', { length: 40 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] })],
);
