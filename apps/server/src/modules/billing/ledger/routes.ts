import { balanceResponse, ledgerAdjustmentSchema, ledgerEntryResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../../http/route-kinds';
import { balanceQuery, ledgerQuery } from '../schemas';
import type { LedgerService } from './service';

// A customer's own account (the staff name a customer with ?user=): the balance and the entries.
export function ledgerRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerService }): void {
  const routes = moduleRoutes(app, ['billing']);

  routes.read(
    '/api/billing/balance/',
    {
      access: 'customer',
      summary: 'My balance, what I owe (USD and KGS), my parcels at the pickup point and my handover code (staff: ?user=)',
      query: balanceQuery,
      answer: balanceResponse,
    },
    (viewer, query) => ledger.balance(viewer, query.user),
  );

  routes.create(
    '/api/ledger/adjustments/',
    {
      access: 'admin',
      summary:
        'A correction by hand with its reason: a charge (negative cents) or a credit (positive) of a customer, for a parcel or none',
      body: ledgerAdjustmentSchema,
      answer: ledgerEntryResponse,
    },
    ledger.adjust,
  );

  routes.page(
    '/api/ledger/',
    {
      access: 'customer',
      summary: 'My ledger entries, newest first: charges, payments, refunds, adjustments (staff: ?user=)',
      query: ledgerQuery,
      item: ledgerEntryResponse,
    },
    ledger.list,
  );
}
