import { consolidationCompleteSchema, consolidationScanSchema, consolidationSchema, serviceOrderResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { serviceOrderBody, taskListQuery, taskUpdateBody } from './schemas';
import type { WarehouseServices } from './service';

// Customers order services on their parcels and ask for consolidations; operators and admins do the
// work («Задания склада»). docs/product.md#warehouse-services.
export function warehouseServiceRoutes(
  app: FastifyInstance,
  { warehouseServices }: { warehouseServices: WarehouseServices },
): void {
  const routes = moduleRoutes(app, ['warehouse services']);
  const services = warehouseServices;
  const { consolidations } = services;

  routes.createOn(
    '/api/warehouses/product/:id/services/',
    {
      access: 'owner',
      config: { multipart: { files: 1 } },
      summary: 'Order a service on a parcel waiting at a warehouse (a return: multipart with the shop’s prepaid label)',
      body: serviceOrderBody,
      answer: serviceOrderResponse,
    },
    services.order,
  );

  routes.page(
    '/api/services/',
    {
      access: 'customer',
      summary:
        'Orders and consolidations: a customer’s own, newest first; the staff’s everyone’s (?user=), and ?status=open the warehouse’s tasks, oldest first (?warehouse=, ?service=)',
      query: taskListQuery,
      item: serviceOrderResponse,
    },
    (viewer, query) => services.list(viewer, query),
  );

  routes.update(
    '/api/services/:id/',
    {
      access: 'staff',
      config: { multipart: { files: 10 } },
      summary: 'Take a task (in_work), finish it with its result (done: note, photos, weight) or decline it (declined: reason)',
      body: taskUpdateBody,
      answer: serviceOrderResponse,
    },
    (viewer, id, body) => services.move(viewer, id, body),
  );

  routes.act(
    '/api/services/:id/',
    {
      access: 'owner',
      method: 'DELETE',
      summary: 'Cancel an order the warehouse has not started (its customer, or the staff for them)',
      answer: serviceOrderResponse,
    },
    (viewer, id) => services.cancel(viewer, id),
  );

  routes.create(
    '/api/consolidations/',
    {
      access: 'customer',
      summary: 'Ask to combine two or more parcels waiting at one warehouse for one destination into one box',
      body: consolidationSchema,
      answer: serviceOrderResponse,
    },
    (viewer, body) => consolidations.create(viewer, body),
  );

  routes.page(
    '/api/consolidations/',
    {
      access: 'customer',
      summary: 'Consolidations: a customer’s own; the staff’s everyone’s (the filters of /api/services/)',
      query: taskListQuery,
      item: serviceOrderResponse,
    },
    (viewer, query) => services.list(viewer, query, ['consolidation']),
  );

  routes.update(
    '/api/consolidations/:id/scan/',
    {
      access: 'staff',
      methods: ['POST'],
      summary: 'Scan a parcel into the box (its track number, or its number for one without)',
      body: consolidationScanSchema,
      answer: serviceOrderResponse,
    },
    (viewer, id, body) => consolidations.scan(viewer, id, body.track_number),
  );

  routes.update(
    '/api/consolidations/:id/complete/',
    {
      access: 'staff',
      methods: ['POST'],
      summary: 'The box weighed and measured: it becomes a parcel, its parcels combined',
      body: consolidationCompleteSchema,
      answer: serviceOrderResponse,
    },
    (viewer, id, body) => consolidations.complete(viewer, id, body),
  );

  routes.act(
    '/api/consolidations/:id/',
    {
      access: 'owner',
      method: 'DELETE',
      summary: 'Cancel a consolidation before the warehouse starts it',
      answer: serviceOrderResponse,
    },
    (viewer, id) => services.cancel(viewer, id, { consolidation: true }),
  );
}
