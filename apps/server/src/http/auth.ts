import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TokenService } from '../modules/auth/tokens';
import { type AppError, forbidden, unauthorized } from './errors';

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

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

/** Resolves the caller on every request; the guards below decide what an anonymous caller may do. */
export function registerViewer(app: FastifyInstance, { db, tokens }: { db: Db; tokens: TokenService }): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenProblem', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request.headers.authorization);
    if (!token) return;
    const claims = await tokens.verifyAccess(token);
    if (typeof claims === 'string') {
      request.tokenProblem = claims;
      return;
    }
    // A deleted, deactivated or demoted account loses its rights at once, not when the token expires.
    const [user] = await db
      .select({ id: users.id, isAdmin: users.isAdmin, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user?.isActive) {
      request.tokenProblem = 'invalid';
      return;
    }
    request.viewer = { id: user.id, isAdmin: user.isAdmin };
  });
}

function missingViewer(request: FastifyRequest): AppError {
  return unauthorized(request.tokenProblem ? MSG.sessionExpired : MSG.notAuthenticated);
}

/** onRequest guard: any signed-in account (runs before the body is read or validated). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw missingViewer(request);
}

/** onRequest guard: admins only; the role is read from the database on every request. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw missingViewer(request);
  if (!request.viewer.isAdmin) throw forbidden();
}

/** The signed-in caller inside a handler guarded by requireUser or requireAdmin. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw missingViewer(request);
  return request.viewer;
}
