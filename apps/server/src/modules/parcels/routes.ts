import {
  detailResponse,
  parcelBulkDeleteSchema,
  parcelBulkUpdateSchema,
  parcelEventResponse,
  parcelResponse,
  trackingResponse,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { viewerOf } from '../../http/auth';
import { moduleRoutes } from '../../http/route-kinds';
import { myParcelsQuery, parcelCreateBody, parcelListQuery, parcelUpdateBody, trackParams } from './schemas';
import type { ParcelService } from './service';

// The warehouse's routes are for operators and admins; a customer reads their own parcels; tracking is public.
// Paths are the existing client's (warehouse parcels are "products" there).
export function parcelRoutes(app: FastifyInstance, { parcels }: { parcels: ParcelService }): void {
  const routes = moduleRoutes(app, ['parcels']);
  const { api, tags } = routes;

  routes.page(
    '/api/warehouses/product/list/',
    {
      access: 'staff',
      summary: 'Parcels of a warehouse (?warehouse=) or of all, newest first, with the filters of the warehouse page',
      query: parcelListQuery,
      item: parcelResponse,
    },
    parcels.list,
  );

  routes.create(
    '/api/warehouses/product/create/',
    {
      access: 'staff',
      config: { multipart: { files: 2 } },
      summary: 'Receive a parcel (the wizard: multipart with the photo and the receipt, one request)',
      body: parcelCreateBody,
      answer: parcelResponse,
    },
    parcels.create,
  );

  routes.change(
    '/api/warehouses/product/update/',
    {
      access: 'staff',
      summary: 'Change the status, dates or paid flag of several parcels at once (all or nothing)',
      body: parcelBulkUpdateSchema,
      answer: z.object({ updated: z.number() }),
    },
    parcels.bulkUpdate,
  );

  routes.update(
    '/api/warehouses/product/update/:id/',
    {
      access: 'staff',
      config: { multipart: { files: 2 } },
      summary: 'Change a parcel (JSON or multipart; null or remove_<image>=true removes a picture)',
      body: parcelUpdateBody,
      answer: parcelResponse,
    },
    parcels.update,
  );

  routes.removeMany(
    '/api/warehouses/product/delete/',
    { access: 'staff', summary: 'Delete the parcels named by id (all or nothing)', body: parcelBulkDeleteSchema },
    parcels.bulkDelete,
  );

  api.get(
    '/api/warehouses/product/get/:track/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Track a parcel: anyone sees its status, warehouse, dates and timeline; the owner and the staff the parcel',
        params: trackParams,
        response: { 200: trackingResponse, 404: detailResponse },
      },
    },
    async (request) => parcels.track(viewerOf(request), request.params.track, request.ip),
  );

  // The older client asks before it has a number (`get//`, one slash once collapsed): nothing has
  // no number, so a 404 as for an unknown one, not a 400 about an id.
  api.get(
    '/api/warehouses/product/get/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Tracking without a number: 404', response: { 404: detailResponse } },
    },
    async (request) => {
      // Tracking no number always answers the 404 of a number not found.
      await parcels.track(viewerOf(request), '', request.ip);
    },
  );

  routes.get(
    '/api/warehouses/product/:id/',
    { access: 'owner', summary: 'A parcel (its owner, operators and admins)', answer: parcelResponse },
    parcels.get,
  );

  routes.get(
    '/api/warehouses/product/:id/events/',
    {
      access: 'owner',
      summary: 'A parcel’s status history, oldest first (its owner, operators and admins)',
      answer: z.array(parcelEventResponse),
    },
    parcels.events,
  );

  routes.page(
    '/api/warehouses/my/',
    {
      access: 'customer',
      summary: 'My parcels, newest first (?status=, ?track_number=)',
      query: myParcelsQuery,
      item: parcelResponse,
    },
    parcels.listMine,
  );
}
