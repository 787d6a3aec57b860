import { CATALOG_MSG, type Category } from '@kerben/domain';
import { fieldError, notFound } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import { isUniqueViolation } from '../../../db/errors';
import { assertCanManageCatalog } from '../policy';
import * as q from '../queries';
import type { CategoryBody, CategoryUpdateBody } from '../schemas';
import type { CatalogParts } from './parts';

// A category's name is unique regardless of case (unique index on lower(name)).
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', CATALOG_MSG.categoryNameTaken);
  throw error;
}

/** The shop categories: a plain array, alphabetical. */
export function catalogCategories({ db, unitOfWork, onSitesChanged }: CatalogParts) {
  return {
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
  };
}
