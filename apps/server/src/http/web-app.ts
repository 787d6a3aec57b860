import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files outside assets/ (favicon, robots) keep their names across releases: cached briefly.
const SHORT = 'public, max-age=3600';

function cacheControlFor(filePath: string): string {
  // Every release changes which assets index.html names: it is always asked for again.
  if (path.basename(filePath).startsWith('index.html')) return 'no-cache';
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT;
}

/**
 * The built web app: hashed assets cached for good and served precompressed (.br/.gz written by
 * the build), index.html never cached, and index.html for every other non-API GET (client
 * routing). Unknown /api and /media paths answer a JSON 404.
 */
export function registerWebApp(app: FastifyInstance, webDistDir?: string): void {
  const hasWeb = Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
  if (hasWeb && webDistDir) {
    app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ detail: MSG.notFound });
  });
}
