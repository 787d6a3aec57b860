import { cardResponse, cardSchema, cardUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moduleRoutes } from '../../../http/route-kinds';
import type { CardService } from './service';

// A customer's own saved cards; the answers never hold the full number or the CVV.
export function billingCardRoutes(app: FastifyInstance, { billing }: { billing: CardService }): void {
  const routes = moduleRoutes(app, ['billing']);

  routes.read(
    '/api/billing/my_billings/',
    { access: 'customer', summary: 'My saved cards (masked)', answer: z.array(cardResponse) },
    billing.list,
  );

  routes.create(
    '/api/billing/add/',
    {
      access: 'customer',
      summary: 'Save a card (number, end_date MM-YYYY or YYYY-MM, full_name, cvv: checked, never stored)',
      body: cardSchema,
      answer: cardResponse,
    },
    billing.add,
  );

  routes.update(
    '/api/billing/update/:id/',
    { access: 'owner', summary: 'Change a saved card', body: cardUpdateSchema, answer: cardResponse },
    billing.update,
  );

  routes.remove('/api/billing/delete/:id/', { access: 'owner', summary: 'Delete a saved card' }, billing.remove);
}
