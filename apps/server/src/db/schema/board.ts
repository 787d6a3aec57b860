import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Categories of the bulletin board, each with a colour of the palette (BOARD_COLORS). */
export const boardCategories = pgTable(
  'board_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Работа" and "работа" are the same category.
  (t) => [uniqueIndex('board_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Announcements of the bulletin board. A category in use cannot be deleted (RESTRICT). */
export const boardItems = pgTable(
  'board_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => boardCategories.id, { onDelete: 'restrict' }),
    city: varchar('city', { length: 100 }).notNull(),
    /** The day it appears on the public board; a later one schedules it. */
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_items_category_idx').on(t.categoryId),
    // The public list: publication_date <= today, newest first (id breaks ties within a day).
    // Plain DESC (nulls first) as the query orders it.
    index('board_items_publication_idx').on(t.publicationDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The text search (ILIKE '%…%' on the text or the city): trigrams (pg_trgm, migration 0048)
    // find the matches of a term of three letters or more without reading every announcement.
    index('board_items_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    index('board_items_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);
