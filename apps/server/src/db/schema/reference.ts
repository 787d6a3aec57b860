import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';

// Reference tables keep the fixed ids of docs/product.md#reference-data, so ids are given, not generated.

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  iconFileId: integer('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
});

export const couriers = pgTable('couriers', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const parcelStatuses = pgTable('parcel_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: varchar('name', { length: 100 }).notNull(),
    /** Lower-case alternative names used in /admin/warehouses/{name}. */
    aliases: text('aliases').array().notNull().default([]),
    countryId: integer('country_id').references(() => countries.id),
    address: varchar('address', { length: 500 }).notNull().default(''),
    /** Days a parcel waits here for free; a parcel keeps the terms it arrived under. */
    freeStorageDays: integer('free_storage_days').notNull().default(30),
    storageFeePerDayUsd: numeric('storage_fee_per_day_usd', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0.5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Чикаго" and "чикаго" are one warehouse: /admin/warehouses/{name} must find exactly one.
  (t) => [uniqueIndex('warehouses_name_lower_idx').on(sql`lower(${t.name})`)],
);
