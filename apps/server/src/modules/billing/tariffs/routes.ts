import { tariffQuerySchema, tariffsResponse, tariffUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import type { TariffService } from './service';

// The tariff: everyone reads it (the calculator, the wizard and the invoices use the same one);
// admins publish a new version with the date it takes effect.
export function tariffRoutes(app: FastifyInstance, { tariffs }: { tariffs: TariffService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/tariffs/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The tariff in force today, the versions scheduled, the storage terms; admins: ?history=1 for every version',
        querystring: tariffQuerySchema,
        response: { 200: tariffsResponse },
      },
    },
    async (request) => tariffs.get(viewerOf(request), request.query),
  );

  api.patch(
    '/api/tariffs/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Publish a tariff version (routes, services, insurance; the rest as in force) and storage terms from effective_from',
        body: tariffUpdateSchema,
        response: { 200: tariffsResponse },
      },
    },
    async (request) => tariffs.update(viewerOf(request), request.body),
  );
}
