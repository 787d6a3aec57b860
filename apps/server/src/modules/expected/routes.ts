import {
  adminExpectedParcelResponse,
  expectedParcelResponse,
  expectedParcelSchema,
  expectedParcelUpdateSchema,
  parcelResponse,
  scanLookupResponse,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { adminListQuery, lookupQuery, myListQuery, receiveBody } from './schemas';
import type { ExpectedParcelService } from './service';

// Paths are the existing client's ("my_warehouse" is what customers call their expected parcels).

export function expectedParcelRoutes(app: FastifyInstance, { expected }: { expected: ExpectedParcelService }): void {
  const routes = moduleRoutes(app, ['expected parcels']);

  routes.create(
    '/api/my_warehouse/add/',
    {
      access: 'customer',
      summary:
        'Announce a parcel on its way (customers: the warehouse follows the origin; operators and admins: `user` and any `warehouse`)',
      body: expectedParcelSchema,
      answer: expectedParcelResponse,
    },
    expected.add,
  );

  routes.page(
    '/api/my_warehouse/list/',
    {
      access: 'customer',
      summary: 'My expected parcels, newest first (?tracking_number=, ?country_of_origin=)',
      query: myListQuery,
      item: expectedParcelResponse,
    },
    (viewer, query) => expected.listMine(viewer, { trackKey: query.tracking_number, originId: query.country_of_origin }, query),
  );

  routes.get(
    '/api/my_warehouse/get/:id/',
    { access: 'owner', summary: 'An expected parcel (its owner, operators and admins)', answer: expectedParcelResponse },
    expected.get,
  );

  routes.update(
    '/api/my_warehouse/update/:id/',
    {
      access: 'owner',
      summary: 'Change an expected parcel still on its way',
      body: expectedParcelUpdateSchema,
      answer: expectedParcelResponse,
    },
    expected.update,
  );

  routes.remove(
    '/api/my_warehouse/delete/:id/',
    {
      access: 'owner',
      summary: 'Delete an expected parcel: its owner while it is on its way; staff withdraw one on its way, delete any other',
    },
    expected.remove,
  );

  routes.page(
    '/api/my_warehouse/list_for_admin/',
    {
      access: 'staff',
      summary:
        'Everyone’s expected parcels, `user` a profile object, each marked when another open one has its number; one an operator deleted while on its way is left out for 15 minutes (?withdrawn=true: only those), then comes back with `returned_at` (?unique_id=, ?first_name=, ?tracking_number=, ?warehouse=, ?received=, ?conflict=, ?withdrawn=)',
      query: adminListQuery,
      item: adminExpectedParcelResponse,
    },
    (viewer, query) => {
      const filters = {
        trackKey: query.tracking_number,
        warehouseId: query.warehouse,
        clientCode: query.unique_id,
        firstName: query.first_name,
        received: query.received,
        conflict: query.conflict,
        withdrawn: query.withdrawn ?? false,
      };
      return expected.listAll(viewer, filters, query);
    },
  );

  routes.createOn(
    '/api/my_warehouse/:id/receive/',
    {
      access: 'staff',
      config: { multipart: { files: 2 } },
      summary: 'Receive an expected parcel into the warehouse (the wizard’s fields, multipart; one transaction)',
      body: receiveBody,
      answer: parcelResponse,
    },
    expected.receive,
  );

  routes.read(
    '/api/my_warehouse/lookup/',
    {
      access: 'staff',
      summary:
        'A scanned tracking number: the expected parcel and the warehouse parcel that have it; several open announcements of it are `candidates` (expected: null)',
      query: lookupQuery,
      answer: scanLookupResponse,
    },
    (viewer, query) => expected.lookup(viewer, query.tracking_number),
  );
}
