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
import { z } from 'zod';
import { requestOrigin } from '../../http/origin';
import { pageAnswer } from '../../http/pagination';
import type { ResponseCache } from '../../http/response-cache';
import { moduleRoutes } from '../../http/route-kinds';
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
  const routes = moduleRoutes(app, ['catalog']);
  const { api, tags } = routes;
  const origin = (request: FastifyRequest) => requestOrigin(request, allowedHosts);

  // ---- Categories

  routes.read(
    '/api/categories/list/',
    { access: 'public', summary: 'Shop categories, alphabetical', answer: z.array(categoryResponse) },
    () => catalog.listCategories(),
  );

  routes.create(
    '/api/categories/create/',
    {
      access: 'admin',
      // The existing client sends this form as multipart, without a file (docs/legacy-client.md).
      config: { multipart: { files: 0 } },
      summary: 'Create a category (JSON or multipart)',
      body: categoryBody,
      answer: categoryResponse,
    },
    catalog.createCategory,
  );

  routes.update(
    '/api/categories/update/:id/',
    {
      access: 'admin',
      // The same form as the create, so multipart too.
      config: { multipart: { files: 0 } },
      summary: 'Rename a category',
      body: categoryUpdateBody,
      answer: categoryResponse,
    },
    catalog.updateCategory,
  );

  routes.remove(
    '/api/categories/delete/:id/',
    { access: 'admin', summary: 'Delete a category no site uses (409 otherwise)' },
    catalog.deleteCategory,
  );

  // ---- Shop sites

  api.get(
    '/api/catalog/sites/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
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
        tags,
        summary: 'How many shop sites each country has (the country filter of /catalog): one answer for every country',
        response: { 200: z.array(siteCountResponse) },
      },
    },
    async (request, reply) => {
      await siteListCache.send(reply, request.url, () => catalog.countSitesByCountry());
    },
  );

  routes.create(
    '/api/catalog/sites/create/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Add a shop site (multipart: name, url, category, country, logo, description)',
      body: siteBody,
      answer: savedSiteResponse,
    },
    catalog.createSite,
  );

  routes.update(
    '/api/catalog/sites/update/:id/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Change a shop site (JSON or multipart); a new logo replaces the old one, null or remove_logo=true removes it',
      body: siteUpdateBody,
      answer: savedSiteResponse,
    },
    catalog.updateSite,
  );

  routes.remove(
    '/api/catalog/sites/delete/:id/',
    { access: 'admin', summary: 'Delete a shop site and its logo' },
    catalog.deleteSite,
  );

  // ---- Company logos

  routes.read(
    '/api/logos/list/',
    { access: 'public', summary: 'Company logos, newest first', answer: z.array(logoResponse) },
    (_viewer, _query, request) => catalog.listLogos(origin(request)),
  );

  routes.create(
    '/api/logos/add/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Add a company logo (multipart: link, logo)',
      body: logoBody,
      answer: logoResponse,
    },
    (viewer, body, request) => catalog.addLogo(viewer, body, origin(request)),
  );

  routes.update(
    '/api/logos/update_delete/:id/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Change a company logo',
      body: logoUpdateBody,
      answer: logoResponse,
    },
    (viewer, id, body, request) => catalog.updateLogo(viewer, id, body, origin(request)),
  );

  routes.remove('/api/logos/update_delete/:id/', { access: 'admin', summary: 'Delete a company logo' }, catalog.deleteLogo);

  // ---- Promo products

  routes.read(
    '/api/products/list/',
    { access: 'public', summary: 'Promo products, newest first', answer: z.array(productResponse) },
    (_viewer, _query, request) => catalog.listProducts(origin(request)),
  );

  routes.create(
    '/api/products/add/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Add a promo product (multipart: title, link, image)',
      body: productBody,
      answer: productResponse,
    },
    (viewer, body, request) => catalog.addProduct(viewer, body, origin(request)),
  );

  routes.update(
    '/api/products/delete_update/:id/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Change a promo product',
      body: productUpdateBody,
      answer: productResponse,
    },
    (viewer, id, body, request) => catalog.updateProduct(viewer, id, body, origin(request)),
  );

  routes.remove(
    '/api/products/delete_update/:id/',
    { access: 'admin', summary: 'Delete a promo product' },
    catalog.deleteProduct,
  );
}
