import type { FastifyRequest } from 'fastify';

/** An absolute URL for a path, from PUBLIC_URL when set, otherwise from the request itself. */
export function absoluteUrl(request: FastifyRequest, pathname: string, publicUrl?: string): string {
  const base = publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}${pathname}`;
}
