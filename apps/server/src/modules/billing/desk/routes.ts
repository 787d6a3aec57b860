import {
  deskClientResponse,
  deskHandoverResponse,
  deskHandoverSchema,
  deskLookupQuery,
  deskPaymentResponse,
  deskPaymentSchema,
  deskRefundSchema,
  deskReportQuery,
  deskReportResponse,
  detailResponse,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/auth';
import { sendFile } from '../../../http/download';
import { fileAnswer } from '../../../http/openapi';
import { idParams } from '../../../http/params';
import type { DeskService } from './service';

// «Выдача»: the staff find a client, take payments and hand parcels over; a handover code is sent
// again by its owner or by the desk.
export function deskRoutes(app: FastifyInstance, { desk }: { desk: DeskService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/desk/clients/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'A client by code (?code=) or by a scanned track number or code (?scan=): parcels at the pickup point and what each owes',
        querystring: deskLookupQuery,
        response: { 200: deskClientResponse },
      },
    },
    async (request) => desk.lookup(viewerOf(request), request.query),
  );

  api.post(
    '/api/desk/payments/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Take a payment against one client’s invoices (cash with change, terminal, QR, from the balance; KGS, USD or RUB); `key` makes it once',
        body: deskPaymentSchema,
        response: { 200: deskPaymentResponse },
      },
    },
    async (request) => desk.pay(viewerOf(request), request.body),
  );

  api.post(
    '/api/desk/refunds/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Give money back from a client’s credit (cash, terminal, QR; KGS, USD or RUB), with the reason; `key` makes it once',
        body: deskRefundSchema,
        response: { 200: deskPaymentResponse },
      },
    },
    async (request) => desk.refund(viewerOf(request), request.body),
  );

  api.post(
    '/api/desk/handover/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Hand parcels over (status 7) to a recipient with a document, with the client’s code or an admin’s override reason',
        body: deskHandoverSchema,
        response: { 200: deskHandoverResponse },
      },
    },
    async (request) => desk.handOver(viewerOf(request), request.body),
  );

  api.get(
    '/api/desk/report/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'The end-of-day cash report: a day’s payments (?date=YYYY-MM-DD, today by default) of an operator (own; admins ?operator= or all)',
        querystring: deskReportQuery,
        response: { 200: deskReportResponse },
      },
    },
    async (request) => desk.report(viewerOf(request), request.query),
  );

  api.get(
    '/api/desk/report.xlsx',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The end-of-day cash report as a spreadsheet (the same query)',
        querystring: deskReportQuery,
        response: {
          200: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The report, as an attachment'),
        },
      },
    },
    async (request, reply) => sendFile(reply, await desk.reportXlsx(viewerOf(request), request.query)),
  );

  api.get(
    '/api/payments/:id/receipt/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'A payment’s receipt as a PDF for an 80 mm printer (its payer, operators and admins)',
        params: idParams,
        response: { 200: fileAnswer('application/pdf', 'The receipt, to show or print') },
      },
    },
    async (request, reply) => sendFile(reply, await desk.receipt(viewerOf(request), request.params.id), 'inline'),
  );

  api.post(
    '/api/warehouses/product/:id/handover_code/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Send the handover code again (a new one) for a parcel at the pickup point: its owner or the desk',
        params: idParams,
        response: { 200: detailResponse },
      },
    },
    async (request) => desk.resendCode(viewerOf(request), request.params.id),
  );
}
