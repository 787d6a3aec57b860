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
import { viewerOf } from '../../../http/auth';
import { sendFile } from '../../../http/download';
import { fileAnswer } from '../../../http/openapi';
import { moduleRoutes } from '../../../http/route-kinds';
import type { DeskService } from './service';

// «Выдача»: the staff find a client, take payments and hand parcels over; a handover code is sent
// again by its owner or by the desk.
export function deskRoutes(app: FastifyInstance, { desk }: { desk: DeskService }): void {
  const routes = moduleRoutes(app, ['billing']);
  const { api, tags } = routes;

  routes.read(
    '/api/desk/clients/',
    {
      access: 'staff',
      summary:
        'A client by code (?code=) or by a scanned track number or code (?scan=): parcels at the pickup point and what each owes',
      query: deskLookupQuery,
      answer: deskClientResponse,
    },
    desk.lookup,
  );

  routes.change(
    '/api/desk/payments/',
    {
      method: 'POST',
      access: 'staff',
      summary:
        'Take a payment against one client’s invoices (cash with change, terminal, QR, from the balance; KGS, USD or RUB); `key` makes it once',
      body: deskPaymentSchema,
      answer: deskPaymentResponse,
    },
    desk.pay,
  );

  routes.change(
    '/api/desk/refunds/',
    {
      method: 'POST',
      access: 'admin',
      summary:
        'Give money back from a client’s credit (cash, terminal, QR; KGS, USD or RUB), with the reason; `key` makes it once',
      body: deskRefundSchema,
      answer: deskPaymentResponse,
    },
    desk.refund,
  );

  routes.change(
    '/api/desk/handover/',
    {
      method: 'POST',
      access: 'staff',
      summary:
        'Hand parcels over (status 7) to a recipient with a document, with the client’s code or an admin’s override reason',
      body: deskHandoverSchema,
      answer: deskHandoverResponse,
    },
    desk.handOver,
  );

  routes.read(
    '/api/desk/report/',
    {
      access: 'staff',
      summary:
        'The end-of-day cash report: a day’s payments (?date=YYYY-MM-DD, today by default) of an operator (own; admins ?operator= or all)',
      query: deskReportQuery,
      answer: deskReportResponse,
    },
    desk.report,
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

  routes.file(
    '/api/payments/:id/receipt/',
    {
      access: 'owner',
      summary: 'A payment’s receipt as a PDF for an 80 mm printer (its payer, operators and admins)',
      type: 'application/pdf',
      description: 'The receipt, to show or print',
      disposition: 'inline',
    },
    desk.receipt,
  );

  routes.act(
    '/api/warehouses/product/:id/handover_code/',
    {
      access: 'owner',
      summary: 'Send the handover code again (a new one) for a parcel at the pickup point: its owner or the desk',
      answer: detailResponse,
    },
    (viewer, id) => desk.resendCode(viewer, id),
  );
}
