import { countryResponse, namedResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../http/origin';
import type { ReferenceService } from './service';

export function referenceRoutes(
  app: FastifyInstance,
  { reference, allowedHosts }: { reference: ReferenceService; allowedHosts: readonly string[] },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];

  api.get(
    '/api/countries/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Countries (origins and destinations) with fixed ids',
        response: { 200: z.array(countryResponse) },
      },
    },
    async (request) => reference.countries(requestOrigin(request, allowedHosts)),
  );

  api.get(
    '/api/couriers/list/',
    { config: { access: 'public' }, schema: { tags, summary: 'Courier services', response: { 200: z.array(namedResponse) } } },
    async () => reference.couriers(),
  );

  api.get(
    '/api/warehouses/status/list/',
    { config: { access: 'public' }, schema: { tags, summary: 'Parcel statuses', response: { 200: z.array(namedResponse) } } },
    async () => reference.statuses(),
  );
}
