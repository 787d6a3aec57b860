import { boardCategoryResponse, boardItemResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { categoryBody, categoryListQuery, categoryUpdateBody, itemBody, itemListQuery, itemUpdateBody } from './schemas';
import type { BoardService } from './service';

// The published board and its categories are public; every write, and the list with scheduled
// announcements, is admin-only: the onRequest guard answers 401/403 before the body is read, and
// the service checks its policy again. Paths are the existing client's (docs/api.md#paths).
export function boardRoutes(app: FastifyInstance, { board }: { board: BoardService }): void {
  const routes = moduleRoutes(app, ['bulletin board']);

  // ---- Announcements

  routes.page(
    '/api/items/list/',
    {
      access: 'public',
      summary: 'Published announcements, newest first; ?text= finds part of the text or the city',
      query: itemListQuery,
      item: boardItemResponse,
    },
    (_viewer, query) => board.listPublished(query),
  );

  routes.page(
    '/api/items/list_for_admin/',
    {
      access: 'admin',
      summary: 'Every announcement, scheduled ones too, newest publication first',
      query: itemListQuery,
      item: boardItemResponse,
    },
    board.listAll,
  );

  routes.create(
    '/api/items/create/',
    {
      access: 'admin',
      summary: 'Add an announcement {text, category, city, publication_date}',
      body: itemBody,
      answer: boardItemResponse,
    },
    board.createItem,
  );

  routes.update(
    '/api/items/update/:id/',
    { access: 'admin', summary: 'Change an announcement', body: itemUpdateBody, answer: boardItemResponse },
    board.updateItem,
  );

  routes.remove('/api/items/delete/:id/', { access: 'admin', summary: 'Delete an announcement' }, board.deleteItem);

  // ---- Categories

  routes.page(
    '/api/items/category/list/',
    {
      access: 'public',
      summary: 'Board categories, alphabetical, a page of 100 by default (the existing client reads `results`)',
      query: categoryListQuery,
      item: boardCategoryResponse,
    },
    (_viewer, query) => board.listCategories(query),
  );

  routes.create(
    '/api/items/category/create/',
    {
      access: 'admin',
      summary: 'Add a board category {name, color} (a colour of the palette)',
      body: categoryBody,
      answer: boardCategoryResponse,
    },
    board.createCategory,
  );

  routes.update(
    '/api/items/category/update/:id/',
    { access: 'admin', summary: 'Rename or recolour a board category', body: categoryUpdateBody, answer: boardCategoryResponse },
    board.updateCategory,
  );

  routes.remove(
    '/api/items/category/delete/:id/',
    { access: 'admin', summary: 'Delete a board category no announcement uses (409 otherwise)' },
    board.deleteCategory,
  );
}
