import type { DeclaredItem, ParcelHandover } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { countries, couriers, parcelStatuses, warehouses } from './reference';
import { tariffVersions } from './tariffs';
import { users } from './users';

/** A customer's delivery address (name, phone, email, street, city, country). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A parcel's declared contents, [{description, quantity, unit_price_usd}], as one jsonb value of its
 * row rather than a table of item rows: a declaration is read and replaced whole with its parcel
 * (never searched or changed item by item), is copied from the announcement to the parcel and into
 * the history as it is, and comes with every parcel of a list page without another query. The
 * shape is the domain schema's, checked on every write (declaredItemsField); the database holds it
 * to being a list.
 */
const declaredItems = (name: string) => jsonb(name).$type<DeclaredItem[]>().notNull().default([]);
const isList = (column: AnyPgColumn) => sql`jsonb_typeof(${column}) = 'array'`;
const measure = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/**
 * A parcel in one of our warehouses. It belongs to a client by a real foreign key; deleting the
 * client, the warehouse or an address in use is refused (RESTRICT), never cascaded.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => parcelStatuses.id),
    courierId: integer('courier_id').references(() => couriers.id),
    /** As typed by the operator; trackKey is the form every comparison uses. */
    trackNumber: varchar('track_number', { length: 100 }).notNull().default(''),
    trackKey: varchar('track_key', { length: 100 }),
    weight: measure('weight'),
    width: measure('width'),
    height: measure('height'),
    length: measure('length'),
    price: money('price').notNull().default(0),
    /** An admin typed the price: new weight or dimensions leave it alone (the rule's price follows them). */
    priceIsManual: boolean('price_is_manual').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    /** When it was marked paid (the dashboard sums invoiced money by this time). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    receiptFileId: integer('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    comments: text('comments').notNull().default(''),
    dateSent: date('date_sent', { mode: 'string' }),
    dateArrived: date('date_arrived', { mode: 'string' }),
    /**
     * The storage clock of the stay at a warehouse under way (null when the parcel is not waiting
     * there): when it arrived, its last free day and the fee after it, under the warehouse's terms
     * of that day. Kept by the trigger parcels_storage_clock on every status change.
     */
    // Milliseconds, as JavaScript holds them: the reminders name a stay by this instant.
    storageSince: timestamp('storage_since', { withTimezone: true, precision: 3 }),
    storageFreeUntil: date('storage_free_until', { mode: 'string' }),
    storageFeePerDayUsd: money('storage_fee_per_day_usd'),
    originCountryId: integer('origin_country_id').references(() => countries.id),
    destinationCountryId: integer('destination_country_id').references(() => countries.id),
    items: declaredItems('items'),
    /** The box it was combined into (status «Объединена»); deleting the box is refused while it holds parcels. */
    consolidatedIntoId: integer('consolidated_into_id').references((): AnyPgColumn => parcels.id, { onDelete: 'restrict' }),
    /** The tariff in force on the day it was received: its delivery is charged by it, whatever changes later. */
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One parcel per track number, whatever its spelling; parcels without one are many.
    uniqueIndex('parcels_track_key_idx').on(t.trackKey),
    // Searching by the start of a track number (LIKE 'ABC%') whatever the database's collation.
    index('parcels_track_key_prefix_idx').on(sql`${t.trackKey} varchar_pattern_ops`),
    // Every list is newest first: of a warehouse (and of a status in it), of a client, of all.
    index('parcels_warehouse_created_idx').on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('parcels_warehouse_status_created_idx').on(
      t.warehouseId,
      t.statusId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('parcels_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('parcels_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('parcels_status_created_idx').on(t.statusId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('parcels_address_idx').on(t.addressId),
    index('parcels_date_sent_idx').on(t.dateSent),
    // The dashboard's kilograms and money per hour of a month, read from the index alone.
    index('parcels_created_weight_idx').on(t.createdAt, t.destinationCountryId, t.weight),
    index('parcels_paid_idx').on(t.paidAt, t.destinationCountryId, t.price).where(sql`${t.isPaid}`),
    // The dashboard's "waiting for action": parcels per status, all but delivered (7, final).
    index('parcels_waiting_status_idx').on(t.statusId).where(sql`${t.statusId} <> 7`),
    // The operators' list by days in storage (longest first, the others after them), and the
    // parcels past their free days.
    index('parcels_warehouse_storage_idx').on(t.warehouseId, t.storageSince.asc(), t.id.desc().nullsFirst()),
    index('parcels_storage_free_until_idx').on(t.storageFreeUntil, t.id).where(sql`${t.storageSince} is not null`),
    // The dashboard's delivered parcels of one destination, without reading the parcels.
    index('parcels_delivered_destination_idx').on(t.destinationCountryId, t.id).where(sql`${t.statusId} = 7`),
    // The parcels a box was combined from.
    index('parcels_consolidated_into_idx').on(t.consolidatedIntoId).where(sql`${t.consolidatedIntoId} is not null`),
    check('parcels_items_list', isList(t.items)),
  ],
);

/**
 * How many parcels each warehouse holds in each status, kept by triggers on `parcels` (migration
 * 0016): the operators' list counts its pages here rather than counting thousands of index entries
 * on every request. Written only by those triggers.
 */
export const parcelCounts = pgTable(
  'parcel_counts',
  {
    warehouseId: integer('warehouse_id').notNull(),
    statusId: integer('status_id').notNull(),
    parcels: integer('parcels').notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.statusId] })],
);

/**
 * A parcel's history, with who and when: one row per actual status change (and its first status),
 * and one per change of its declared contents (`declaration`: the items as they became; no status).
 */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').references(() => parcelStatuses.id),
    declaration: jsonb('declaration').$type<DeclaredItem[]>(),
    /** Handed over at the desk (the status 7 row): to whom, on which document, by the code or an admin's override. */
    handover: jsonb('handover').$type<ParcelHandover>(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parcel_events_parcel_idx').on(t.parcelId, t.createdAt, t.id),
    // "Delivered" on the dashboard: when parcels reached a status.
    index('parcel_events_status_created_idx').on(t.statusId, t.createdAt),
    // Each row is one kind of change: a status, or a declaration.
    check('parcel_events_one_change', sql`(${t.statusId} is null) <> (${t.declaration} is null)`),
  ],
);

/**
 * A parcel a customer announced, on its way to one of our warehouses. Receiving it creates the
 * warehouse parcel and links it here, in one transaction; it is never deleted by that.
 */
export const expectedParcels = pgTable(
  'expected_parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id')
      .notNull()
      .references(() => couriers.id),
    trackingNumber: varchar('tracking_number', { length: 100 }).notNull(),
    /** The compared form of the tracking number (upper case, no spaces or dashes): the scan looks it up. */
    trackKey: varchar('track_key', { length: 100 }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    originCountryId: integer('origin_country_id').references(() => countries.id),
    destinationCountryId: integer('destination_country_id').references(() => countries.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'restrict' }),
    comments: text('comments').notNull().default(''),
    items: declaredItems('items'),
    /** The warehouse parcel it became, once received. */
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /**
     * An operator deleted it while it was still on its way: kept (out of the operators' list) until
     * a parcel with its number is received for its client, which receives it. The existing client's
     * "В склад" deletes the announcement before creating the parcel; a failed create lost it.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expected_parcels_track_key_idx').on(t.trackKey),
    // The open announcements of a number: its conflicts (the scan, the operators' list) and a client's own.
    index('expected_parcels_open_track_key_idx').on(t.trackKey, t.userId).where(sql`${t.parcelId} is null`),
    index('expected_parcels_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('expected_parcels_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('expected_parcels_warehouse_created_idx').on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('expected_parcels_items_list', isList(t.items)),
  ],
);

/**
 * The storage reminders sent for a stay (a parcel and the moment it arrived): the key makes each
 * one go out once, whichever process runs the job and however often.
 */
export const storageReminders = pgTable(
  'storage_reminders',
  {
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true, precision: 3 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** False: recorded as out of date after a later reminder was due (after downtime), never sent. */
    sent: boolean('sent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.since, t.kind] })],
);
