import { tariffQuerySchema, tariffsResponse, tariffUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../../http/route-kinds';
import type { TariffService } from './service';

// The tariff: everyone reads it (the calculator, the wizard and the invoices use the same one);
// admins publish a new version with the date it takes effect.
export function tariffRoutes(app: FastifyInstance, { tariffs }: { tariffs: TariffService }): void {
  const routes = moduleRoutes(app, ['billing']);

  routes.read(
    '/api/tariffs/',
    {
      access: 'public',
      summary: 'The tariff in force today, the versions scheduled, the storage terms; admins: ?history=1 for every version',
      query: tariffQuerySchema,
      answer: tariffsResponse,
    },
    tariffs.get,
  );

  routes.change(
    '/api/tariffs/',
    {
      access: 'admin',
      summary:
        'Publish a tariff version (routes, services, insurance; the rest as in force) and storage terms from effective_from',
      body: tariffUpdateSchema,
      answer: tariffsResponse,
    },
    tariffs.update,
  );
}
