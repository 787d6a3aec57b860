import {
  detailResponse,
  shipmentAddResponse,
  shipmentDetailResponse,
  shipmentParcelsSchema,
  shipmentResponse,
  shipmentSchema,
  shipmentUpdateSchema,
} from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/auth';
import { sendFile } from '../../http/download';
import { fileAnswer } from '../../http/openapi';
import { idParams } from '../../http/params';
import { moduleRoutes } from '../../http/route-kinds';
import { shipmentListQuery, shipmentParcelParams } from './schemas';
import type { ShipmentService } from './service';

// Shipments are admins' work from end to end.
export function shipmentRoutes(app: FastifyInstance, { shipments }: { shipments: ShipmentService }): void {
  const routes = moduleRoutes(app, ['shipments']);
  const { api, tags } = routes;

  routes.page(
    '/api/shipments/',
    {
      access: 'staff',
      summary: 'Shipments, newest first (?status=open|sent|arrived, ?warehouse=), with their totals',
      query: shipmentListQuery,
      item: shipmentResponse,
    },
    shipments.list,
  );

  routes.create(
    '/api/shipments/',
    {
      access: 'staff',
      summary: 'Open a shipment from a warehouse to a destination country',
      body: shipmentSchema,
      answer: shipmentDetailResponse,
    },
    shipments.create,
  );

  routes.get(
    '/api/shipments/:id/',
    { access: 'staff', summary: 'A shipment with its parcels and totals', answer: shipmentDetailResponse },
    shipments.get,
  );

  routes.update(
    '/api/shipments/:id/',
    {
      access: 'staff',
      summary: 'Move the status (open -> sent -> arrived; its parcels move with it) or change the details',
      body: shipmentUpdateSchema,
      answer: shipmentDetailResponse,
    },
    shipments.update,
  );

  routes.update(
    '/api/shipments/:id/parcels/',
    {
      access: 'staff',
      methods: ['POST'],
      summary: 'Add parcels by {ids} or {track_numbers} (all or none; each refusal names its parcel)',
      body: shipmentParcelsSchema,
      answer: shipmentAddResponse,
    },
    shipments.addParcels,
  );

  api.delete(
    '/api/shipments/:id/parcels/:parcel_id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Take a parcel out of an open shipment',
        params: shipmentParcelParams,
        response: { 200: shipmentDetailResponse, 404: detailResponse },
      },
    },
    async (request) => shipments.removeParcel(viewerOf(request), request.params.id, request.params.parcel_id),
  );

  const manifests = {
    xlsx: {
      summary: 'The manifest as a spreadsheet (one row per parcel, totals last)',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    csv: {
      summary:
        'The manifest as CSV for a spreadsheet set to Russian (UTF-8 with BOM, `;`, decimal comma, formula-safe; one row per parcel, totals last)',
      contentType: 'text/csv',
    },
  } as const;
  for (const [format, { summary, contentType }] of Object.entries(manifests) as Array<
    [keyof typeof manifests, (typeof manifests)[keyof typeof manifests]]
  >) {
    api.get(
      `/api/shipments/:id/manifest.${format}`,
      {
        config: { access: 'staff' },
        schema: { tags, summary, params: idParams, response: { 200: fileAnswer(contentType, 'The manifest, as an attachment') } },
      },
      async (request, reply) => sendFile(reply, await shipments.manifest(viewerOf(request), request.params.id, format)),
    );
  }
}
