import { invoiceResponse, invoiceVoidSchema, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import { sendFile } from '../../../http/download';
import { pageAnswer } from '../../../http/pagination';
import { idParams } from '../../../http/params';
import { invoiceListQuery } from '../schemas';
import type { InvoiceService } from './service';

// Invoices: a customer's own; the staff's of everyone (?user=, ?status=); an admin voids one.
export function invoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoiceService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/invoices/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My invoices, newest first (staff: everyone’s, ?user=, ?status=open|paid|void)',
        querystring: invoiceListQuery,
        response: { 200: pageResponse(invoiceResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await invoices.list(viewerOf(request), request.query)),
  );

  api.get(
    '/api/invoices/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'An invoice with its lines (its owner, operators and admins)',
        params: idParams,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => invoices.get(viewerOf(request), request.params.id),
  );

  api.get(
    '/api/invoices/:id/pdf/',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'An invoice as a PDF to print (A4, Cyrillic font embedded)', params: idParams },
    },
    async (request, reply) => sendFile(reply, await invoices.pdf(viewerOf(request), request.params.id), 'inline'),
  );

  api.post(
    '/api/invoices/:id/void/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Void an invoice with a reason: its number stays used, its charges are reversed',
        params: idParams,
        body: invoiceVoidSchema,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => invoices.void(viewerOf(request), request.params.id, request.body),
  );
}
