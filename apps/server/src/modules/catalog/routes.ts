import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth';
import { pageSchema } from '../../http/pagination';
import {
  categoryBody,
  categoryOut,
  categoryUpdateBody,
  idParams,
  logoBody,
  logoOut,
  logoUpdateBody,
  productBody,
  productOut,
  productUpdateBody,
  siteBody,
  siteListQuery,
  siteOut,
  siteUpdateBody,
} from './schemas';
import type { CatalogService } from './service';

// Reads are public; every write is admin-only (SPEC.md section 6). Paths are the existing client's.
export function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---- Categories

  api.get(
    '/api/categories/list/',
    { schema: { tags: ['catalog'], summary: 'Shop categories, alphabetical', response: { 200: z.array(categoryOut) } } },
    async () => catalog.listCategories(),
  );

  api.post(
    '/api/categories/create/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Create a category (JSON or multipart)',
        body: categoryBody,
        response: { 201: categoryOut },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.createCategory(request.body)),
  );

  api.patch(
    '/api/categories/update/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Rename a category',
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: categoryOut },
      },
    },
    async (request) => catalog.updateCategory(request.params.id, request.body),
  );

  api.delete(
    '/api/categories/delete/:id/',
    {
      onRequest: requireAdmin,
      schema: { tags: ['catalog'], summary: 'Delete a category no site uses (409 otherwise)', params: idParams },
    },
    async (request, reply) => {
      await catalog.deleteCategory(request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Shop sites

  api.get(
    '/api/catalog/sites/list/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Shop sites, newest first; `category` and `country` may be repeated',
        querystring: siteListQuery,
        response: { 200: pageSchema(siteOut) },
      },
    },
    async (request) => catalog.listSites(request, request.query),
  );

  api.post(
    '/api/catalog/sites/create/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Add a shop site (multipart: name, url, category, country, logo, description)',
        body: siteBody,
        response: { 201: siteOut },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.createSite(request.body)),
  );

  api.patch(
    '/api/catalog/sites/update/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Change a shop site; a new logo replaces the old one',
        params: idParams,
        body: siteUpdateBody,
        response: { 200: siteOut },
      },
    },
    async (request) => catalog.updateSite(request.params.id, request.body),
  );

  api.delete(
    '/api/catalog/sites/delete/:id/',
    { onRequest: requireAdmin, schema: { tags: ['catalog'], summary: 'Delete a shop site and its logo', params: idParams } },
    async (request, reply) => {
      await catalog.deleteSite(request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Company logos

  api.get(
    '/api/logos/list/',
    { schema: { tags: ['catalog'], summary: 'Company logos, newest first', response: { 200: z.array(logoOut) } } },
    async (request) => catalog.listLogos(request),
  );

  api.post(
    '/api/logos/add/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Add a company logo (multipart: link, logo)',
        body: logoBody,
        response: { 201: logoOut },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.addLogo(request, request.body)),
  );

  api.patch(
    '/api/logos/update_delete/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Change a company logo',
        params: idParams,
        body: logoUpdateBody,
        response: { 200: logoOut },
      },
    },
    async (request) => catalog.updateLogo(request, request.params.id, request.body),
  );

  api.delete(
    '/api/logos/update_delete/:id/',
    { onRequest: requireAdmin, schema: { tags: ['catalog'], summary: 'Delete a company logo', params: idParams } },
    async (request, reply) => {
      await catalog.deleteLogo(request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Promo products

  api.get(
    '/api/products/list/',
    { schema: { tags: ['catalog'], summary: 'Promo products, newest first', response: { 200: z.array(productOut) } } },
    async (request) => catalog.listProducts(request),
  );

  api.post(
    '/api/products/add/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Add a promo product (multipart: title, link, image)',
        body: productBody,
        response: { 201: productOut },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.addProduct(request, request.body)),
  );

  api.patch(
    '/api/products/delete_update/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['catalog'],
        summary: 'Change a promo product',
        params: idParams,
        body: productUpdateBody,
        response: { 200: productOut },
      },
    },
    async (request) => catalog.updateProduct(request, request.params.id, request.body),
  );

  api.delete(
    '/api/products/delete_update/:id/',
    { onRequest: requireAdmin, schema: { tags: ['catalog'], summary: 'Delete a promo product', params: idParams } },
    async (request, reply) => {
      await catalog.deleteProduct(request.params.id);
      return reply.status(204).send();
    },
  );
}
