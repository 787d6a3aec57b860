import { addressSchema, addressUpdateSchema, ownedAddressResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { idParams } from '../../http/params';
import { forUserQuery } from './schemas';
import type { AddressService } from './service';

export function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];

  api.get(
    '/api/address/list/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My addresses (operators and admins: ?user= for a client’s)',
        querystring: forUserQuery,
        response: { 200: z.object({ results: z.array(ownedAddressResponse) }) },
      },
    },
    async (request) => ({ results: await addresses.list(viewerOf(request), request.query.user) }),
  );

  api.get(
    '/api/address/get/:id/',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'One of my addresses', params: idParams, response: { 200: ownedAddressResponse } },
    },
    async (request) => addresses.get(viewerOf(request), request.params.id),
  );

  api.post(
    '/api/address/create/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Add an address (operators and admins: ?user= for a client)',
        querystring: forUserQuery,
        body: addressSchema,
        response: { 201: ownedAddressResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.create(viewerOf(request), request.body, request.query.user)),
  );

  api.patch(
    '/api/address/update/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change an address',
        params: idParams,
        body: addressUpdateSchema,
        response: { 200: ownedAddressResponse },
      },
    },
    async (request) => addresses.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/address/delete/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete an address no parcel uses (409 otherwise)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await addresses.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
