import { type IRateLimiterOptions, RateLimiterDrizzle, RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from './client';
import { rateLimits } from './schema';

/**
 * A counter of attempts: in the database when several server processes share it (PostgreSQL),
 * in process memory otherwise (the embedded database has one process by construction). A
 * database hiccup falls back to memory rather than failing the request.
 */
export function createRateLimiter(db: Db | undefined, options: IRateLimiterOptions) {
  if (!db) return new RateLimiterMemory(options);
  return new RateLimiterDrizzle({
    ...options,
    storeClient: db,
    schema: rateLimits,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
