import { createHmac, timingSafeEqual } from 'node:crypto';

const PRIVATE_LINK_TTL_SECONDS = 10 * 60;

/**
 * Every URL the API answers: public files under /media, private files as signed short-lived
 * links, and absolute URLs for the four lists the existing client uses as they are. Built once at
 * start from the configuration; the request's origin, when needed, is passed in already checked.
 */
export function createUrlBuilder({ secret, publicUrl }: { secret: string; publicUrl?: string }) {
  const sign = (fileId: number, expires: number) =>
    createHmac('sha256', secret).update(`file:${fileId}:${expires}`).digest('base64url');

  return {
    /** A public file: served by /media, cached for good (random names never change content). */
    media(key: string): string {
      return `/media/${key}`;
    },

    /** A private file (passport, receipt): a link that works for a few minutes. Hand it only to the owner and admins. */
    privateFile(fileId: number, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + PRIVATE_LINK_TTL_SECONDS;
      return `/api/files/${fileId}/?exp=${expires}&sig=${sign(fileId, expires)}`;
    },

    /** True when a private link's signature is ours and it has not expired. */
    isValidPrivateLink(fileId: number, expires: number, signature: string, now = Date.now()): boolean {
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) && expires * 1000 >= now;
    },

    /**
     * An absolute URL: PUBLIC_URL when configured, else the origin of the request (only when its
     * host is one we serve: see http/origin.ts), else the path as it is.
     */
    absolute(path: string, requestOrigin?: string): string {
      const base = publicUrl ?? requestOrigin;
      return base ? `${base}${path}` : path;
    },
  };
}

export type UrlBuilder = ReturnType<typeof createUrlBuilder>;
