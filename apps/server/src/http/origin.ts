import type { FastifyRequest } from 'fastify';

// A Host header as a browser sends it: a name (or a bracketed IPv6 address) and digits for a port.
const HOST_HEADER = /^(?<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i;

/**
 * The origin of a request for absolute URLs, only when its Host is one we serve; an arbitrary
 * Host header is never echoed into answers (a forged Host would otherwise plant links to
 * another site in cached answers). The header is checked whole: `localhost:@evil.example` names
 * localhost to a lax parser and evil.example to a browser reading the URL.
 */
export function requestOrigin(request: FastifyRequest, allowedHosts: readonly string[]): string | undefined {
  const host = HOST_HEADER.exec(request.host ?? '')?.groups;
  const name = host?.name?.toLowerCase();
  if (!name || !allowedHosts.includes(name)) return undefined;
  return `${request.protocol}://${name}${host?.port ? `:${host.port}` : ''}`;
}
