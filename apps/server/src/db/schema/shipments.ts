import type { ShipmentStatus } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { parcels } from './parcels';
import { countries, warehouses } from './reference';
import { users } from './users';

/**
 * A batch of parcels sent together (a flight, a truck) from one warehouse to one destination
 * country. Deleting its warehouse is refused while it exists (RESTRICT).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 50 }).notNull(),
    carrier: varchar('carrier', { length: 100 }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    destinationCountryId: integer('destination_country_id')
      .notNull()
      .references(() => countries.id),
    departureDate: date('departure_date', { mode: 'string' }),
    comment: text('comment').notNull().default(''),
    /** 'open' -> 'sent' -> 'arrived' (SHIPMENT_TRANSITIONS). */
    status: varchar('status', { length: 10 }).$type<ShipmentStatus>().notNull().default('open'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "KB-0412" and "kb-0412" are one shipment: the broker reads the number off the manifest.
    uniqueIndex('shipments_number_idx').on(sql`upper(${t.number})`),
    // The list is newest first: of all, of a status, of a warehouse (a warehouse has few at a time).
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_warehouse_created_idx').on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('shipments_status_known', sql`${t.status} in ('open', 'sent', 'arrived')`),
  ],
);

/**
 * The parcels of a shipment. A parcel is in at most one open shipment: `open` is true while its
 * shipment is, and the unique index on the open rows refuses a second one even when two operators
 * add the same parcel to two shipments at the same moment. Deleting a parcel that was in a
 * shipment is refused (RESTRICT): the manifest given to the broker names it.
 */
export const shipmentParcels = pgTable(
  'shipment_parcels',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'restrict' }),
    open: boolean('open').notNull().default(true),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.parcelId] }),
    uniqueIndex('shipment_parcels_open_parcel_idx').on(t.parcelId).where(sql`${t.open}`),
    // Which shipments a parcel was in (the delete guard counts them; a parcel's past shipments).
    index('shipment_parcels_parcel_idx').on(t.parcelId),
  ],
);
