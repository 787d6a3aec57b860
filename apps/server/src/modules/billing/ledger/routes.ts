import { balanceResponse, ledgerAdjustmentSchema, ledgerEntryResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import { pageAnswer } from '../../../http/pagination';
import { balanceQuery, ledgerQuery } from '../schemas';
import type { LedgerService } from './service';

// A customer's own account (the staff name a customer with ?user=): the balance and the entries.
export function ledgerRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/billing/balance/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My balance, what I owe (USD and KGS), my parcels at the pickup point and my handover code (staff: ?user=)',
        querystring: balanceQuery,
        response: { 200: balanceResponse },
      },
    },
    async (request) => ledger.balance(viewerOf(request), request.query.user),
  );

  api.post(
    '/api/ledger/adjustments/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'A correction by hand with its reason: a charge (negative cents) or a credit (positive) of a customer, for a parcel or none',
        body: ledgerAdjustmentSchema,
        response: { 201: ledgerEntryResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await ledger.adjust(viewerOf(request), request.body)),
  );

  api.get(
    '/api/ledger/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My ledger entries, newest first: charges, payments, refunds, adjustments (staff: ?user=)',
        querystring: ledgerQuery,
        response: { 200: pageResponse(ledgerEntryResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await ledger.list(viewerOf(request), request.query)),
  );
}
