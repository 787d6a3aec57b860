import { BOARD_MSG, type BoardCategory, type BoardItem, boardToday } from '@kerben/domain';
import { type Clock, systemClock } from '../../core/clock';
import { fieldError, notFound } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { ListPage, PageRequest } from '../../db/list';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertCanManageBoard } from './policy';
import * as q from './queries';
import type { CategoryBody, CategoryUpdateBody, ItemBody, ItemListQuery, ItemUpdateBody } from './schemas';

// A category's name is unique regardless of case (unique index on lower(name)).
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', BOARD_MSG.categoryNameTaken);
  throw error;
}

// Only reached when the category disappears between the check and the write.
function missingCategory(error: unknown): never {
  if (isForeignKeyViolation(error)) throw fieldError('category', BOARD_MSG.categoryNotFound);
  throw error;
}

const present = (row: q.ItemRow): BoardItem => ({
  id: row.id,
  text: row.text,
  city: row.city,
  publication_date: row.publicationDate,
  item_category: row.categoryId,
  category: { id: row.categoryId, name: row.categoryName, color: row.categoryColor },
  created_at: row.createdAt.toISOString(),
});

export function createBoardService(deps: { db: Db; unitOfWork: UnitOfWork; clock?: Clock }) {
  const { db, unitOfWork, clock = systemClock } = deps;
  /** The day the board is read on, where the company works. */
  const today = () => boardToday(clock());

  async function getItem(tx: DbOrTx, id: number): Promise<BoardItem> {
    const row = await q.findItem(tx, id);
    if (!row) throw notFound(BOARD_MSG.itemNotFound);
    return present(row);
  }

  /** The chosen category must exist: a 400 on the field, not a database error. */
  async function checkCategory(tx: DbOrTx, id: number | undefined) {
    if (id !== undefined && !(await q.findCategory(tx, id))) throw fieldError('category', BOARD_MSG.categoryNotFound);
  }

  return {
    // ---- Categories: alphabetical, in the page envelope

    listCategories(page: PageRequest): Promise<ListPage<BoardCategory>> {
      return q.listCategories(db, page);
    },

    async createCategory(viewer: Viewer, input: CategoryBody): Promise<BoardCategory> {
      assertCanManageBoard(viewer);
      return unitOfWork(({ tx }) => q.insertCategory(tx, { name: input.name, color: input.color })).catch(nameTaken);
    },

    async updateCategory(viewer: Viewer, id: number, input: CategoryUpdateBody): Promise<BoardCategory> {
      assertCanManageBoard(viewer);
      const row =
        input.name === undefined && input.color === undefined
          ? await q.findCategory(db, id)
          : await unitOfWork(({ tx }) => q.updateCategory(tx, id, { name: input.name, color: input.color })).catch(nameTaken);
      if (!row) throw notFound(BOARD_MSG.categoryNotFound);
      return row;
    },

    /** A category still used by announcements is kept: 409 saying how many use it. */
    async deleteCategory(viewer: Viewer, id: number): Promise<void> {
      assertCanManageBoard(viewer);
      await unitOfWork(async ({ tx }) => {
        if (!(await q.deleteCategory(tx, id))) throw notFound(BOARD_MSG.categoryNotFound);
      });
    },

    // ---- Announcements

    /** The public board: published ones only (publication date not after today), newest first. */
    listPublished(query: ItemListQuery) {
      return q.listItems(db, { publishedBy: today(), text: query.text || undefined }, query, present);
    },

    /** The admin's list: scheduled announcements too. */
    listAll(viewer: Viewer, query: ItemListQuery) {
      assertCanManageBoard(viewer);
      return q.listItems(db, { text: query.text || undefined }, query, present);
    },

    async createItem(viewer: Viewer, input: ItemBody): Promise<BoardItem> {
      assertCanManageBoard(viewer);
      return unitOfWork(async (work) => {
        await checkCategory(work.tx, input.category);
        const id = await q
          .insertItem(work.tx, {
            text: input.text,
            city: input.city,
            categoryId: input.category,
            publicationDate: input.publication_date ?? today(),
          })
          .catch(missingCategory);
        return getItem(work.tx, id);
      });
    },

    /** Changes the given fields; an emptied publication date means today. */
    async updateItem(viewer: Viewer, id: number, input: ItemUpdateBody): Promise<BoardItem> {
      assertCanManageBoard(viewer);
      return unitOfWork(async (work) => {
        if (!(await q.findItem(work.tx, id))) throw notFound(BOARD_MSG.itemNotFound);
        await checkCategory(work.tx, input.category);
        await q
          .updateItem(work.tx, id, {
            text: input.text,
            city: input.city,
            categoryId: input.category,
            publicationDate: input.publication_date === null ? today() : input.publication_date,
          })
          .catch(missingCategory);
        return getItem(work.tx, id);
      });
    },

    async deleteItem(viewer: Viewer, id: number): Promise<void> {
      assertCanManageBoard(viewer);
      if (!(await unitOfWork(({ tx }) => q.deleteItem(tx, id)))) throw notFound(BOARD_MSG.itemNotFound);
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
