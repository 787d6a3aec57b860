import { warehouseResponse, warehouseSchema, warehouseUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { warehouseListQuery } from './schemas';
import type { WarehouseService } from './service';

// Anyone may list the warehouses; only admins change them. Paths are the existing client's.
export function warehouseRoutes(app: FastifyInstance, { warehouses }: { warehouses: WarehouseService }): void {
  const routes = moduleRoutes(app, ['warehouses']);

  routes.page(
    '/api/warehouses/list/',
    {
      access: 'public',
      summary: 'Warehouses with the number of parcels each holds',
      query: warehouseListQuery,
      item: warehouseResponse,
    },
    (_viewer, query) => warehouses.list(query),
  );

  routes.create(
    '/api/warehouses/create/',
    { access: 'staff', summary: 'Create a warehouse', body: warehouseSchema, answer: warehouseResponse },
    warehouses.create,
  );

  routes.update(
    '/api/warehouses/update/:id/',
    {
      access: 'staff',
      summary: 'Rename a warehouse, change its other names, country or address',
      body: warehouseUpdateSchema,
      answer: warehouseResponse,
    },
    warehouses.update,
  );

  routes.remove(
    '/api/warehouses/delete/:id/',
    { access: 'staff', summary: 'Delete a warehouse without parcels (409 otherwise)' },
    warehouses.remove,
  );
}
