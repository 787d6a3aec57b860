import type { Language } from '@kerben/domain';
import type { Role } from '../../core/viewer';

/** What a request's rights depend on, as last read from the database. */
export interface SessionAccess {
  userId: number;
  role: Role;
  /** The account's language: what the server says to this caller is in it. */
  language: Language;
  /** False when the session was ended or the account deactivated. */
  valid: boolean;
}

/**
 * Remembers each session's access for a few seconds, so that a busy client does not cost a
 * database read per request. A change made by this process is forgotten once it commits (the
 * callers forget after their commit), and a read that was under way meanwhile is not kept, since
 * it may predate the change; another process's change is seen within `ttlSeconds` (0: no cache).
 */
export function createAccessCache(ttlSeconds: number, now: () => number = Date.now) {
  const entries = new Map<string, { access: SessionAccess; until: number }>();
  const MAX_ENTRIES = 10_000;
  // Bumped by every forget: a read begun before it is not kept.
  let changes = 0;

  function cached(sessionId: string): SessionAccess | undefined {
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.access;
    entries.delete(sessionId);
    return undefined;
  }

  return {
    /** The session's access from the cache, or from `read` (kept unless a change came meanwhile). */
    async lookup(sessionId: string, read: () => Promise<SessionAccess>): Promise<SessionAccess> {
      const known = cached(sessionId);
      if (known) return known;
      const before = changes;
      const access = await read();
      if (ttlSeconds > 0 && before === changes) {
        // Oldest first: a Map iterates in insertion order.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { access, until: now() + ttlSeconds * 1000 });
      }
      return access;
    },
    forgetSession(sessionId: string): void {
      changes += 1;
      entries.delete(sessionId);
    },
    forgetUsers(userIds: readonly number[]): void {
      changes += 1;
      for (const [sessionId, entry] of entries) if (userIds.includes(entry.access.userId)) entries.delete(sessionId);
    },
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
