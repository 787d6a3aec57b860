/** The part of pino's logger services use, so they need neither Fastify nor pino to be tested. */
export interface Logger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
};

/**
 * An error as the log may see it. A failed Drizzle query carries its parameters in `params` and in
 * its message (password hashes, mail text with one-time codes, card digits), and a PostgreSQL error
 * can carry the failing row in `detail`: only the SQL, the code and the message are kept.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  const message = typeof e.query === 'string' ? `Failed query: ${e.query}` : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (e.code !== undefined) logged.code = e.code;
  if (e.statusCode !== undefined) logged.statusCode = e.statusCode;
  if (e.cause instanceof Error && depth < 3) logged.cause = errorForLog(e.cause, depth + 1);
  return logged;
}

/** A one-line description of an error that is safe to log or store. */
export function errorSummary(error: unknown): string {
  const { type, message, cause } = errorForLog(error);
  return `${type}: ${message}${cause ? ` (${cause.message})` : ''}`.slice(0, 500);
}
