import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
}

/** Short-lived signed access tokens (JWT, HS256) and opaque refresh tokens stored hashed. */
export function createTokenService({ secret, accessTtlMinutes }: { secret: string; accessTtlMinutes: number }) {
  const key = new TextEncoder().encode(secret);

  return {
    async signAccess(userId: number): Promise<string> {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlMinutes}m`)
        .sign(key);
    },

    /** The claims of a valid access token, or the reason it is not valid. */
    async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId)) return 'invalid';
        return { userId };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
      }
    },

    newRefreshToken(): { token: string; hash: string } {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hashToken(token) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Refresh tokens are high-entropy random strings, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
