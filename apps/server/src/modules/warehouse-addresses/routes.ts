import { pageResponse, warehouseAddressResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { warehouseAddressBody, warehouseAddressListQuery, warehouseAddressUpdateBody } from './schemas';
import type { WarehouseAddressService } from './service';

// The warehouse addresses are public; admins create, change and delete them.
export function warehouseAddressRoutes(
  app: FastifyInstance,
  { warehouseAddresses }: { warehouseAddresses: WarehouseAddressService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouse addresses'];

  api.get(
    '/api/contacts/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Our warehouses’ shipping addresses',
        querystring: warehouseAddressListQuery,
        response: { 200: pageResponse(warehouseAddressResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await warehouseAddresses.list(request.query)),
  );

  api.post(
    '/api/contacts/create/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags,
        summary: 'Add a warehouse address (JSON or multipart with an image)',
        body: warehouseAddressBody,
        response: { 201: warehouseAddressResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await warehouseAddresses.create(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/contacts/update/:id/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags,
        summary: 'Change a warehouse address',
        params: idParams,
        body: warehouseAddressUpdateBody,
        response: { 200: warehouseAddressResponse },
      },
    },
    async (request) => warehouseAddresses.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/contacts/delete/:id/',
    { config: { access: 'admin' }, schema: { tags, summary: 'Delete a warehouse address', params: idParams } },
    async (request, reply) => {
      await warehouseAddresses.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
