import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';

/**
 * Our warehouses' shipping addresses, shown to customers with their #code. The table keeps the
 * original API's name (`contacts`); the code calls it what it holds.
 */
export const warehouseAddresses = pgTable('contacts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  address: varchar('address', { length: 300 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 100 }).notNull().default(''),
  zipCode: varchar('zip_code', { length: 20 }).notNull().default(''),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  unit: varchar('unit', { length: 100 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
