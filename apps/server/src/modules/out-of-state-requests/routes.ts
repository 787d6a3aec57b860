import { outOfStateRequestResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { listQuery, requestBody, updateBody } from './schemas';
import type { OutOfStateRequestService } from './service';

// The historic path `otside_of_illinois` is the existing client's (docs/legacy-client.md). Sending is
// public and rate limited; everything else is admin-only: the onRequest guard answers 401/403
// before the body is read, and the service checks its policy again.
export function outOfStateRequestRoutes(
  app: FastifyInstance,
  { outOfStateRequests }: { outOfStateRequests: OutOfStateRequestService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['out-of-state requests'];

  api.post(
    '/api/otside_of_illinois/add/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a request from outside Illinois/Delaware (public; limited per address and per email)',
        body: requestBody,
        response: { 201: outOfStateRequestResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await outOfStateRequests.submit(request.body, request.ip)),
  );

  api.get(
    '/api/otside_of_illinois/list/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Requests, newest first; ?status=true (new) or false (processed), ?search=',
        querystring: listQuery,
        response: { 200: pageResponse(outOfStateRequestResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await outOfStateRequests.list(viewerOf(request), request.query)),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    api.route({
      method,
      url: '/api/otside_of_illinois/update_delete/:id/',
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a request; {status: false} marks it processed',
        params: idParams,
        body: updateBody,
        response: { 200: outOfStateRequestResponse },
      },
      handler: async (request) => outOfStateRequests.update(viewerOf(request), request.params.id, request.body),
    });
  }

  api.delete(
    '/api/otside_of_illinois/update_delete/:id/',
    { config: { access: 'admin' }, schema: { tags, summary: 'Delete a request', params: idParams } },
    async (request, reply) => {
      await outOfStateRequests.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
