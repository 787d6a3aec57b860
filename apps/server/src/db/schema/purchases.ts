import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';
import { parcels } from './parcels';
import { users } from './users';

export const purchaseState = pgEnum('purchase_state', ['new', 'quoted', 'paid', 'purchased', 'received', 'cancelled']);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A buy-out request. A visitor's has no user until an account with its email is activated; the
 * screenshots and the payment confirmation are private files (owner and admins).
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    count: integer('count').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    description: text('description').notNull(),
    telegram: varchar('telegram', { length: 20 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    image2FileId: integer('image2_file_id').references(() => files.id, { onDelete: 'set null' }),
    paymentFileId: integer('payment_file_id').references(() => files.id, { onDelete: 'set null' }),
    state: purchaseState('state').notNull().default('new'),
    goodsPrice: money('goods_price'),
    fee: money('fee'),
    deliveryPrice: money('delivery_price'),
    /** goods + fee + delivery, kept so the list filters and sorts by it. */
    price: money('price'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    orderNumber: varchar('order_number', { length: 100 }).notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    comment: text('comment').notNull().default(''),
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every list is newest first: of everyone, of a state (the admins' filter and the dashboard), of a customer.
    index('purchase_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_requests_state_created_idx').on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_requests_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A visitor's requests, found by email when an account with it is activated.
    index('purchase_requests_visitor_email_idx').on(sql`lower(${t.email})`).where(sql`${t.userId} is null`),
  ],
);

/** What happened to a request: each state change (and payment upload, comment) with who and when. */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    state: purchaseState('state').notNull(),
    note: text('note').notNull().default(''),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    byCustomer: boolean('by_customer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_events_purchase_idx').on(t.purchaseId, t.id)],
);
