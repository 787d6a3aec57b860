import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  /** The session (sign-in) the token belongs to: ending the session ends the token (see access-cache.ts for how soon). */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Short-lived signed access tokens (JWT, HS256) and opaque refresh tokens stored hashed. */
export function createTokenService({ secret, accessTtlMinutes }: { secret: string; accessTtlMinutes: number }) {
  const successorKey = createHmac('sha256', secret).update('refresh-successor').digest();
  // Imported for HMAC once: given the bytes, jose imports a key on every signature and check, and
  // a token comes with every request.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

  // Tokens already checked, by their exact text, with their expiry (epoch seconds): a client sends
  // the same token with every request for its lifetime, and WebCrypto's check is costly work on the
  // HTTP thread. Oldest dropped first past the limit.
  const checked = new Map<string, { claims: AccessClaims; exp: number }>();
  const MAX_CHECKED = 10_000;

  return {
    /** Signed now, or at `issuedAt`: the same claims at the same second give the same token. */
    async signAccess(userId: number, sessionId: string, issuedAt: Date = new Date()): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTtlMinutes * 60)
        .sign(await key);
    },

    /** The claims of a valid access token, or the reason it is not valid. */
    async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
      const known = checked.get(token);
      if (known) {
        // As jose decides: expired from the second `exp` names.
        if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
        checked.delete(token);
        return 'expired';
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.typ !== 'access' || !Number.isInteger(userId)) return 'invalid';
        // Tokens from before sessions existed name none: their holder refreshes once.
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return 'invalid';
        const claims = { userId, sessionId };
        if (typeof payload.exp === 'number') {
          if (checked.size >= MAX_CHECKED) checked.delete(checked.keys().next().value as string);
          checked.set(token, { claims, exp: payload.exp });
        }
        return claims;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
      }
    },

    newRefreshToken(): { token: string; hash: string } {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hashToken(token) };
    },

    /**
     * The token that replaces `token` when it is rotated: derived from it and the server's secret,
     * so the same token presented again within the grace gets the same successor, and only its
     * holder (who has the plain token, never stored) can work it out.
     */
    successorOf(token: string): { token: string; hash: string } {
      const successor = createHmac('sha256', successorKey).update(token).digest('base64url');
      return { token: successor, hash: hashToken(successor) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Refresh tokens are high-entropy random strings, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
