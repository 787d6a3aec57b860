import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
