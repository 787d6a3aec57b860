import type { Currency, InvoiceStatus, LedgerKind, LedgerPurpose, PaymentMethod } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { parcels } from './parcels';
import { purchaseRequests } from './purchases';
import { warehouses } from './reference';
import { users } from './users';

// Money (docs/money.md): the tariff and the exchange rates admins set per date, the ledger of every
// customer's charges and payments, the invoices that group a parcel's charges, the payments the
// desk takes, and the handover codes. Amounts are whole minor units (bigint); a rate is numeric,
// read as text.

/** Whole cents (or tyiyn, kopecks): JavaScript numbers, exact up to 2^53. */
export const minor = (name: string) => bigint(name, { mode: 'number' });
/** An exchange rate: units of the other currency per US dollar, up to six decimals. */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 6, mode: 'string' });

/** The exchange rates an admin set for a date; the rate of day D is the latest row on or before D. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
    usdKgs: rate('usd_kgs').notNull(),
    usdRub: rate('usd_rub').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.usdKgs} > 0 and ${t.usdRub} > 0`)],
);

/**
 * A warehouse's storage terms from a date: the parcels_storage_clock trigger gives an arriving
 * parcel the terms in force on its day. A change of the warehouse's own two columns (its form) is
 * written here for that day by a trigger; «Тарифы» may schedule later ones.
 */
export const storageTerms = pgTable(
  'storage_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    freeDays: integer('free_days').notNull(),
    feePerDayCents: integer('fee_per_day_cents').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_terms_warehouse_date_idx').on(t.warehouseId, t.effectiveFrom),
    check('storage_terms_amounts', sql`${t.freeDays} >= 0 and ${t.feePerDayCents} >= 0`),
  ],
);

/**
 * Money a desk or an admin took (or gave back): what was received in its currency, at which rate,
 * and the dollars it is worth on the customer's account. Never changed or deleted (a trigger).
 * `key` is the request's idempotency key: a repeat finds the payment it made. The operator is
 * named by id without a foreign key: money history outlives staff accounts.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 100 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    operatorId: integer('operator_id'),
    kind: varchar('kind', { length: 10 }).$type<'payment' | 'refund'>().notNull().default('payment'),
    method: varchar('method', { length: 10 }).$type<PaymentMethod>().notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    /** What was kept, in `currency` (cash: the tendered amount less the change). */
    amountMinor: minor('amount_minor').notNull(),
    tenderedMinor: minor('tendered_minor'),
    changeMinor: minor('change_minor'),
    /** The rate of the day the amount was converted at; null in dollars. */
    rate: rate('rate'),
    /** What the payment is worth on the account, in cents: the invoices it settled, plus what it left as credit. */
    amountUsdCents: minor('amount_usd_cents').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // «Касса за день»: a day's payments, of one operator or of all.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_operator_created_idx').on(t.operatorId, t.createdAt, t.id),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payments_kind', sql`${t.kind} in ('payment', 'refund')`),
    check('payments_method', sql`${t.method} in ('cash', 'terminal', 'qr', 'balance', 'manual', 'transfer', 'online')`),
    check('payments_currency', sql`${t.currency} in ('USD', 'KGS', 'RUB')`),
    check('payments_amounts', sql`${t.amountMinor} >= 0 and ${t.amountUsdCents} >= 0`),
  ],
);

/**
 * The ledger: every customer's charges (negative), payments and refunds, and admins' adjustments,
 * in dollars; the balance is the sum. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE):
 * a correction is a new entry. `cause` makes each posting idempotent (`delivery:12:1`,
 * `duty:12`, `storage:12:1717000000000:5`): an event replayed cannot post twice. The parcel, the
 * buy-out request and whoever posted it are named by id without a foreign key: the ledger outlives
 * them (a parcel deleted before it was invoiced leaves its charge and the entry that reverses it).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 12 }).$type<LedgerKind>().notNull(),
    purpose: varchar('purpose', { length: 12 }).$type<LedgerPurpose>(),
    /** Signed: charges negative, payments positive. */
    amountUsdCents: minor('amount_usd_cents').notNull(),
    /** A payment taken in another currency: what was received, its currency and the rate used. */
    amountMinor: minor('amount_minor'),
    currency: varchar('currency', { length: 3 }),
    rate: rate('rate'),
    parcelId: integer('parcel_id'),
    purchaseId: integer('purchase_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The entry this one cancels (a void, a parcel deleted before its invoice, a buy-out cancelled): both then stay off invoices. */
    reversesId: integer('reverses_id')
      .unique()
      .references((): AnyPgColumn => ledgerEntries.id),
    cause: varchar('cause', { length: 120 }).unique(),
    /** What the amount was counted from (weights and rate, days and fee, euros and rate): the invoice lines print it. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    reason: text('reason'),
    postedBy: integer('posted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A customer's entries newest first (their history), and their sum (the balance).
    index('ledger_entries_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_parcel_idx').on(t.parcelId, t.id).where(sql`${t.parcelId} is not null`),
    index('ledger_entries_purchase_idx').on(t.purchaseId).where(sql`${t.purchaseId} is not null`),
    index('ledger_entries_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check('ledger_entries_kind', sql`${t.kind} in ('charge', 'payment', 'refund', 'adjustment')`),
    check(
      'ledger_entries_purpose',
      sql`${t.purpose} is null or ${t.purpose} in ('delivery', 'storage', 'duty', 'buyout', 'service', 'insurance', 'topup', 'correction')`,
    ),
    check('ledger_entries_charge_purpose', sql`${t.kind} not in ('charge', 'adjustment') or ${t.purpose} is not null`),
    check('ledger_entries_adjustment_reason', sql`${t.kind} <> 'adjustment' or ${t.reason} is not null`),
    check('ledger_entries_not_zero', sql`${t.amountUsdCents} <> 0`),
    check('ledger_entries_received', sql`(${t.amountMinor} is null) = (${t.currency} is null)`),
  ],
);

/**
 * An invoice: a parcel's (or a buy-out's) charges, numbered «2026-000123» by invoice_counters
 * (never repeated, never skipped within a year), open until a payment settles it, or void (an
 * admin's, with a reason; the number stays used, and reversing entries follow its charges).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id').references(() => purchaseRequests.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 8 }).$type<InvoiceStatus>().notNull().default('open'),
    /** The sum of its lines, kept as lines are added (storage posted later joins an open invoice). */
    totalUsdCents: minor('total_usd_cents').notNull().default(0),
    /** The som rate of the day it was issued, for the total in som it shows. */
    usdKgs: rate('usd_kgs').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: integer('voided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_seq_idx').on(t.year, t.seq),
    // A parcel has at most one open invoice: later charges join it.
    uniqueIndex('invoices_open_parcel_idx').on(t.parcelId).where(sql`${t.status} = 'open'`),
    index('invoices_parcel_idx').on(t.parcelId),
    index('invoices_purchase_idx').on(t.purchaseId),
    index('invoices_payment_idx').on(t.paymentId),
    index('invoices_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Everyone's, newest first (the staff's list without a status): a page without sorting them all.
    index('invoices_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('invoices_status', sql`${t.status} in ('open', 'paid', 'void')`),
  ],
);

/** A line of an invoice: one ledger entry (a charge, or the adjustment that reverses it on a void). Never changed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    entryId: integer('entry_id')
      .notNull()
      .unique()
      .references(() => ledgerEntries.id),
    amountUsdCents: minor('amount_usd_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.id)],
);

/**
 * The last invoice number of each year, taken with `update … returning` inside the invoice's
 * transaction: the row lock makes invoices of one year wait for each other, and a rollback gives
 * the number back, so numbers neither repeat nor skip (a sequence would skip on a rollback).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A customer's handover code: six digits derived from the installation's secret, the account and
 * this salt (so the owner's page can show it without it being stored), and a keyed hash the desk
 * checks. Wrong tries are counted; five lock it for 15 minutes. A new salt is a new code.
 */
export const handoverCodes = pgTable('handover_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: varchar('salt', { length: 64 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  tries: smallint('tries').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
