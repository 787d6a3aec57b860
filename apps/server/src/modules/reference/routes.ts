import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferenceService } from './service';

const named = z.object({ id: z.number(), name: z.string() });

export function referenceRoutes(app: FastifyInstance, { reference }: { reference: ReferenceService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];

  api.get(
    '/api/countries/list/',
    {
      schema: {
        tags,
        summary: 'Countries (origins and destinations) with fixed ids',
        response: { 200: z.array(named.extend({ icon: z.string().nullable() })) },
      },
    },
    async (request) => reference.countries(request),
  );

  api.get('/api/couriers/list/', { schema: { tags, summary: 'Courier services', response: { 200: z.array(named) } } }, async () =>
    reference.couriers(),
  );

  api.get(
    '/api/warehouses/status/list/',
    { schema: { tags, summary: 'Parcel statuses', response: { 200: z.array(named) } } },
    async () => reference.statuses(),
  );
}
