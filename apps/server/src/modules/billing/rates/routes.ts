import { ratesResponse, ratesUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../../http/route-kinds';
import type { RateService } from './service';

// «Курсы валют»: admins set how many som and roubles a dollar buys, per date.
export function rateRoutes(app: FastifyInstance, { rates }: { rates: RateService }): void {
  const routes = moduleRoutes(app, ['billing']);

  routes.read(
    '/api/settings/rates/',
    { access: 'admin', summary: 'The exchange rates in force today, how old they are, and the dates set', answer: ratesResponse },
    rates.get,
  );

  routes.change(
    '/api/settings/rates/',
    {
      access: 'admin',
      summary: 'Set the USD to KGS and USD to RUB rates of a date (today unless `date`)',
      body: ratesUpdateSchema,
      answer: ratesResponse,
    },
    rates.update,
  );
}
