import type { Socket } from 'node:net';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { MSG } from '@kerben/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';

// Longer URLs are refused with 414 (Node itself refuses a request line over 16 KB with 431).
const MAX_URL_LENGTH = 8192;

/** `//media//x?next=//y` -> `/media/x?next=//y`: the path only, never the query. */
export function collapseSlashes(url: string): string {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return pathname.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query));
}

/**
 * What Node's HTTP parser refuses (headers too large, a broken request line) never reaches
 * Fastify's error handler: it is answered here, still in the contract's JSON shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
      : [400, 'Bad Request', MSG.badRequest];
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * What Fastify's router refuses before any hook (a path that is not valid percent-encoding, a path
 * parameter over 100 characters) is answered in the contract's shape, in Russian, like the rest.
 */
export function answerFrameworkError(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ detail: MSG.urlTooLong });
    return;
  }
  reply.status(400).send({ detail: MSG.badRequest });
}

export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new AppError('uri_too_long', MSG.urlTooLong);
  });
}

/**
 * JSON and HTML answers are compressed (brotli or gzip, as the client accepts). Brotli's quality
 * is kept low for answers made per request: its default (11) costs more time than it saves.
 * Built assets come precompressed from the build and are served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
