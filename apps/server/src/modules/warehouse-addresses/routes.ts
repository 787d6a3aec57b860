import { warehouseAddressResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { warehouseAddressBody, warehouseAddressListQuery, warehouseAddressUpdateBody } from './schemas';
import type { WarehouseAddressService } from './service';

// The warehouse addresses are public; admins create, change and delete them.
export function warehouseAddressRoutes(
  app: FastifyInstance,
  { warehouseAddresses }: { warehouseAddresses: WarehouseAddressService },
): void {
  const routes = moduleRoutes(app, ['warehouse addresses']);

  routes.page(
    '/api/contacts/list/',
    {
      access: 'public',
      summary: 'Our warehouses’ shipping addresses',
      query: warehouseAddressListQuery,
      item: warehouseAddressResponse,
    },
    (_viewer, query) => warehouseAddresses.list(query),
  );

  routes.create(
    '/api/contacts/create/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Add a warehouse address (JSON or multipart with an image)',
      body: warehouseAddressBody,
      answer: warehouseAddressResponse,
    },
    warehouseAddresses.create,
  );

  routes.update(
    '/api/contacts/update/:id/',
    {
      access: 'admin',
      config: { multipart: { files: 1 } },
      summary: 'Change a warehouse address',
      body: warehouseAddressUpdateBody,
      answer: warehouseAddressResponse,
    },
    warehouseAddresses.update,
  );

  routes.remove(
    '/api/contacts/delete/:id/',
    { access: 'admin', summary: 'Delete a warehouse address' },
    warehouseAddresses.remove,
  );
}
