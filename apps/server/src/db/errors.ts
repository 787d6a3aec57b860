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
