import { addressSchema, addressUpdateSchema, ownedAddressResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moduleRoutes } from '../../http/route-kinds';
import { forUserQuery } from './schemas';
import type { AddressService } from './service';

export function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }): void {
  const routes = moduleRoutes(app, ['addresses']);

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

  routes.create(
    '/api/address/create/',
    {
      access: 'customer',
      summary: 'Add an address (operators and admins: ?user= for a client)',
      query: forUserQuery,
      body: addressSchema,
      answer: ownedAddressResponse,
    },
    (viewer, body, _request, query) => addresses.create(viewer, body, query.user),
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
