import { outsideRequestResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { listQuery, requestBody, updateBody } from './schemas';
import type { OutsideRequestService } from './service';

// The historic path `otside_of_illinois` is the existing client's (docs/legacy-client.md). Sending is
// public and rate limited; everything else is admin-only: the onRequest guard answers 401/403
// before the body is read, and the service checks its policy again.
export function outsideRequestRoutes(
  app: FastifyInstance,
  { outsideRequests }: { outsideRequests: OutsideRequestService },
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
        response: { 201: outsideRequestResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await outsideRequests.submit(request.body, request.ip)),
  );

  api.get(
    '/api/otside_of_illinois/list/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Requests, newest first; ?status=true (new) or false (processed), ?search=',
        querystring: listQuery,
        response: { 200: pageResponse(outsideRequestResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await outsideRequests.list(viewerOf(request), request.query)),
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
        response: { 200: outsideRequestResponse },
      },
      handler: async (request) => outsideRequests.update(viewerOf(request), request.params.id, request.body),
    });
  }

  api.delete(
    '/api/otside_of_illinois/update_delete/:id/',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a request', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await outsideRequests.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
