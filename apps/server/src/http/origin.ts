import type { FastifyRequest } from 'fastify';

/**
 * The origin of a request for absolute URLs, only when its Host is one we serve; an arbitrary
 * Host header is never echoed into answers (a forged Host would otherwise plant links to
 * another site in cached answers).
 */
export function requestOrigin(request: FastifyRequest, allowedHosts: readonly string[]): string | undefined {
  const hostname = request.hostname.toLowerCase();
  return allowedHosts.includes(hostname) ? `${request.protocol}://${request.host}` : undefined;
}
