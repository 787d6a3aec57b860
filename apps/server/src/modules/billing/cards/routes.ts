import { cardResponse, cardSchema, cardUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../../http/auth';
import { idParams } from '../../../http/params';
import type { CardService } from './service';

// A customer's own saved cards; the answers never hold the full number or the CVV.
export function billingCardRoutes(app: FastifyInstance, { billing }: { billing: CardService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/billing/my_billings/',
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'My saved cards (masked)', response: { 200: z.array(cardResponse) } },
    },
    async (request) => billing.list(viewerOf(request)),
  );

  api.post(
    '/api/billing/add/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Save a card (number, end_date MM-YYYY or YYYY-MM, full_name, cvv: checked, never stored)',
        body: cardSchema,
        response: { 201: cardResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await billing.add(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/billing/update/:id/',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Change a saved card', params: idParams, body: cardUpdateSchema, response: { 200: cardResponse } },
    },
    async (request) => billing.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/billing/delete/:id/',
    { config: { access: 'owner' }, schema: { tags, summary: 'Delete a saved card', params: idParams } },
    async (request, reply) => {
      await billing.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
