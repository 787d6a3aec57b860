import { EmbeddedDatabaseStopped } from './embedded/pglite-remote';

/** What PostgreSQL (or PGlite) said, through Drizzle's wrapper: `code` is the SQLSTATE. */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.cause && typeof e.cause === 'object' && e.cause.code) return e.cause;
  return e ?? {};
}

export const isUniqueViolation = (error: unknown) => databaseError(error).code === '23505';

/** A foreign key violation; with `constraint`, only that one. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = databaseError(error);
  return e.code === '23503' && (!constraint || e.constraint === constraint);
}

// SQLSTATEs of a server that is going away or not there yet: the admin shut it down (57P01, a
// restart), it is starting or crashed (57P02, 57P03), or it has no connection to spare (53300).
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// The network's codes when PostgreSQL cannot be reached.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres says these without a code: the connection broke, or none was free in time.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * True when a query failed because the database could not be reached, not because of what it was
 * asked: PostgreSQL restarting or down, the embedded database's worker restarting. Such a request is
 * answered 503 and may simply be tried again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof EmbeddedDatabaseStopped) return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNREACHABLE_CODES.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError (a host with several addresses, all refused) and Drizzle's wrapper carry the cause.
  const inner = (error as { errors?: unknown[] }).errors ?? [];
  return [cause, ...inner].some((next) => isDatabaseUnavailable(next, depth + 1));
}
