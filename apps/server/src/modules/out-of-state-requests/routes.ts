import { outOfStateRequestResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import { listQuery, requestBody, updateBody } from './schemas';
import type { OutOfStateRequestService } from './service';

// The historic path `otside_of_illinois` is the existing client's (docs/legacy-client.md). Sending is
// public and rate limited; everything else is admin-only: the onRequest guard answers 401/403
// before the body is read, and the service checks its policy again.
export function outOfStateRequestRoutes(
  app: FastifyInstance,
  { outOfStateRequests }: { outOfStateRequests: OutOfStateRequestService },
): void {
  const routes = moduleRoutes(app, ['out-of-state requests']);

  routes.create(
    '/api/otside_of_illinois/add/',
    {
      access: 'public',
      summary: 'Send a request from outside Illinois/Delaware (public; limited per address and per email)',
      body: requestBody,
      answer: outOfStateRequestResponse,
    },
    (_viewer, body, request) => outOfStateRequests.submit(body, request.ip),
  );

  routes.page(
    '/api/otside_of_illinois/list/',
    {
      access: 'admin',
      summary: 'Requests, newest first; ?status=true (new) or false (processed), ?search=',
      query: listQuery,
      item: outOfStateRequestResponse,
    },
    outOfStateRequests.list,
  );

  routes.update(
    '/api/otside_of_illinois/update_delete/:id/',
    {
      access: 'admin',
      summary: 'Change a request; {status: false} marks it processed',
      methods: ['PATCH', 'PUT'],
      body: updateBody,
      answer: outOfStateRequestResponse,
    },
    outOfStateRequests.update,
  );

  routes.remove(
    '/api/otside_of_illinois/update_delete/:id/',
    { access: 'admin', summary: 'Delete a request' },
    outOfStateRequests.remove,
  );
}
