import { pageResponse, purchaseDetailsResponse, purchaseResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { myPurchasesQuery, purchaseCreateBody, purchaseListQuery, purchaseUpdateBody } from './schemas';
import type { PurchaseService } from './service';

// Anyone submits a request (the home page's form); a customer reads their own; admins the rest.
export function purchaseRoutes(app: FastifyInstance, { purchases }: { purchases: PurchaseService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchases'];

  api.post(
    '/api/purchase/add/',
    {
      config: { access: 'public', multipart: { files: 2 } },
      schema: {
        tags,
        summary: 'Submit a buy-out request (multipart with one or two screenshots); visitors are rate limited',
        body: purchaseCreateBody,
        response: { 201: purchaseResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await purchases.create(viewerOf(request), request.body, request.ip)),
  );

  api.get(
    '/api/purchase/my_purchases/',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My buy-out requests, newest first',
        querystring: myPurchasesQuery,
        response: { 200: pageResponse(purchaseResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await purchases.listMine(viewerOf(request), request.query)),
  );

  api.get(
    '/api/purchase/list/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Everyone’s buy-out requests (?name=, ?date=, ?price_min=, ?price_max=, ?state=, ?paid=)',
        querystring: purchaseListQuery,
        response: { 200: pageResponse(purchaseResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await purchases.list(viewerOf(request), request.query)),
  );

  api.get(
    '/api/purchase/get/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'A buy-out request with its history (its owner, operators and admins)',
        params: idParams,
        response: { 200: purchaseDetailsResponse },
      },
    },
    async (request) => purchases.get(viewerOf(request), request.params.id),
  );

  api.patch(
    '/api/purchase/update/:id/',
    {
      config: { access: 'owner', multipart: { files: 1 } },
      schema: {
        tags,
        summary:
          'Operators and admins: move a request (state with its price, order number, parcel or reason), comment, attach the payment confirmation. The owner: only the payment confirmation of a quoted request',
        params: idParams,
        body: purchaseUpdateBody,
        response: { 200: purchaseResponse },
      },
    },
    async (request) => purchases.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/purchase/delete/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a request (the owner while it is new, operators and admins always)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await purchases.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
