import { CATALOG_MSG } from '@kerben/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { categories, companyLogos, countries, files as fileRows, promoProducts, shopSites } from '../../db/schema';
import { AppError, conflict, type FieldErrors, fieldError, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/pagination';
import { absoluteUrl } from '../../http/urls';
import type { FileService } from '../files/service';
import type {
  CategoryBody,
  CategoryUpdateBody,
  LogoBody,
  LogoUpdateBody,
  ProductBody,
  ProductUpdateBody,
  SiteBody,
  SiteListQuery,
  SiteUpdateBody,
} from './schemas';

const logoFile = alias(fileRows, 'logo_file');
const countryIcon = alias(fileRows, 'country_icon');

// A category's name is unique regardless of case (unique index on lower(name)).
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', CATALOG_MSG.categoryNameTaken);
  throw error;
}

// Only reached when a category or country disappears between the check and the write.
function missingReference(error: unknown): never {
  if (isForeignKeyViolation(error, 'shop_sites_country_id_countries_id_fk')) {
    throw fieldError('country', CATALOG_MSG.countryNotFound);
  }
  if (isForeignKeyViolation(error)) throw fieldError('category', CATALOG_MSG.categoryNotFound);
  throw error;
}

export function createCatalogService(deps: { db: Db; files: FileService; publicUrl?: string }) {
  const { db, files, publicUrl } = deps;
  const mediaUrl = (request: FastifyRequest, key: string) => absoluteUrl(request, files.publicPath(key), publicUrl);

  // ---- Categories

  async function categoryUsage(tx: DbOrTx, id: number): Promise<string | null> {
    const [names, [total]] = await Promise.all([
      tx
        .select({ name: shopSites.name })
        .from(shopSites)
        .where(eq(shopSites.categoryId, id))
        .orderBy(asc(shopSites.name))
        .limit(5),
      tx.select({ n: count() }).from(shopSites).where(eq(shopSites.categoryId, id)),
    ]);
    const n = total?.n ?? 0;
    if (n === 0) return null;
    const more = n > names.length ? ` и ещё ${n - names.length}` : '';
    return `${CATALOG_MSG.categoryInUse}: ${names.map((s) => s.name).join(', ')}${more}. Перенесите их в другую категорию или удалите.`;
  }

  // ---- Sites

  /** One query for a page of sites with category, country (and its icon) and logo joined. */
  function selectSites(tx: DbOrTx) {
    return tx
      .select({
        id: shopSites.id,
        name: shopSites.name,
        url: shopSites.url,
        description: shopSites.description,
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

  type SiteRow = Awaited<ReturnType<ReturnType<typeof selectSites>['execute']>>[number];

  function presentSite(row: SiteRow) {
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
      logo: row.logoKey ? files.publicPath(row.logoKey) : null,
      category: { id: row.categoryId, name: row.categoryName },
      country:
        row.countryId !== null && row.countryName !== null
          ? {
              id: row.countryId,
              name: row.countryName,
              icon: row.countryIconKey ? files.publicPath(row.countryIconKey) : null,
            }
          : null,
    };
  }

  async function getSite(id: number, tx: DbOrTx = db) {
    const [row] = await selectSites(tx).where(eq(shopSites.id, id));
    if (!row) throw notFound(CATALOG_MSG.siteNotFound);
    return presentSite(row);
  }

  /** The chosen category and country must exist: a 400 on the field, not a database error. */
  async function checkReferences(tx: DbOrTx, categoryId: number | undefined, countryId: number | null | undefined) {
    const errors: FieldErrors = {};
    if (categoryId !== undefined) {
      const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!found) errors.category = [CATALOG_MSG.categoryNotFound];
    }
    if (typeof countryId === 'number') {
      const [found] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      if (!found) errors.country = [CATALOG_MSG.countryNotFound];
    }
    if (Object.keys(errors).length > 0) throw new AppError('validation', 'Некорректные данные', errors);
  }

  // ---- Logos and products

  const selectLogos = (tx: DbOrTx) =>
    tx
      .select({ id: companyLogos.id, link: companyLogos.link, key: fileRows.key })
      .from(companyLogos)
      .innerJoin(fileRows, eq(fileRows.id, companyLogos.logoFileId))
      .$dynamic();

  const selectProducts = (tx: DbOrTx) =>
    tx
      .select({ id: promoProducts.id, title: promoProducts.title, link: promoProducts.link, key: fileRows.key })
      .from(promoProducts)
      .innerJoin(fileRows, eq(fileRows.id, promoProducts.imageFileId))
      .$dynamic();

  async function getLogo(request: FastifyRequest, id: number) {
    const [row] = await selectLogos(db).where(eq(companyLogos.id, id));
    if (!row) throw notFound(CATALOG_MSG.logoNotFound);
    return { id: row.id, link: row.link, logo: mediaUrl(request, row.key) };
  }

  async function getProduct(request: FastifyRequest, id: number) {
    const [row] = await selectProducts(db).where(eq(promoProducts.id, id));
    if (!row) throw notFound(CATALOG_MSG.productNotFound);
    return { id: row.id, title: row.title, link: row.link, image: mediaUrl(request, row.key) };
  }

  return {
    // ---- Categories: a plain array, alphabetical

    listCategories() {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    },

    async createCategory(input: CategoryBody) {
      const [row] = await db
        .insert(categories)
        .values({ name: input.name })
        .returning({ id: categories.id, name: categories.name })
        .catch(nameTaken);
      if (!row) throw new Error('category not inserted');
      return row;
    },

    async updateCategory(id: number, input: CategoryUpdateBody) {
      const [row] =
        input.name === undefined
          ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, id))
          : await db
              .update(categories)
              .set({ name: input.name })
              .where(eq(categories.id, id))
              .returning({ id: categories.id, name: categories.name })
              .catch(nameTaken);
      if (!row) throw notFound(CATALOG_MSG.categoryNotFound);
      return row;
    },

    /** A category still used by sites is kept: 409 naming some of them. */
    async deleteCategory(id: number) {
      const usage = await categoryUsage(db, id);
      if (usage) throw conflict(usage);
      const deleted = await db
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id })
        .catch(async (error: unknown) => {
          // A site was added to it in the meantime (the foreign key is RESTRICT).
          if (isForeignKeyViolation(error)) throw conflict((await categoryUsage(db, id)) ?? CATALOG_MSG.categoryInUse);
          throw error;
        });
      if (deleted.length === 0) throw notFound(CATALOG_MSG.categoryNotFound);
    },

    // ---- Sites: paginated, newest first, filtered by categories and countries

    async listSites(request: FastifyRequest, query: SiteListQuery) {
      const filters: SQL[] = [];
      if (query.category.length > 0) filters.push(inArray(shopSites.categoryId, query.category));
      if (query.country.length > 0) filters.push(inArray(shopSites.countryId, query.country));
      const where = and(...filters);
      const { limit, offset } = pageOffset(query);
      const [rows, [total]] = await Promise.all([
        selectSites(db).where(where).orderBy(desc(shopSites.createdAt), desc(shopSites.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(shopSites).where(where),
      ]);
      return toPage(request, query, total?.n ?? 0, rows.map(presentSite));
    },

    async createSite(input: SiteBody) {
      const id = await files.transaction(async (tx) => {
        await checkReferences(tx, input.category, input.country);
        const logo = input.logo ? await files.saveImage('logo', input.logo, { isPublic: true }, tx) : null;
        const [row] = await tx
          .insert(shopSites)
          .values({
            name: input.name,
            url: input.url,
            description: input.description ?? '',
            categoryId: input.category,
            countryId: input.country ?? null,
            logoFileId: logo?.id ?? null,
          })
          .returning({ id: shopSites.id })
          .catch(missingReference);
        if (!row) throw new Error('site not inserted');
        return row.id;
      });
      return getSite(id);
    },

    /** Changes the given fields; a new logo replaces (and deletes) the old one. */
    async updateSite(id: number, input: SiteUpdateBody) {
      const replaced = await files.transaction(async (tx) => {
        const [current] = await tx
          .select({ logoFileId: shopSites.logoFileId })
          .from(shopSites)
          .where(eq(shopSites.id, id))
          .for('update');
        if (!current) throw notFound(CATALOG_MSG.siteNotFound);
        await checkReferences(tx, input.category, input.country);
        const logo = input.logo ? await files.saveImage('logo', input.logo, { isPublic: true }, tx) : undefined;
        await tx
          .update(shopSites)
          .set({
            name: input.name,
            url: input.url,
            description: input.description,
            categoryId: input.category,
            countryId: input.country,
            logoFileId: logo?.id,
            updatedAt: sql`now()`,
          })
          .where(eq(shopSites.id, id))
          .catch(missingReference);
        return logo ? current.logoFileId : null;
      });
      await files.remove([replaced]);
      return getSite(id);
    },

    async deleteSite(id: number) {
      const [row] = await db.delete(shopSites).where(eq(shopSites.id, id)).returning({ logoFileId: shopSites.logoFileId });
      if (!row) throw notFound(CATALOG_MSG.siteNotFound);
      await files.remove([row.logoFileId]);
    },

    // ---- Company logos: a plain array, newest first, absolute image URLs

    async listLogos(request: FastifyRequest) {
      const rows = await selectLogos(db).orderBy(desc(companyLogos.id));
      return rows.map((row) => ({ id: row.id, link: row.link, logo: mediaUrl(request, row.key) }));
    },

    async addLogo(request: FastifyRequest, input: LogoBody) {
      const id = await files.transaction(async (tx) => {
        const logo = await files.saveImage('logo', input.logo, { isPublic: true }, tx);
        const [row] = await tx
          .insert(companyLogos)
          .values({ link: input.link ?? '', logoFileId: logo.id })
          .returning({ id: companyLogos.id });
        if (!row) throw new Error('logo not inserted');
        return row.id;
      });
      return getLogo(request, id);
    },

    async updateLogo(request: FastifyRequest, id: number, input: LogoUpdateBody) {
      const replaced = await files.transaction(async (tx) => {
        const [current] = await tx
          .select({ fileId: companyLogos.logoFileId })
          .from(companyLogos)
          .where(eq(companyLogos.id, id))
          .for('update');
        if (!current) throw notFound(CATALOG_MSG.logoNotFound);
        const logo = input.logo ? await files.saveImage('logo', input.logo, { isPublic: true }, tx) : undefined;
        if (input.link !== undefined || logo) {
          await tx.update(companyLogos).set({ link: input.link, logoFileId: logo?.id }).where(eq(companyLogos.id, id));
        }
        return logo ? current.fileId : null;
      });
      await files.remove([replaced]);
      return getLogo(request, id);
    },

    async deleteLogo(id: number) {
      const [row] = await db.delete(companyLogos).where(eq(companyLogos.id, id)).returning({ fileId: companyLogos.logoFileId });
      if (!row) throw notFound(CATALOG_MSG.logoNotFound);
      await files.remove([row.fileId]);
    },

    // ---- Promo products: a plain array, newest first, absolute image URLs

    async listProducts(request: FastifyRequest) {
      const rows = await selectProducts(db).orderBy(desc(promoProducts.id));
      return rows.map((row) => ({ id: row.id, title: row.title, link: row.link, image: mediaUrl(request, row.key) }));
    },

    async addProduct(request: FastifyRequest, input: ProductBody) {
      const id = await files.transaction(async (tx) => {
        const image = await files.saveImage('image', input.image, { isPublic: true }, tx);
        const [row] = await tx
          .insert(promoProducts)
          .values({ title: input.title, link: input.link, imageFileId: image.id })
          .returning({ id: promoProducts.id });
        if (!row) throw new Error('product not inserted');
        return row.id;
      });
      return getProduct(request, id);
    },

    async updateProduct(request: FastifyRequest, id: number, input: ProductUpdateBody) {
      const replaced = await files.transaction(async (tx) => {
        const [current] = await tx
          .select({ fileId: promoProducts.imageFileId })
          .from(promoProducts)
          .where(eq(promoProducts.id, id))
          .for('update');
        if (!current) throw notFound(CATALOG_MSG.productNotFound);
        const image = input.image ? await files.saveImage('image', input.image, { isPublic: true }, tx) : undefined;
        if (input.title !== undefined || input.link !== undefined || image) {
          await tx
            .update(promoProducts)
            .set({ title: input.title, link: input.link, imageFileId: image?.id })
            .where(eq(promoProducts.id, id));
        }
        return image ? current.fileId : null;
      });
      await files.remove([replaced]);
      return getProduct(request, id);
    },

    async deleteProduct(id: number) {
      const [row] = await db
        .delete(promoProducts)
        .where(eq(promoProducts.id, id))
        .returning({ fileId: promoProducts.imageFileId });
      if (!row) throw notFound(CATALOG_MSG.productNotFound);
      await files.remove([row.fileId]);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
