import {
  categoryResponse,
  logoResponse,
  pageResponse,
  productResponse,
  savedSiteResponse,
  siteCountResponse,
  siteResponse,
} from '@kerben/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { requestOrigin } from '../../http/origin';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import type { ResponseCache } from '../../http/response-cache';
import {
  categoryBody,
  categoryUpdateBody,
  logoBody,
  logoUpdateBody,
  productBody,
  productUpdateBody,
  siteBody,
  siteListQuery,
  siteUpdateBody,
} from './schemas';
import type { CatalogService } from './service';

// Reads are public; every write is admin-only: the onRequest guard answers
// 401/403 before the body is read, and the service checks its policy again. Paths are the
// existing client's.
export function catalogRoutes(
  app: FastifyInstance,
  {
    catalog,
    allowedHosts,
    siteListCache,
  }: { catalog: CatalogService; allowedHosts: readonly string[]; siteListCache: ResponseCache },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) => requestOrigin(request, allowedHosts);

  // ---- Categories

  api.get(
    '/api/categories/list/',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'Shop categories, alphabetical', response: { 200: z.array(categoryResponse) } },
    },
    async () => catalog.listCategories(),
  );

  api.post(
    '/api/categories/create/',
    {
      // The existing client sends this form as multipart, without a file (docs/legacy-client.md).
      config: { access: 'admin', multipart: { files: 0 } },
      schema: {
        tags: ['catalog'],
        summary: 'Create a category (JSON or multipart)',
        body: categoryBody,
        response: { 201: categoryResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.createCategory(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/categories/update/:id/',
    {
      // The same form as the create, so multipart too.
      config: { access: 'admin', multipart: { files: 0 } },
      schema: {
        tags: ['catalog'],
        summary: 'Rename a category',
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: categoryResponse },
      },
    },
    async (request) => catalog.updateCategory(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/categories/delete/:id/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Delete a category no site uses (409 otherwise)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await catalog.deleteCategory(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Shop sites

  api.get(
    '/api/catalog/sites/list/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Shop sites, newest first; `category` and `country` may be repeated',
        querystring: siteListQuery,
        response: { 200: pageResponse(siteResponse) },
      },
    },
    // The same for every visitor: cached until the catalogue changes (http/response-cache.ts).
    async (request, reply) => {
      await siteListCache.send(reply, request.url, async () => pageAnswer(request.url, await catalog.listSites(request.query)));
    },
  );

  api.get(
    '/api/catalog/sites/countries/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'How many shop sites each country has (the country filter of /catalog): one answer for every country',
        response: { 200: z.array(siteCountResponse) },
      },
    },
    async (request, reply) => {
      await siteListCache.send(reply, request.url, () => catalog.countSitesByCountry());
    },
  );

  api.post(
    '/api/catalog/sites/create/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Add a shop site (multipart: name, url, category, country, logo, description)',
        body: siteBody,
        response: { 201: savedSiteResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.createSite(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/catalog/sites/update/:id/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Change a shop site (JSON or multipart); a new logo replaces the old one, null or remove_logo=true removes it',
        params: idParams,
        body: siteUpdateBody,
        response: { 200: savedSiteResponse },
      },
    },
    async (request) => catalog.updateSite(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/catalog/sites/delete/:id/',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog'], summary: 'Delete a shop site and its logo', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await catalog.deleteSite(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Company logos

  api.get(
    '/api/logos/list/',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'Company logos, newest first', response: { 200: z.array(logoResponse) } },
    },
    async (request) => catalog.listLogos(origin(request)),
  );

  api.post(
    '/api/logos/add/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Add a company logo (multipart: link, logo)',
        body: logoBody,
        response: { 201: logoResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.addLogo(viewerOf(request), request.body, origin(request))),
  );

  api.patch(
    '/api/logos/update_delete/:id/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Change a company logo',
        params: idParams,
        body: logoUpdateBody,
        response: { 200: logoResponse },
      },
    },
    async (request) => catalog.updateLogo(viewerOf(request), request.params.id, request.body, origin(request)),
  );

  api.delete(
    '/api/logos/update_delete/:id/',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog'], summary: 'Delete a company logo', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await catalog.deleteLogo(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Promo products

  api.get(
    '/api/products/list/',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'Promo products, newest first', response: { 200: z.array(productResponse) } },
    },
    async (request) => catalog.listProducts(origin(request)),
  );

  api.post(
    '/api/products/add/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Add a promo product (multipart: title, link, image)',
        body: productBody,
        response: { 201: productResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await catalog.addProduct(viewerOf(request), request.body, origin(request))),
  );

  api.patch(
    '/api/products/delete_update/:id/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags: ['catalog'],
        summary: 'Change a promo product',
        params: idParams,
        body: productUpdateBody,
        response: { 200: productResponse },
      },
    },
    async (request) => catalog.updateProduct(viewerOf(request), request.params.id, request.body, origin(request)),
  );

  api.delete(
    '/api/products/delete_update/:id/',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog'], summary: 'Delete a promo product', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await catalog.deleteProduct(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
