/** What a request's rights depend on, as last read from the database. */
export interface SessionAccess {
  userId: number;
  isAdmin: boolean;
  /** False when the session was ended or the account deactivated. */
  valid: boolean;
}

/**
 * Remembers each session's access for a few seconds, so that a busy client does not cost a
 * database read per request. A change made by this process forgets the entries at once; another
 * process's change is seen within `ttlSeconds` (0 turns the cache off).
 */
export function createAccessCache(ttlSeconds: number, now: () => number = Date.now) {
  const entries = new Map<string, { access: SessionAccess; until: number }>();
  const MAX_ENTRIES = 10_000;

  return {
    get(sessionId: string): SessionAccess | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.access;
      entries.delete(sessionId);
      return undefined;
    },
    set(sessionId: string, access: SessionAccess): void {
      if (ttlSeconds === 0) return;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { access, until: now() + ttlSeconds * 1000 });
    },
    forgetSession(sessionId: string): void {
      entries.delete(sessionId);
    },
    forgetUser(userId: number): void {
      for (const [sessionId, entry] of entries) if (entry.access.userId === userId) entries.delete(sessionId);
    },
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
