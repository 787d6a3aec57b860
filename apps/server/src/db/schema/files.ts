import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every stored upload. Public files are served under /media/{key}; private ones only by signed URL. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 200 }).notNull().unique(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    isPublic: boolean('is_public').notNull(),
    ownerId: integer('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/**
 * Stored bytes whose files rows are gone, to remove: queued in the transaction that deleted the rows
 * (a deleted user's files, a replaced image), removed once it commits and then forgotten. A process
 * that dies in between leaves the key here, and the next start-up removes it: no bytes without a row.
 */
export const fileRemovals = pgTable('file_removals', {
  key: varchar('key', { length: 200 }).primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored bytes still to be moved to another key: files that became private (parcel photos, the
 * migration after 0018) leave public/, which /media serves. Done at start-up by the files service,
 * a claimed batch at a time (`claimedUntil`: another process leaves it alone until then), and
 * forgotten once done.
 */
export const fileMoves = pgTable('file_moves', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  fromKey: varchar('from_key', { length: 200 }).notNull(),
  toKey: varchar('to_key', { length: 200 }).notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});
