import type { Currency } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { minor, payments, rate } from './billing';
import { billingCards } from './billing-cards';
import { users } from './users';

/**
 * What Kerben asked the payment provider (docs/payments.md): a payment of invoices or a top-up, a
 * card to save, or a refund of an online payment. `order_id` is Kerben's order id at the provider
 * (pg_order_id), `provider_payment_id` the provider's (pg_payment_id): a callback is matched by
 * both and counted once. Paid, it names the ledger's payment (`payment_id`); the amount is what the
 * card is charged (som) at `rate`, and `amount_usd_cents` what it pays on the account. `key` is
 * the request's idempotency key: a double click finds the attempt it started and charges nothing more.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: varchar('purpose', { length: 10 }).$type<'invoices' | 'topup' | 'card' | 'refund'>().notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    orderId: varchar('order_id', { length: 50 }).notNull().unique(),
    providerPaymentId: varchar('provider_payment_id', { length: 40 }),
    status: varchar('status', { length: 10 }).$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    key: varchar('key', { length: 100 }),
    cardId: integer('card_id').references(() => billingCards.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    rate: rate('rate'),
    amountUsdCents: minor('amount_usd_cents').notNull(),
    invoiceIds: integer('invoice_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** A refund: the online payment it gives money back from. */
    refundOf: integer('refund_of').references((): AnyPgColumn => onlinePayments.id),
    paymentId: integer('payment_id').references(() => payments.id),
    redirectUrl: text('redirect_url'),
    failure: text('failure'),
    reason: text('reason'),
    /** The admin who asked for a refund; null for what the customer started. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_payments_provider_id_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('online_payments_user_key_idx').on(t.userId, t.key).where(sql`${t.key} is not null`),
    // The settling job: what still waits, oldest first.
    index('online_payments_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index('online_payments_refund_of_idx').on(t.refundOf).where(sql`${t.refundOf} is not null`),
    index('online_payments_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check('online_payments_purpose', sql`${t.purpose} in ('invoices', 'topup', 'card', 'refund')`),
    check('online_payments_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('online_payments_amounts', sql`${t.amountMinor} >= 0 and ${t.amountUsdCents} >= 0`),
  ],
);
