import {
  CATALOG_MSG,
  type Category,
  type CompanyLogo,
  type Product,
  type SavedSite,
  type Site,
  type SiteCount,
} from '@kerben/domain';
import { fieldError, fieldErrors, notFound } from '../../core/errors';
import type { UrlBuilder } from '../../core/urls';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { FileService } from '../files';
import { assertCanManageCatalog } from './policy';
import * as q from './queries';
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

export function createCatalogService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard'>;
  urls: UrlBuilder;
  /** Told after a change to what the public list of sites shows has committed (its response cache). */
  onSitesChanged?: () => void;
}) {
  const { db, unitOfWork, files, urls, onSitesChanged = () => {} } = deps;

  function presentSite(row: q.SiteRow): Site {
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
      logo: row.logoKey ? urls.media(row.logoKey) : null,
      category: { id: row.categoryId, name: row.categoryName },
      country:
        row.countryId !== null && row.countryName !== null
          ? { id: row.countryId, name: row.countryName, icon: row.countryIconKey ? urls.media(row.countryIconKey) : null }
          : null,
    };
  }

  // Logos and products answer absolute image URLs: the existing client uses them as they are.
  const presentLogo = (row: q.LogoRow, origin?: string): CompanyLogo => ({
    id: row.id,
    link: row.link,
    logo: urls.absolute(urls.media(row.key), origin),
  });
  const presentProduct = (row: q.ProductRow, origin?: string): Product => ({
    id: row.id,
    title: row.title,
    link: row.link,
    image: urls.absolute(urls.media(row.key), origin),
  });

  /** A site as its create and update answer it: the category and the country as ids, the objects beside. */
  function presentSaved(row: q.SiteRow): SavedSite {
    const site = presentSite(row);
    return {
      ...site,
      category: site.category.id,
      category_detail: site.category,
      country: site.country?.id ?? null,
      country_detail: site.country,
    };
  }

  async function getSavedSite(id: number, tx: DbOrTx): Promise<SavedSite> {
    const row = await q.findSite(tx, id);
    if (!row) throw notFound(CATALOG_MSG.siteNotFound);
    return presentSaved(row);
  }

  /** The chosen category and country must exist: a 400 on the field, not a database error. */
  async function checkReferences(tx: DbOrTx, categoryId: number | undefined, countryId: number | null | undefined) {
    const errors: Record<string, string[]> = {};
    if (categoryId !== undefined && !(await q.findCategory(tx, categoryId))) errors.category = [CATALOG_MSG.categoryNotFound];
    if (typeof countryId === 'number' && !(await q.countryExists(tx, countryId))) errors.country = [CATALOG_MSG.countryNotFound];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  }

  return {
    // ---- Categories: a plain array, alphabetical

    listCategories(): Promise<Category[]> {
      return q.listCategories(db);
    },

    async createCategory(viewer: Viewer, input: CategoryBody): Promise<Category> {
      assertCanManageCatalog(viewer);
      const category = await unitOfWork(({ tx }) => q.insertCategory(tx, input.name)).catch(nameTaken);
      onSitesChanged();
      return category;
    },

    async updateCategory(viewer: Viewer, id: number, input: CategoryUpdateBody): Promise<Category> {
      assertCanManageCatalog(viewer);
      const { name } = input;
      const row =
        name === undefined
          ? await q.findCategory(db, id)
          : await unitOfWork(({ tx }) => q.renameCategory(tx, id, name)).catch(nameTaken);
      if (!row) throw notFound(CATALOG_MSG.categoryNotFound);
      onSitesChanged();
      return row;
    },

    /** A category still used by sites is kept: 409 saying how many. */
    async deleteCategory(viewer: Viewer, id: number): Promise<void> {
      assertCanManageCatalog(viewer);
      await unitOfWork(async (work) => {
        if (!(await q.deleteCategory(work.tx, id))) throw notFound(CATALOG_MSG.categoryNotFound);
        work.afterCommit(async () => onSitesChanged());
      });
    },

    // ---- Sites: paginated, newest first, filtered by categories and countries

    listSites(query: SiteListQuery) {
      return q.listSites(
        db,
        { category: query.category, country: query.country, search: query.search || undefined },
        query,
        presentSite,
      );
    },

    async countSitesByCountry(): Promise<SiteCount[]> {
      const rows = await q.countSitesByCountry(db);
      return rows.flatMap((row) => (row.country === null ? [] : [{ country: row.country, count: row.count }]));
    },

    async createSite(viewer: Viewer, input: SiteBody): Promise<SavedSite> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'logo', input.logo, { isPublic: true, uploader: viewer }),
        async (work, preparedLogo) => {
          await checkReferences(work.tx, input.category, input.country);
          const logo = preparedLogo ? await files.recordImage(work, preparedLogo) : null;
          const id = await q
            .insertSite(work.tx, {
              name: input.name,
              url: input.url,
              description: input.description ?? '',
              categoryId: input.category,
              countryId: input.country ?? null,
              logoFileId: logo?.id ?? null,
            })
            .catch(missingReference);
          work.afterCommit(async () => onSitesChanged());
          return getSavedSite(id, work.tx);
        },
      );
    },

    /** Changes the given fields in one unit: a new logo replaces the old one, null removes it. */
    async updateSite(viewer: Viewer, id: number, input: SiteUpdateBody): Promise<SavedSite> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'logo', input.logo, { isPublic: true, uploader: viewer }),
        async (work, preparedLogo) => {
          const current = await q.findSite(work.tx, id, { forUpdate: true });
          if (!current) throw notFound(CATALOG_MSG.siteNotFound);
          await checkReferences(work.tx, input.category, input.country);
          const logo = await files.replace(work, preparedLogo, current.logoFileId);
          await q
            .updateSite(work.tx, id, {
              name: input.name,
              url: input.url,
              description: input.description,
              categoryId: input.category,
              countryId: input.country,
              logoFileId: logo.fileId,
            })
            .catch(missingReference);
          await logo.discardOld();
          work.afterCommit(async () => onSitesChanged());
          return getSavedSite(id, work.tx);
        },
      );
    },

    async deleteSite(viewer: Viewer, id: number): Promise<void> {
      assertCanManageCatalog(viewer);
      await unitOfWork(async (work) => {
        const row = await q.deleteSite(work.tx, id);
        if (!row) throw notFound(CATALOG_MSG.siteNotFound);
        await files.discard(work, [row.logoFileId]);
        work.afterCommit(async () => onSitesChanged());
      });
    },

    // ---- Company logos: a plain array, newest first, absolute image URLs

    async listLogos(origin?: string): Promise<CompanyLogo[]> {
      return (await q.listLogos(db)).map((row) => presentLogo(row, origin));
    },

    async addLogo(viewer: Viewer, input: LogoBody, origin?: string): Promise<CompanyLogo> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'logo', input.logo, { isPublic: true, uploader: viewer }),
        async (work, preparedLogo) => {
          const logo = await files.recordImage(work, preparedLogo);
          const id = await q.insertLogo(work.tx, { link: input.link ?? '', logoFileId: logo.id });
          return presentLogo(await found(q.findLogo(work.tx, id), CATALOG_MSG.logoNotFound), origin);
        },
      );
    },

    async updateLogo(viewer: Viewer, id: number, input: LogoUpdateBody, origin?: string): Promise<CompanyLogo> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'logo', input.logo, { isPublic: true, uploader: viewer }),
        async (work, preparedLogo) => {
          const current = await found(q.findLogo(work.tx, id, { forUpdate: true }), CATALOG_MSG.logoNotFound);
          const logo = await files.replace(work, preparedLogo, current.fileId);
          await q.updateLogo(work.tx, id, { link: input.link, logoFileId: logo.fileId ?? undefined });
          await logo.discardOld();
          return presentLogo(await found(q.findLogo(work.tx, id), CATALOG_MSG.logoNotFound), origin);
        },
      );
    },

    async deleteLogo(viewer: Viewer, id: number): Promise<void> {
      assertCanManageCatalog(viewer);
      await unitOfWork(async (work) => {
        const row = await found(q.deleteLogo(work.tx, id), CATALOG_MSG.logoNotFound);
        await files.discard(work, [row.fileId]);
      });
    },

    // ---- Promo products: a plain array, newest first, absolute image URLs

    async listProducts(origin?: string): Promise<Product[]> {
      return (await q.listProducts(db)).map((row) => presentProduct(row, origin));
    },

    async addProduct(viewer: Viewer, input: ProductBody, origin?: string): Promise<Product> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const image = await files.recordImage(work, preparedImage);
          const id = await q.insertProduct(work.tx, { title: input.title, link: input.link, imageFileId: image.id });
          return presentProduct(await found(q.findProduct(work.tx, id), CATALOG_MSG.productNotFound), origin);
        },
      );
    },

    async updateProduct(viewer: Viewer, id: number, input: ProductUpdateBody, origin?: string): Promise<Product> {
      assertCanManageCatalog(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const current = await found(q.findProduct(work.tx, id, { forUpdate: true }), CATALOG_MSG.productNotFound);
          const image = await files.replace(work, preparedImage, current.fileId);
          await q.updateProduct(work.tx, id, { title: input.title, link: input.link, imageFileId: image.fileId ?? undefined });
          await image.discardOld();
          return presentProduct(await found(q.findProduct(work.tx, id), CATALOG_MSG.productNotFound), origin);
        },
      );
    },

    async deleteProduct(viewer: Viewer, id: number): Promise<void> {
      assertCanManageCatalog(viewer);
      await unitOfWork(async (work) => {
        const row = await found(q.deleteProduct(work.tx, id), CATALOG_MSG.productNotFound);
        await files.discard(work, [row.fileId]);
      });
    },
  };
}

/** The row, or a 404 with the entity's message. */
async function found<T>(row: Promise<T | undefined>, message: string): Promise<T> {
  const value = await row;
  if (value === undefined) throw notFound(message);
  return value;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
