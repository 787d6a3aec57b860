import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A saved billing card, as much of it as may be kept (PCI DSS): the masked number (first 6 and
 * last 4 digits), brand, expiry and holder. Never the full number, never the CVV.
 */
export const billingCards = pgTable(
  'billing_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maskedNumber: varchar('masked_number', { length: 19 }).notNull(),
    brand: varchar('brand', { length: 30 }),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_cards_user_idx').on(t.userId, t.id)],
);
