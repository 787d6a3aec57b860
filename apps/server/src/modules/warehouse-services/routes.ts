import {
  consolidationCompleteSchema,
  consolidationScanSchema,
  consolidationSchema,
  pageResponse,
  serviceOrderResponse,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { serviceOrderBody, taskListQuery, taskUpdateBody } from './schemas';
import type { WarehouseServices } from './service';

// Customers order services on their parcels and ask for consolidations; operators and admins do the
// work («Задания склада»). docs/product.md#warehouse-services.
export function warehouseServiceRoutes(
  app: FastifyInstance,
  { warehouseServices }: { warehouseServices: WarehouseServices },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouse services'];
  const services = warehouseServices;
  const { consolidations } = services;

  api.post(
    '/api/warehouses/product/:id/services/',
    {
      config: { access: 'owner', multipart: { files: 1 } },
      schema: {
        tags,
        summary: 'Order a service on a parcel waiting at a warehouse (a return: multipart with the shop’s prepaid label)',
        params: idParams,
        body: serviceOrderBody,
        response: { 201: serviceOrderResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await services.order(viewerOf(request), request.params.id, request.body)),
  );

  api.get(
    '/api/services/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          'Orders and consolidations: a customer’s own, newest first; the staff’s everyone’s (?user=), and ?status=open the warehouse’s tasks, oldest first (?warehouse=, ?service=)',
        querystring: taskListQuery,
        response: { 200: pageResponse(serviceOrderResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await services.list(viewerOf(request), request.query)),
  );

  api.patch(
    '/api/services/:id/',
    {
      config: { access: 'staff', multipart: { files: 10 } },
      schema: {
        tags,
        summary: 'Take a task (in_work), finish it with its result (done: note, photos, weight) or decline it (declined: reason)',
        params: idParams,
        body: taskUpdateBody,
        response: { 200: serviceOrderResponse },
      },
    },
    async (request) => services.move(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/services/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Cancel an order the warehouse has not started (its customer, or the staff for them)',
        params: idParams,
        response: { 200: serviceOrderResponse },
      },
    },
    async (request) => services.cancel(viewerOf(request), request.params.id),
  );

  api.post(
    '/api/consolidations/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Ask to combine two or more parcels waiting at one warehouse for one destination into one box',
        body: consolidationSchema,
        response: { 201: serviceOrderResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await consolidations.create(viewerOf(request), request.body)),
  );

  api.get(
    '/api/consolidations/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Consolidations: a customer’s own; the staff’s everyone’s (the filters of /api/services/)',
        querystring: taskListQuery,
        response: { 200: pageResponse(serviceOrderResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await services.list(viewerOf(request), request.query, ['consolidation'])),
  );

  api.post(
    '/api/consolidations/:id/scan/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Scan a parcel into the box (its track number, or its number for one without)',
        params: idParams,
        body: consolidationScanSchema,
        response: { 200: serviceOrderResponse },
      },
    },
    async (request) => consolidations.scan(viewerOf(request), request.params.id, request.body.track_number),
  );

  api.post(
    '/api/consolidations/:id/complete/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The box weighed and measured: it becomes a parcel, its parcels combined',
        params: idParams,
        body: consolidationCompleteSchema,
        response: { 200: serviceOrderResponse },
      },
    },
    async (request) => consolidations.complete(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/consolidations/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Cancel a consolidation before the warehouse starts it',
        params: idParams,
        response: { 200: serviceOrderResponse },
      },
    },
    async (request) => services.cancel(viewerOf(request), request.params.id, { consolidation: true }),
  );
}
