import { boolean, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Requests from senders outside Illinois or Delaware (the public form of /steps-work). `isNew`
 * is the API's `status`: true until a manager marks it processed. The table keeps its first name.
 */
export const outOfStateRequests = pgTable(
  'outside_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    address: text('address').notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    cargoWeight: numeric('cargo_weight', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    telegram: varchar('telegram', { length: 40 }).notNull().default(''),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull().default(''),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's list: newest first, often only the new ones.
  (t) => [
    index('outside_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outside_requests_new_idx').on(t.isNew, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
