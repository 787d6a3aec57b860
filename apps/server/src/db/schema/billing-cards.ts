import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A saved billing card, as much of it as may be kept (PCI DSS): the masked number (first 6 and
 * last 4 digits), brand, expiry and holder, and for a card saved through the payment provider its
 * token there. Never the full number, never the CVV.
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
    /** Saved through a payment provider: which, and its token for the card (then it can be charged). */
    provider: varchar('provider', { length: 20 }),
    providerToken: varchar('provider_token', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_cards_user_idx').on(t.userId, t.id),
    // A card saved twice at the provider is one card.
    uniqueIndex('billing_cards_token_idx').on(t.userId, t.provider, t.providerToken).where(sql`${t.providerToken} is not null`),
  ],
);
