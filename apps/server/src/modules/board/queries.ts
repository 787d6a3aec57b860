import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-guard';
import {
  cappedCount,
  escapeLike,
  fetchPage,
  keptCount,
  type PageRequest,
  plannedForItsValues,
  type RowOf,
  TEXT_SEARCH_COUNT_CAP,
} from '../../db/list';
import { inserted, insertReturningId } from '../../db/rows';
import { boardCategories, boardItems } from '../../db/schema';

// Every query of the bulletin board. Functions take the database or the unit of work's transaction.

// ---- Categories

const categoryColumns = { id: boardCategories.id, name: boardCategories.name, color: boardCategories.color };

/** Alphabetical, a page at a time (the existing client reads a page's `results`). */
export function listCategories(db: DbOrTx, page: PageRequest) {
  return fetchPage(
    db,
    {
      rows: db
        .select(categoryColumns)
        .from(boardCategories)
        .orderBy(asc(sql`lower(${boardCategories.name})`), asc(boardCategories.id))
        .$dynamic(),
      table: boardCategories,
      where: undefined,
      present: (row) => row,
    },
    page,
  );
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select(categoryColumns).from(boardCategories).where(eq(boardCategories.id, id));
  return row;
}

export async function insertCategory(db: DbOrTx, values: { name: string; color: string }) {
  return inserted(await db.insert(boardCategories).values(values).returning(categoryColumns), boardCategories);
}

export async function updateCategory(db: DbOrTx, id: number, values: { name?: string; color?: string }) {
  const [row] = await db.update(boardCategories).set(values).where(eq(boardCategories.id, id)).returning(categoryColumns);
  return row;
}

/** True when it was deleted; 409 while announcements use it (db/delete-guard.ts). */
export async function deleteCategory(tx: Tx, id: number): Promise<boolean> {
  return (await deleteUnlessReferenced(tx, boardCategories, [id])) > 0;
}

// ---- Announcements

/** An announcement with its category joined: one query for a whole page. */
function selectItems(db: DbOrTx) {
  return db
    .select({
      id: boardItems.id,
      text: boardItems.text,
      city: boardItems.city,
      publicationDate: boardItems.publicationDate,
      createdAt: boardItems.createdAt,
      categoryId: boardCategories.id,
      categoryName: boardCategories.name,
      categoryColor: boardCategories.color,
    })
    .from(boardItems)
    .innerJoin(boardCategories, eq(boardCategories.id, boardItems.categoryId))
    .$dynamic();
}

export type ItemRow = RowOf<typeof selectItems>;

export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db).where(eq(boardItems.id, id));
  return row;
}

export interface ItemFilters {
  /** Only those published by this day (YYYY-MM-DD); all, scheduled ones too, when absent. */
  publishedBy?: string;
  /** Part of the text or the city, any case. */
  text?: string;
}

/** Newest publication first, as board_items_publication_idx is ordered. */
export function listItems<T>(db: DbOrTx, filters: ItemFilters, page: PageRequest, present: (row: ItemRow) => T) {
  const conditions: SQL[] = [];
  if (filters.publishedBy) conditions.push(lte(boardItems.publicationDate, filters.publishedBy));
  if (filters.text) {
    const pattern = `%${escapeLike(filters.text)}%`;
    // Served by the trigram indexes when the term has three letters or more.
    const match = or(ilike(boardItems.text, pattern), ilike(boardItems.city, pattern));
    if (match) conditions.push(plannedForItsValues(match));
  }
  const where = and(...conditions);
  const order = [desc(boardItems.publicationDate), desc(boardItems.id)];
  return fetchPage(
    db,
    {
      // The page's ids from board_items_publication_idx alone (a deep page skips index entries),
      // then those announcements with their category.
      rows: async ({ limit, offset }) => {
        const ids = await db
          .select({ id: boardItems.id })
          .from(boardItems)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        if (ids.length === 0) return [];
        return selectItems(db)
          .where(
            inArray(
              boardItems.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(...order);
      },
      table: boardItems,
      where,
      // Exact without a text search: the kept count of every announcement, less the few scheduled
      // after the day asked (board_items_publication_idx finds them); a search counts up to its cap.
      count: filters.text
        ? () => cappedCount(db, boardItems, where, TEXT_SEARCH_COUNT_CAP)
        : () => countItems(db, filters.publishedBy),
      present,
    },
    page,
  );
}

async function countItems(db: DbOrTx, publishedBy: string | undefined): Promise<number> {
  const [all, scheduled] = await Promise.all([
    keptCount(db, 'board_items'),
    publishedBy
      ? db
          .select({ n: count() })
          .from(boardItems)
          .where(gt(boardItems.publicationDate, publishedBy))
          .then((rows) => rows[0]?.n ?? 0)
      : 0,
  ]);
  return all - scheduled;
}

export type ItemValues = Omit<typeof boardItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const insertItem = (db: DbOrTx, values: ItemValues) => insertReturningId(db, boardItems, values);

/** True when the announcement exists. */
export async function updateItem(db: DbOrTx, id: number, values: Partial<ItemValues>): Promise<boolean> {
  const updated = await db
    .update(boardItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(boardItems.id, id))
    .returning({ id: boardItems.id });
  return updated.length > 0;
}

/** True when a row was deleted. */
export async function deleteItem(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(boardItems).where(eq(boardItems.id, id)).returning({ id: boardItems.id });
  return deleted.length > 0;
}
