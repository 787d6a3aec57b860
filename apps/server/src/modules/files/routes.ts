import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import type { FileService } from './service';

export function fileRoutes(app: FastifyInstance, { files }: { files: FileService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Random names never change content, so public files can be cached for good.
  api.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await files.readPublic(key);
    if (!file) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.data);
  });

  api.get(
    '/api/files/:id/',
    {
      schema: {
        tags: ['files'],
        summary: 'A private file through a signed, short-lived link',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const file = await files.readSigned(request.params.id, request.query.exp, request.query.sig);
      return reply.header('cache-control', 'private, max-age=300').type(file.contentType).send(file.data);
    },
  );
}
