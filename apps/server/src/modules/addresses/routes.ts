import { addressSchema, addressUpdateSchema, ownedAddressResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { moduleRoutes } from '../../http/route-kinds';
import { forUserQuery } from './schemas';
import type { AddressService } from './service';

export function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }): void {
  const routes = moduleRoutes(app, ['addresses']);
  const { api, tags } = routes;

  routes.read(
    '/api/address/list/',
    {
      access: 'customer',
      summary: 'My addresses (operators and admins: ?user= for a client’s)',
      query: forUserQuery,
      answer: z.object({ results: z.array(ownedAddressResponse) }),
    },
    async (viewer, query) => ({ results: await addresses.list(viewer, query.user) }),
  );

  routes.get(
    '/api/address/get/:id/',
    { access: 'owner', summary: 'One of my addresses', answer: ownedAddressResponse },
    addresses.get,
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

  routes.update(
    '/api/address/update/:id/',
    { access: 'owner', summary: 'Change an address', body: addressUpdateSchema, answer: ownedAddressResponse },
    addresses.update,
  );

  routes.remove(
    '/api/address/delete/:id/',
    { access: 'owner', summary: 'Delete an address no parcel uses (409 otherwise)' },
    addresses.remove,
  );
}
