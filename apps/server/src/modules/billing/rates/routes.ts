import { ratesResponse, ratesUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import type { RateService } from './service';

// «Курсы валют»: admins set how many som and roubles a dollar buys, per date.
export function rateRoutes(app: FastifyInstance, { rates }: { rates: RateService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/settings/rates/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The exchange rates in force today, how old they are, and the dates set',
        response: { 200: ratesResponse },
      },
    },
    async (request) => rates.get(viewerOf(request)),
  );

  api.patch(
    '/api/settings/rates/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the USD to KGS and USD to RUB rates of a date (today unless `date`)',
        body: ratesUpdateSchema,
        response: { 200: ratesResponse },
      },
    },
    async (request) => rates.update(viewerOf(request), request.body),
  );
}
