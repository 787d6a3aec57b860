import { invoiceResponse, invoiceVoidSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../../http/route-kinds';
import { invoiceListQuery } from '../schemas';
import type { InvoiceService } from './service';

// Invoices: a customer's own; the staff's of everyone (?user=, ?status=); an admin voids one.
export function invoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoiceService }): void {
  const routes = moduleRoutes(app, ['billing']);

  routes.page(
    '/api/invoices/',
    {
      access: 'customer',
      summary: 'My invoices, newest first (staff: everyone’s, ?user=); ?status=open|paid|void, ?parcel=',
      query: invoiceListQuery,
      item: invoiceResponse,
    },
    invoices.list,
  );

  routes.get(
    '/api/invoices/:id/',
    { access: 'owner', summary: 'An invoice with its lines (its owner, operators and admins)', answer: invoiceResponse },
    invoices.get,
  );

  routes.file(
    '/api/invoices/:id/pdf/',
    {
      access: 'owner',
      summary: 'An invoice as a PDF to print (A4, Cyrillic font embedded)',
      type: 'application/pdf',
      description: 'The invoice, to show or print',
      disposition: 'inline',
    },
    invoices.pdf,
  );

  routes.update(
    '/api/invoices/:id/void/',
    {
      methods: ['POST'],
      access: 'admin',
      summary: 'Void an invoice with a reason: its number stays used, its charges are reversed',
      body: invoiceVoidSchema,
      answer: invoiceResponse,
    },
    invoices.void,
  );
}
