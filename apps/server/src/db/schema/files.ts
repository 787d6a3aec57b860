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
