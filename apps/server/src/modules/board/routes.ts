import { boardCategoryResponse, boardItemResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { categoryBody, categoryListQuery, categoryUpdateBody, itemBody, itemListQuery, itemUpdateBody } from './schemas';
import type { BoardService } from './service';

// The published board and its categories are public; every write, and the list with scheduled
// announcements, is admin-only: the onRequest guard answers 401/403 before the body is read, and
// the service checks its policy again. Paths are the existing client's (docs/api.md#paths).
export function boardRoutes(app: FastifyInstance, { board }: { board: BoardService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bulletin board'];

  // ---- Announcements

  api.get(
    '/api/items/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published announcements, newest first; ?text= finds part of the text or the city',
        querystring: itemListQuery,
        response: { 200: pageResponse(boardItemResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await board.listPublished(request.query)),
  );

  api.get(
    '/api/items/list_for_admin/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every announcement, scheduled ones too, newest publication first',
        querystring: itemListQuery,
        response: { 200: pageResponse(boardItemResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await board.listAll(viewerOf(request), request.query)),
  );

  api.post(
    '/api/items/create/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add an announcement {text, category, city, publication_date}',
        body: itemBody,
        response: { 201: boardItemResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await board.createItem(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/items/update/:id/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change an announcement',
        params: idParams,
        body: itemUpdateBody,
        response: { 200: boardItemResponse },
      },
    },
    async (request) => board.updateItem(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/items/delete/:id/',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete an announcement', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await board.deleteItem(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Categories

  api.get(
    '/api/items/category/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Board categories, alphabetical, a page of 100 by default (the existing client reads `results`)',
        querystring: categoryListQuery,
        response: { 200: pageResponse(boardCategoryResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await board.listCategories(request.query)),
  );

  api.post(
    '/api/items/category/create/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a board category {name, color} (a colour of the palette)',
        body: categoryBody,
        response: { 201: boardCategoryResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await board.createCategory(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/items/category/update/:id/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rename or recolour a board category',
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: boardCategoryResponse },
      },
    },
    async (request) => board.updateCategory(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/items/category/delete/:id/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a board category no announcement uses (409 otherwise)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await board.deleteCategory(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
