import { mkdirSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../core/errors';
import type { FileStorage } from '../../file-storage/storage';
import { fileAnswer } from '../../http/openapi';
import { signedLinkParams, signedLinkQuery } from './schemas';
import type { FileService } from './service';

const PUBLIC_PREFIX = '/media/public/';
// Random names never change content, so public files are cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function fileRoutes(app: FastifyInstance, { files, storage }: { files: FileService; storage: FileStorage }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public files (logos, product pictures, flags) are streamed from storage with ETag, byte
  // ranges and immutable caching; only public/ is reachable, so private files never are.
  if (storage.localRoot) {
    const root = path.join(storage.localRoot, 'public');
    // Made at once (owner only), so a first start serves /media without a warning before any upload.
    mkdirSync(root, { recursive: true, mode: 0o700 });
    // What the public files' folder really is: the storage root itself may be a link the operator
    // made (uploads on another disk), nothing below it may.
    const realRoot = path.join(realpathSync(storage.localRoot), 'public');
    app.register(fastifyStatic, {
      root,
      prefix: PUBLIC_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: '1y',
      immutable: true,
      // A symbolic link under uploads/ (planted by whoever could write there) is never followed, to
      // a file or a folder, inside the storage or out of it: the file's real path must be the path
      // asked for. Checked just before the file is opened; the files service never makes links.
      onFile: async (file: string) => {
        const real = await realpath(file).catch(() => null);
        if (real !== path.join(realRoot, path.relative(root, file))) throw notFound();
      },
    });
  } else if (storage.stream) {
    const stream = storage.stream.bind(storage);
    api.get(`${PUBLIC_PREFIX}*`, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!/^[\w-]+\.\w+$/.test(name)) throw notFound();
      const object = await stream(`public/${name}`, request.headers.range);
      if (!object) throw notFound();
      if (object.etag && request.headers['if-none-match'] === object.etag) return reply.status(304).send();
      reply.header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes').type(object.contentType);
      if (object.etag) reply.header('etag', object.etag);
      if (object.range) {
        const { start, end, total } = object.range;
        reply.status(206).header('content-range', `bytes ${start}-${end}/${total}`);
      }
      return reply.header('content-length', object.size).send(object.body);
    });
  }

  api.get(
    '/api/files/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A private file through a signed, short-lived link',
        params: signedLinkParams,
        querystring: signedLinkQuery,
        response: { 200: fileAnswer('application/octet-stream', 'The file, with its own content type') },
      },
    },
    async (request, reply) => {
      const file = await files.readSigned(request.params.id, request.query.exp, request.query.sig);
      // Passports and parcel photos: never kept by the browser (a shared computer's cache).
      return reply.header('cache-control', 'no-store').type(file.contentType).send(file.data);
    },
  );
}
