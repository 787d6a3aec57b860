import { purchaseDetailsResponse, purchaseResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { myPurchasesQuery, purchaseCreateBody, purchaseListQuery, purchaseUpdateBody } from './schemas';
import type { PurchaseService } from './service';

// Anyone submits a request (the home page's form); a customer reads their own; admins the rest.
export function purchaseRoutes(app: FastifyInstance, { purchases }: { purchases: PurchaseService }): void {
  const routes = moduleRoutes(app, ['purchases']);

  routes.create(
    '/api/purchase/add/',
    {
      access: 'public',
      config: { multipart: { files: 2 } },
      summary: 'Submit a buy-out request (multipart with one or two screenshots); visitors are rate limited',
      body: purchaseCreateBody,
      answer: purchaseResponse,
    },
    (viewer, body, request) => purchases.create(viewer, body, request.ip),
  );

  routes.page(
    '/api/purchase/my_purchases/',
    { access: 'customer', summary: 'My buy-out requests, newest first', query: myPurchasesQuery, item: purchaseResponse },
    purchases.listMine,
  );

  routes.page(
    '/api/purchase/list/',
    {
      access: 'staff',
      summary: 'Everyone’s buy-out requests (?name=, ?date=, ?price_min=, ?price_max=, ?state=, ?paid=)',
      query: purchaseListQuery,
      item: purchaseResponse,
    },
    purchases.list,
  );

  routes.get(
    '/api/purchase/get/:id/',
    {
      access: 'owner',
      summary: 'A buy-out request with its history (its owner, operators and admins)',
      answer: purchaseDetailsResponse,
    },
    purchases.get,
  );

  routes.update(
    '/api/purchase/update/:id/',
    {
      access: 'owner',
      config: { multipart: { files: 1 } },
      summary:
        'Operators and admins: move a request (state with its price, order number, parcel or reason), comment, attach the payment confirmation. The owner: only the payment confirmation of a quoted request',
      body: purchaseUpdateBody,
      answer: purchaseResponse,
    },
    purchases.update,
  );

  routes.remove(
    '/api/purchase/delete/:id/',
    { access: 'owner', summary: 'Delete a request (the owner while it is new, operators and admins always)' },
    purchases.remove,
  );
}
