import { isAdmin, isStaff, MSG } from '@kerben/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runAsActor } from '../core/actor';
import { type AppError, forbidden, unauthorized } from '../core/errors';
import { useLanguage } from '../core/language';
import { ANONYMOUS, type Viewer } from '../core/viewer';
import type { Access } from './access';
import { pageLanguage } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** Why a presented token was not accepted, for a clearer 401. */
    tokenProblem: 'expired' | 'invalid' | null;
  }
}

/**
 * The bearer token from the Authorization header, tolerating what existing clients send:
 * any case of "Bearer", extra spaces, a bare token, and "null"/"undefined" meaning none.
 */
export function readBearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  const hasScheme = /^(bearer|jwt|token)$/i.test(parts[0] ?? '');
  const token = hasScheme ? parts[1] : parts[0];
  if (!token || token === 'null' || token === 'undefined' || parts.length > 2) return undefined;
  // "Bearer x" or a bare token, but not two words without a known scheme.
  if (!hasScheme && parts.length > 1) return undefined;
  return token;
}

/** Turns an access token into the account behind it, or the reason it is not valid. */
export type ResolveViewer = (token: string) => Promise<Viewer | 'expired' | 'invalid'>;

/**
 * Resolves the caller on every request, then applies the route's declared access (access.ts):
 * 401/403 before the body is read.
 */
export function registerViewer(app: FastifyInstance, resolve: ResolveViewer): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenProblem', null);
  // The rest of the request runs as its caller: the unit of work reads who acts (core/actor.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    runAsActor(() => ({ viewer: viewerOf(request), ip: request.ip ?? null }), done);
  });
  app.addHook('onRequest', async (request, reply) => {
    const token = readBearer(request.headers.authorization);
    if (token) {
      // An answer to a signed-in caller is theirs alone: no browser or proxy may keep it.
      reply.header('cache-control', 'no-store');
      const viewer = await resolve(token);
      if (typeof viewer === 'string') request.tokenProblem = viewer;
      else {
        request.viewer = viewer;
        // A signed-in caller hears their account's language, whatever the browser says, unless the
        // web app's page the request comes from reads in another.
        if (viewer.userId !== null && viewer.language && !pageLanguage(request)) useLanguage(viewer.language);
      }
    }
    const access: Access | undefined = request.routeOptions.config?.access;
    if (access === 'admin') await requireAdmin(request);
    else if (access === 'staff') await requireStaff(request);
    else if (access === 'customer' || access === 'owner') await requireUser(request);
  });
}

function missingViewer(request: FastifyRequest): AppError {
  return unauthorized(request.tokenProblem ? MSG.sessionExpired : MSG.notAuthenticated);
}

/** onRequest guard: any signed-in account (runs before the body is read or validated). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw missingViewer(request);
}

/**
 * onRequest guard: admins only. The role is the session's as last read from the database, which a
 * process trusts for ACCESS_CHECK_CACHE_SECONDS (the access cache; its own changes apply at once).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw missingViewer(request);
  if (!isAdmin(request.viewer.role)) throw forbidden();
}

/** onRequest guard: operators and admins. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw missingViewer(request);
  if (!isStaff(request.viewer.role)) throw forbidden();
}

/** Who is asking: the signed-in account, or ANONYMOUS. */
export function viewerOf(request: FastifyRequest): Viewer {
  return request.viewer ?? ANONYMOUS;
}
