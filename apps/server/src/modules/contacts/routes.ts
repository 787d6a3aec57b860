import { contactResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { noContent } from '../../http/openapi';
import { pageAnswer } from '../../http/pagination';
import { idParams } from '../../http/params';
import { contactBody, contactListQuery, contactUpdateBody } from './schemas';
import type { ContactService } from './service';

// The warehouse addresses are public; admins create, change and delete them.
export function contactRoutes(app: FastifyInstance, { contacts }: { contacts: ContactService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouse addresses'];

  api.get(
    '/api/contacts/list/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Our warehouses’ shipping addresses',
        querystring: contactListQuery,
        response: { 200: pageResponse(contactResponse) },
      },
    },
    async (request) => pageAnswer(request.url, await contacts.list(request.query)),
  );

  api.post(
    '/api/contacts/create/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags,
        summary: 'Add a warehouse address (JSON or multipart with an image)',
        body: contactBody,
        response: { 201: contactResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await contacts.create(viewerOf(request), request.body)),
  );

  api.patch(
    '/api/contacts/update/:id/',
    {
      config: { access: 'admin', multipart: { files: 1 } },
      schema: {
        tags,
        summary: 'Change a warehouse address',
        params: idParams,
        body: contactUpdateBody,
        response: { 200: contactResponse },
      },
    },
    async (request) => contacts.update(viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/contacts/delete/:id/',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a warehouse address', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await contacts.remove(viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
