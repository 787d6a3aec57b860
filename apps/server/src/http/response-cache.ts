import { currentLanguage } from '@kerben/domain';
import type { FastifyReply } from 'fastify';

/**
 * A response cache for answers that are the same for every caller (the public catalogue): the
 * bytes of the JSON that was sent, by URL, so a hit is not serialized again; least recently used
 * evicted past `maxEntries`. Invalidation: triggers on the tables the answers read send NOTIFY,
 * delivered to every process when the writing transaction commits (`invalidate` listens to it),
 * and the service that makes a change also calls `invalidate` after its commit, so its own next
 * read never meets the old answer. An answer worked out while a change was committing is sent but
 * not cached (the version moved meanwhile). See docs/caches.md.
 */
export function createResponseCache({ maxEntries, onStore }: { maxEntries: number; onStore?: (body: Buffer) => void }) {
  let version = 0;
  // Least recently used first (a Map iterates in insertion order).
  const entries = new Map<string, Buffer>();

  return {
    invalidate(): void {
      version++;
      entries.clear();
    },

    /** Sends the cached answer for `url` in the request's language, or works it out (serialized by the route's schema) and caches it. */
    async send(reply: FastifyReply, url: string, answer: () => Promise<unknown>): Promise<void> {
      // An answer names things in the caller's language: one entry per language.
      const key = `${currentLanguage()} ${url}`;
      let body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        entries.set(key, body);
      } else {
        const workedOutAt = version;
        body = Buffer.from(String(reply.serialize(await answer())));
        if (workedOutAt === version) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, body);
          onStore?.(body);
        }
      }
      await reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
