import { DEFAULT_LANGUAGE, type Language, type LoginInput, MSG, type SessionTokens } from '@kerben/domain';
import { AppError, unauthorized } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import { accounts, verifyAgainstNothing, verifyPassword } from '../../users';
import {
  findRefreshToken,
  findSessionAccess,
  insertRefreshToken,
  isSessionRevoked,
  markRotated,
  revokeSession,
} from '../queries';
import type { SignInTry } from '../throttle';
import { hashToken } from '../tokens';

import { type AuthParts, roleAnswer, signInCodeRequired } from './parts';

/** Parallel refreshes (tabs, requests) may present a just-rotated refresh token this long. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Signing in and out: the viewer behind a token, a sign-in (with a mailed code after many failures), a refresh. */
export function authSessions(parts: AuthParts) {
  const { db, unitOfWork, tokens, codes, throttles, accessCache, registrations, startSession, mailCode, mayMailCode } = parts;

  /**
   * After many failures on an account, the password alone does not sign in: the right one without
   * a code gets a code mailed, with one the code must be right. Every refusal answers alike, so the
   * answer never tells whether the password was right.
   */
  async function stepUp(
    user: { id: number; email: string; language: Language },
    code: string | undefined,
    ip: string,
    tried: SignInTry,
  ) {
    if (!code) {
      // The right password is no failure: the code goes to the account's own mailbox.
      await tried.giveBack();
      const mayMail = await mayMailCode(user.email, ip);
      await unitOfWork(({ tx }) => mailCode(tx, user, 'sign_in', mayMail));
      throw signInCodeRequired(MSG.loginCodeRequired);
    }
    // A wrong code keeps the try's count.
    if (!(await unitOfWork(({ tx }) => codes.consume(tx, user.id, 'sign_in', code))))
      throw signInCodeRequired(MSG.loginCodeWrong);
  }

  return {
    /**
     * The account behind an access token: its session must still be on and the account active;
     * read from the database (or this process's few-second cache), so a logout, a password change,
     * a demotion or a deletion applies at once in the process that made it and within
     * ACCESS_CHECK_CACHE_SECONDS in the others.
     */
    async resolveViewer(token: string): Promise<Viewer | 'expired' | 'invalid'> {
      const claims = await tokens.verifyAccess(token);
      if (typeof claims === 'string') return claims;
      const access = await accessCache.lookup(claims.sessionId, async () => {
        const row = await findSessionAccess(db, claims.sessionId, parts.sessionMaxDays);
        return {
          userId: row?.userId ?? claims.userId,
          role: row?.role ?? 'customer',
          language: row?.language ?? DEFAULT_LANGUAGE,
          valid: Boolean(row?.isActive && !row.revokedAt && !row.expired),
        };
      });
      if (!access.valid || access.userId !== claims.userId) return 'invalid';
      return { userId: access.userId, role: access.role, language: access.language };
    },

    async login({ email, password, code }: LoginInput, ip: string): Promise<SessionTokens> {
      // Counted before the password is checked, so that requests sent together count each.
      const tried = await throttles.beginSignIn(ip, email);
      const user = await accounts.findByEmail(db, email);
      // Without an account, the newest registration waiting for this email is checked: one hash either way.
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : ((await registrations.pendingPasswordMatches(email, password)) ?? (await verifyAgainstNothing(password)));
      // Only someone who knows the password learns that the registration waits for activation.
      if (valid && !user?.isActive) {
        await tried.giveBack();
        throw new AppError('forbidden', MSG.accountInactive);
      }
      // A wrong password keeps its count.
      if (!valid || !user) {
        throw tried.needsCode
          ? signInCodeRequired(code ? MSG.loginCodeWrong : MSG.loginCodeRequired)
          : unauthorized(MSG.loginFailed);
      }
      if (tried.needsCode) await stepUp(user, code, ip, tried);
      await tried.succeeded();
      return startSession(db, user, ip);
    },

    /**
     * Rotates the refresh token. A token presented again within a few seconds of its rotation
     * (tabs refreshing together) gets the same successor pair; later, a second use means it
     * leaked, and the whole session ends. A session ends SESSION_MAX_DAYS after its sign-in.
     */
    async refresh(token: string): Promise<SessionTokens> {
      const current = await findRefreshToken(db, hashToken(token));
      if (!current || current.revokedAt || current.expiresAt.getTime() < Date.now()) throw unauthorized(MSG.sessionExpired);
      const account = await findSessionAccess(db, current.familyId, parts.sessionMaxDays);
      if (!account?.isActive || account.revokedAt || account.expired) throw unauthorized(MSG.sessionExpired);
      const successor = tokens.successorOf(token);
      // The successor is stored in the rotation's transaction: whoever sees the token rotated can use it.
      let rotatedAt = await unitOfWork(async ({ tx }) => {
        const at = await markRotated(tx, current.id);
        if (at) await insertRefreshToken(tx, { ...current, tokenHash: successor.hash, ttlDays: parts.refreshTtlDays });
        return at;
      });
      if (!rotatedAt) {
        rotatedAt = (await findRefreshToken(db, current.tokenHash))?.rotatedAt ?? undefined;
        const recent = rotatedAt && Date.now() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
        if (!rotatedAt || !recent || (await isSessionRevoked(db, current.familyId))) {
          await revokeSession(db, current.familyId);
          accessCache.forgetSession(current.familyId);
          throw unauthorized(MSG.sessionExpired);
        }
      }
      return {
        access: await tokens.signAccess(account.userId, current.familyId, rotatedAt),
        refresh: successor.token,
        ...roleAnswer(account.role),
      };
    },

    /** Ends the session of a refresh token: its access tokens stop working too (at once in this process). */
    async logout(token: string): Promise<void> {
      const current = await findRefreshToken(db, hashToken(token));
      if (!current) return;
      await revokeSession(db, current.familyId);
      accessCache.forgetSession(current.familyId);
    },
  };
}
