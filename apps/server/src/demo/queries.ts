import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { boardCategories, boardItems, categories, companyLogos, promoProducts, seedRuns, shopSites } from '../db/schema';

/** Whether a seed was applied: its marker row stays, so what an admin changed since stays changed. */
export async function isSeeded(db: DbOrTx, name: string): Promise<boolean> {
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return Boolean(applied);
}

/** Writes a seed's marker; false when it is there already (another process seeded first). */
export async function markSeeded(tx: DbOrTx, name: string): Promise<boolean> {
  const [marker] = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
  return Boolean(marker);
}

const lowerNameIn = (column: AnyPgColumn, names: readonly string[]) =>
  inArray(
    sql`lower(${column})`,
    names.map((name) => name.toLowerCase()),
  );
const idsByLowerName = (rows: Array<{ id: number; name: string }>) =>
  new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));

/**
 * The ids of the catalogue's categories of these names by their lower-case name, made where
 * missing: one an admin already made under the same name, in any case, is reused.
 */
export async function shopCategoryIds(tx: DbOrTx, names: readonly string[]): Promise<Map<string, number>> {
  await tx
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const { id, name } = categories;
  return idsByLowerName(await tx.select({ id, name }).from(categories).where(lowerNameIn(name, names)));
}

/** The same for the board's categories, with their colours. */
export async function boardCategoryIds(
  tx: DbOrTx,
  rows: ReadonlyArray<{ name: string; color: string }>,
): Promise<Map<string, number>> {
  await tx
    .insert(boardCategories)
    .values([...rows])
    .onConflictDoNothing();
  const { id, name } = boardCategories;
  const names = rows.map((row) => row.name);
  return idsByLowerName(await tx.select({ id, name }).from(boardCategories).where(lowerNameIn(name, names)));
}

export async function insertSite(tx: DbOrTx, values: typeof shopSites.$inferInsert): Promise<void> {
  await tx.insert(shopSites).values(values);
}

export async function insertLogo(tx: DbOrTx, values: typeof companyLogos.$inferInsert): Promise<void> {
  await tx.insert(companyLogos).values(values);
}

export async function insertProduct(tx: DbOrTx, values: typeof promoProducts.$inferInsert): Promise<void> {
  await tx.insert(promoProducts).values(values);
}

export async function insertBoardItems(tx: DbOrTx, rows: Array<typeof boardItems.$inferInsert>): Promise<void> {
  await tx.insert(boardItems).values(rows);
}
