import { pageResponse, warehouseResponse, warehouseSchema, warehouseUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { warehouseListQuery } from './schemas';
import type { WarehouseService } from './service';

// Anyone may list the warehouses; only admins change them. Paths are the existing client's.
export function warehouseRoutes(app: FastifyInstance, { warehouses }: { warehouses: WarehouseService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouses'];

  api.get(
    '/api/warehouses/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Warehouses with the number of parcels each holds',
        querystring: warehouseListQuery,
        response: { 200: pageResponse(warehouseResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await warehouses.list(request.query)),
  );

  api.post(
    '/api/warehouses/create/',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Create a warehouse', body: warehouseSchema, response: { 201: warehouseResponse } },
    },
    async (request, reply) => reply.status(201).send(await warehouses.create(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/warehouses/update/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Rename a warehouse, change its other names, country or address',
        params: idParams,
        body: warehouseUpdateSchema,
        response: { 200: warehouseResponse },
      },
    },
    async (request) => warehouses.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/warehouses/delete/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a warehouse without parcels (409 otherwise)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await warehouses.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
