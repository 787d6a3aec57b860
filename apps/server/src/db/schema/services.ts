import type { ServiceStatus, TaskKind } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { parcels } from './parcels';
import { countries, warehouses } from './reference';
import { tariffVersions } from './tariffs';
import { users } from './users';

/**
 * A warehouse task a customer ordered: a service on one parcel (photos, a quality check, repacking,
 * a return, insurance), or the consolidation of several parcels (its parcels are in
 * service_order_parcels, its box is its parcel once made). Priced when ordered; charged when
 * done. Deleting the customer, the warehouse or the parcel is refused while it exists (RESTRICT).
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20 }).$type<TaskKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<ServiceStatus>().notNull().default('ordered'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    /** The parcel a service is for; a consolidation's box once it is made (null until then). */
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'restrict' }),
    destinationCountryId: integer('destination_country_id').references(() => countries.id),
    options: jsonb('options').$type<Record<string, string | boolean | number>>().notNull().default({}),
    /** By the tariff in force when ordered (a consolidation has none: the box is charged its delivery). */
    priceCents: integer('price_cents'),
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id, { onDelete: 'restrict' }),
    /** The shop's prepaid return label (a private file of the customer). */
    labelFileId: integer('label_file_id').references(() => files.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** The weight the warehouse found after its work (kg). */
    resultWeight: numeric('result_weight', { precision: 10, scale: 3, mode: 'number' }),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // «Задания склада»: the open tasks, oldest first, of all warehouses or of one.
    index('service_orders_open_idx').on(t.createdAt, t.id).where(sql`${t.status} in ('ordered', 'in_work')`),
    index('service_orders_warehouse_open_idx')
      .on(t.warehouseId, t.createdAt, t.id)
      .where(sql`${t.status} in ('ordered', 'in_work')`),
    // A customer's orders, newest first; a parcel's orders.
    index('service_orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('service_orders_parcel_idx').on(t.parcelId),
    // One open order of a kind per parcel, however many requests arrive at once.
    uniqueIndex('service_orders_open_kind_idx').on(t.parcelId, t.kind).where(sql`${t.status} in ('ordered', 'in_work')`),
    check(
      'service_orders_kind_known',
      sql`${t.kind} in ('photo', 'quality_check', 'repack', 'return', 'insurance', 'consolidation')`,
    ),
    check('service_orders_status_known', sql`${t.status} in ('ordered', 'in_work', 'done', 'declined', 'cancelled')`),
    check('service_orders_parcel_given', sql`${t.parcelId} is not null or ${t.kind} = 'consolidation'`),
  ],
);

/**
 * The parcels of a consolidation, each scanned into the box by an operator. A parcel is in at most
 * one open consolidation: `open` is true while its consolidation is, and the unique index on the
 * open rows refuses a second one. Deleting a parcel that was in one is refused (RESTRICT).
 */
export const serviceOrderParcels = pgTable(
  'service_order_parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'restrict' }),
    open: boolean('open').notNull().default(true),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('service_order_parcels_order_parcel_idx').on(t.orderId, t.parcelId),
    uniqueIndex('service_order_parcels_open_parcel_idx').on(t.parcelId).where(sql`${t.open}`),
    index('service_order_parcels_parcel_idx').on(t.parcelId),
  ],
);

/** The photos the warehouse attached to a finished task: private files of the customer. */
export const serviceOrderPhotos = pgTable(
  'service_order_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_order_photos_order_idx').on(t.orderId, t.id)],
);
