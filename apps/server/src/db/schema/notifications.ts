import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';
import { parcels } from './parcels';
import { users } from './users';

/**
 * A broadcast (no user: every customer sees it, those who register later too) or an event about
 * one user's parcel. Read state is per person, in notification_reads.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The one person an event is for; null for a broadcast. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    iconFileId: integer('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The parcel an event is about (its details open from the notification). */
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Broadcasts only: the part of every person's list that is the same for all.
    index('notifications_broadcast_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.userId} is null`),
  ],
);

/** Who has read what: a row per person and notification read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/**
 * Where each account's notifications go; an account without a row gets the defaults (the app and
 * email; Telegram once a chat is linked).
 */
export const notificationChannels = pgTable('notification_channels', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  app: boolean('app').notNull().default(true),
  email: boolean('email').notNull().default(true),
  telegram: boolean('telegram').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
