import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-guard';
import { escapeLike, fetchNewestFirst, type PageRequest, type RowOf } from '../../db/list';
import { inserted, insertReturningId, updateById } from '../../db/rows';
import { categories, companyLogos, countries, files, promoProducts, shopSites } from '../../db/schema';

// Every query of the catalogue. Functions take the database or the unit of work's transaction.

const logoFile = alias(files, 'logo_file');
const countryIcon = alias(files, 'country_icon');

// ---- Categories

const categoryColumns = { id: categories.id, name: categories.name };

export function listCategories(db: DbOrTx) {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: DbOrTx, name: string) {
  return inserted(await db.insert(categories).values({ name }).returning(categoryColumns), categories);
}

export async function renameCategory(db: DbOrTx, id: number, name: string) {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning(categoryColumns);
  return row;
}

/** True when it was deleted; 409 while sites use it (db/delete-guard.ts). */
export async function deleteCategory(tx: Tx, id: number): Promise<boolean> {
  return (await deleteUnlessReferenced(tx, categories, [id])) > 0;
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [found] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(found);
}

/** Sent on commit by triggers on the tables the public catalogue reads (migration 0017). */
export const CATALOG_CHANNEL = 'catalog_changed';

// ---- Shop sites

/** A site with its category, country (and flag) and logo joined: one query for a whole page. */
function selectSites(db: DbOrTx) {
  return db
    .select({
      id: shopSites.id,
      name: shopSites.name,
      url: shopSites.url,
      description: shopSites.description,
      logoFileId: shopSites.logoFileId,
      logoKey: logoFile.key,
      categoryId: categories.id,
      categoryName: categories.name,
      countryId: countries.id,
      countryName: countries.name,
      countryIconKey: countryIcon.key,
    })
    .from(shopSites)
    .innerJoin(categories, eq(categories.id, shopSites.categoryId))
    .leftJoin(countries, eq(countries.id, shopSites.countryId))
    .leftJoin(logoFile, eq(logoFile.id, shopSites.logoFileId))
    .leftJoin(countryIcon, eq(countryIcon.id, countries.iconFileId))
    .$dynamic();
}

export type SiteRow = RowOf<typeof selectSites>;

export async function findSite(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<SiteRow | undefined> {
  const query = selectSites(db).where(eq(shopSites.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: shopSites }) : query);
  return row;
}

export interface SiteFilters {
  category: number[];
  country: number[];
  /** Part of the shop's name, any case. */
  search?: string;
}

/** Newest first, as the index on (created_at desc, id desc) is ordered. */
export function listSites<T>(db: DbOrTx, filters: SiteFilters, page: PageRequest, present: (row: SiteRow) => T) {
  const conditions: SQL[] = [];
  if (filters.category.length > 0) conditions.push(inArray(shopSites.categoryId, filters.category));
  if (filters.country.length > 0) conditions.push(inArray(shopSites.countryId, filters.country));
  if (filters.search) conditions.push(ilike(shopSites.name, `%${escapeLike(filters.search)}%`));
  const where = and(...conditions);
  return fetchNewestFirst(db, { select: selectSites(db), table: shopSites, where, present }, page);
}

/** The number of sites in each country that has any, in one grouped query. */
export function countSitesByCountry(db: DbOrTx) {
  return db
    .select({ country: shopSites.countryId, count: sql<number>`count(*)::int` })
    .from(shopSites)
    .where(sql`${shopSites.countryId} is not null`)
    .groupBy(shopSites.countryId)
    .orderBy(asc(shopSites.countryId));
}

export type SiteValues = Omit<typeof shopSites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const insertSite = (db: DbOrTx, values: SiteValues) => insertReturningId(db, shopSites, values);

export async function updateSite(db: DbOrTx, id: number, values: Partial<SiteValues>): Promise<void> {
  await db
    .update(shopSites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shopSites.id, id));
}

export async function deleteSite(db: DbOrTx, id: number) {
  const [row] = await db.delete(shopSites).where(eq(shopSites.id, id)).returning({ logoFileId: shopSites.logoFileId });
  return row;
}

// ---- Company logos

function selectLogos(db: DbOrTx) {
  return db
    .select({ id: companyLogos.id, link: companyLogos.link, fileId: companyLogos.logoFileId, key: files.key })
    .from(companyLogos)
    .innerJoin(files, eq(files.id, companyLogos.logoFileId))
    .$dynamic();
}

export type LogoRow = RowOf<typeof selectLogos>;

export const listLogos = (db: DbOrTx) => selectLogos(db).orderBy(desc(companyLogos.id));

export async function findLogo(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<LogoRow | undefined> {
  const query = selectLogos(db).where(eq(companyLogos.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: companyLogos }) : query);
  return row;
}

export const insertLogo = (db: DbOrTx, values: { link: string; logoFileId: number }) =>
  insertReturningId(db, companyLogos, values);

export const updateLogo = (db: DbOrTx, id: number, values: { link?: string; logoFileId?: number }) =>
  updateById(db, companyLogos, id, values);

export async function deleteLogo(db: DbOrTx, id: number) {
  const [row] = await db.delete(companyLogos).where(eq(companyLogos.id, id)).returning({ fileId: companyLogos.logoFileId });
  return row;
}

// ---- Promo products

function selectProducts(db: DbOrTx) {
  return db
    .select({
      id: promoProducts.id,
      title: promoProducts.title,
      link: promoProducts.link,
      fileId: promoProducts.imageFileId,
      key: files.key,
    })
    .from(promoProducts)
    .innerJoin(files, eq(files.id, promoProducts.imageFileId))
    .$dynamic();
}

export type ProductRow = RowOf<typeof selectProducts>;

export const listProducts = (db: DbOrTx) => selectProducts(db).orderBy(desc(promoProducts.id));

export async function findProduct(
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = selectProducts(db).where(eq(promoProducts.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: promoProducts }) : query);
  return row;
}

export const insertProduct = (db: DbOrTx, values: { title: string; link: string; imageFileId: number }) =>
  insertReturningId(db, promoProducts, values);

export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: { title?: string; link?: string; imageFileId?: number },
): Promise<void> {
  await updateById(db, promoProducts, id, values);
}

export async function deleteProduct(db: DbOrTx, id: number) {
  const [row] = await db.delete(promoProducts).where(eq(promoProducts.id, id)).returning({ fileId: promoProducts.imageFileId });
  return row;
}
