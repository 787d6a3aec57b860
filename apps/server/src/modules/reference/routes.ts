import { countryResponse, namedResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestOrigin } from '../../http/origin';
import { moduleRoutes } from '../../http/route-kinds';
import type { ReferenceService } from './service';

export function referenceRoutes(
  app: FastifyInstance,
  { reference, allowedHosts }: { reference: ReferenceService; allowedHosts: readonly string[] },
): void {
  const routes = moduleRoutes(app, ['reference']);

  routes.read(
    '/api/countries/list/',
    { access: 'public', summary: 'Countries (origins and destinations) with fixed ids', answer: z.array(countryResponse) },
    (_viewer, _query, request) => reference.countries(requestOrigin(request, allowedHosts)),
  );

  routes.read('/api/couriers/list/', { access: 'public', summary: 'Courier services', answer: z.array(namedResponse) }, () =>
    reference.couriers(),
  );

  routes.read(
    '/api/warehouses/status/list/',
    { access: 'public', summary: 'Parcel statuses', answer: z.array(namedResponse) },
    () => reference.statuses(),
  );
}
