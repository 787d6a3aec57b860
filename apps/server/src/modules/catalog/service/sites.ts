import { CATALOG_MSG, type SavedSite, type Site, type SiteCount } from '@kerben/domain';
import { fieldError, fieldErrors, notFound } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { isForeignKeyViolation } from '../../../db/errors';
import { presentCountryWithFlag } from '../../reference';
import { assertCanManageCatalog } from '../policy';
import * as q from '../queries';
import type { SiteBody, SiteListQuery, SiteUpdateBody } from '../schemas';
import type { CatalogParts } from './parts';

// Only reached when a category or country disappears between the check and the write.
function missingReference(error: unknown): never {
  if (isForeignKeyViolation(error, 'shop_sites_country_id_countries_id_fk')) {
    throw fieldError('country', CATALOG_MSG.countryNotFound);
  }
  if (isForeignKeyViolation(error)) throw fieldError('category', CATALOG_MSG.categoryNotFound);
  throw error;
}

/** The shop sites: paginated, newest first, filtered by categories and countries. */
export function catalogSites({ db, unitOfWork, files, urls, onSitesChanged }: CatalogParts) {
  function presentSite(row: q.SiteRow): Site {
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
      logo: row.logoKey ? urls.media(row.logoKey) : null,
      category: { id: row.categoryId, name: row.categoryName },
      country: presentCountryWithFlag(urls, row),
    };
  }

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
  };
}
