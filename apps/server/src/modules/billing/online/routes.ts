import { onlinePaymentResponse, onlinePaymentSchema, onlineRefundSchema, redirectResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import { fileAnswer } from '../../../http/openapi';
import { moduleRoutes } from '../../../http/route-kinds';
import { providerCallbackBody, providerParams } from '../schemas';
import type { OnlinePayments } from './service';

// Paying online (docs/payments.md): the customer's payments and card saving, the provider's signed
// callback (public: the provider has no account, its signature is the check), an admin's refund.
export function onlinePaymentRoutes(app: FastifyInstance, { online }: { online: OnlinePayments }): void {
  const routes = moduleRoutes(app, ['billing']);
  const { api, tags } = routes;

  routes.create(
    '/api/payments/',
    {
      access: 'customer',
      summary:
        'Pay my open invoices, or top up my balance (top_up_usd, cents), online: with a saved card (card, charged at once) or on the provider’s page (redirect_url); key: once per payment dialog',
      body: onlinePaymentSchema,
      answer: onlinePaymentResponse,
    },
    (viewer, body) => online.pay(viewer, body),
  );

  routes.get(
    '/api/payments/online/:id/',
    {
      access: 'owner',
      summary: 'An online payment: pending until the provider’s word, then paid or failed',
      answer: onlinePaymentResponse,
    },
    (viewer, id) => online.get(viewer, id),
  );

  api.post(
    '/api/billing/cards/save/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Save a card through the payment provider: its page to open (the card number never reaches Kerben)',
        response: { 200: redirectResponse },
      },
    },
    async (request) => online.saveCard(viewerOf(request)),
  );

  routes.update(
    '/api/payments/:id/refund/',
    {
      access: 'admin',
      methods: ['POST'],
      summary: 'Give an online payment back to the card through the provider (all, or amount of it), with the reason',
      body: onlineRefundSchema,
      answer: onlinePaymentResponse,
    },
    (viewer, id, body) => online.refund(viewer, id, body),
  );

  // The provider posts form fields (urlencoded or multipart) and reads a signed XML answer.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/:provider/result/',
      {
        config: { access: 'public', multipart: { files: 0 } },
        schema: {
          tags,
          summary: 'The payment provider’s signed result of a payment or a card saving (a bad signature: 400, nothing recorded)',
          params: providerParams,
          body: providerCallbackBody,
          response: {
            200: fileAnswer('application/xml', 'The signed answer the provider expects (pg_status ok, rejected or error)'),
          },
        },
      },
      async (request, reply) => {
        const answer = await online.callback(request.params.provider, request.url, request.body);
        // What Kerben refused of the provider's word (an unknown order, another amount) is for an admin to look into.
        if (answer.outcome.status !== 'ok') {
          request.log.warn(
            { outcome: answer.outcome.status, reason: answer.outcome.description },
            'payment callback not accepted',
          );
        }
        return reply.type(answer.contentType).send(answer.body);
      },
    );
  });
}
