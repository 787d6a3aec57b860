import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';
import { countries } from './reference';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Одежда" and "одежда" are the same category.
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Shops of the public catalogue. A category or country in use cannot be deleted (RESTRICT). */
export const shopSites = pgTable(
  'shop_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_sites_category_idx').on(t.categoryId),
    index('shop_sites_country_idx').on(t.countryId),
    // The list is newest first; id breaks ties between rows of one transaction. Plain DESC (nulls
    // first) as the query says it: an index ordered NULLS LAST cannot serve ORDER BY ... DESC.
    index('shop_sites_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Company logos shown on the public site, each optionally linking to the company's site. */
export const companyLogos = pgTable('company_logos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  link: varchar('link', { length: 500 }).notNull().default(''),
  logoFileId: integer('logo_file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Promo products ("Магазин"): a picture and a link to the product in a foreign shop. */
export const promoProducts = pgTable('promo_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 200 }).notNull(),
  link: varchar('link', { length: 500 }).notNull(),
  imageFileId: integer('image_file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
