import { randomUUID } from 'node:crypto';
import {
  type activationSchema,
  type changePasswordSchema,
  type forgotCompleteSchema,
  MAIL,
  MSG,
  type registerSchema,
  type SessionTokens,
} from '@kerben/domain';
import type { z } from 'zod';
import { AppError, fieldError, unauthorized } from '../../core/errors';
import type { UnitOfWork } from '../../core/unit-of-work';
import { signedIn, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import {
  createAccount,
  findAccess,
  findAccountByEmail,
  findAccountById,
  hashPassword,
  updateAccount,
  verifyAgainstNothing,
  verifyPassword,
} from '../users';
import { CODE_TTL_MINUTES, type CodePurpose, type CodeService } from './codes';
import { findRefreshToken, insertRefreshToken, markRotated, revokeAllOfUser, revokeFamily } from './queries';
import type { AttemptLimiter } from './rate-limit';
import { hashToken, type TokenService } from './tokens';

export function createAuthService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  tokens: TokenService;
  codes: CodeService;
  limiter: AttemptLimiter;
  clientCodePrefix: string;
  refreshTtlDays: number;
}) {
  const { db, unitOfWork, tokens, codes, limiter } = deps;

  async function startSession(
    tx: DbOrTx,
    user: { id: number; isAdmin: boolean },
    familyId: string = randomUUID(),
  ): Promise<SessionTokens> {
    const refresh = tokens.newRefreshToken();
    await insertRefreshToken(tx, { userId: user.id, familyId, tokenHash: refresh.hash, ttlDays: deps.refreshTtlDays });
    return { access: await tokens.signAccess(user.id), refresh: refresh.token, is_admin: user.isAdmin };
  }

  async function mailCode(tx: DbOrTx, user: { id: number; email: string }, purpose: CodePurpose) {
    const code = await codes.issue(tx, user.id, purpose);
    const mail = purpose === 'activation' ? MAIL.activationCode : MAIL.passwordResetCode;
    await enqueueMail(tx, { to: user.email, ...mail(code, CODE_TTL_MINUTES) });
  }

  return {
    /** The account behind an access token, read from the database so a demotion or deactivation applies at once. */
    async resolveViewer(token: string): Promise<Viewer | 'expired' | 'invalid'> {
      const claims = await tokens.verifyAccess(token);
      if (typeof claims === 'string') return claims;
      const user = await findAccess(db, claims.userId);
      if (!user?.isActive) return 'invalid';
      return { userId: user.id, isAdmin: user.isAdmin };
    },

    /**
     * A new inactive account and an activation code by mail. An email that registered but never
     * activated may register again: its data is replaced and a new code is sent.
     */
    async register(input: z.output<typeof registerSchema>, ip: string) {
      await limiter.hit('register', { ip });
      return unitOfWork(async ({ tx }) => {
        const existing = await findAccountByEmail(tx, input.email);
        if (existing?.isActive) throw fieldError('email', MSG.emailTaken);
        const account = {
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
        };
        const user = existing
          ? {
              ...existing,
              ...(await updateAccount(tx, existing.id, { ...account, passwordHash: await hashPassword(input.password) })),
            }
          : await createAccount(tx, deps.clientCodePrefix, {
              ...account,
              email: input.email,
              password: input.password,
              isActive: false,
            });
        await mailCode(tx, user, 'activation');
        return { id: user.id, email: user.email, unique_id: user.uniqueId };
      });
    },

    /** The right code activates the account in the same transaction that uses the code up. */
    async activate({ email, code }: z.output<typeof activationSchema>, ip: string) {
      await limiter.hit('activation', { ip, email });
      // A wrong try must be counted, so the transaction commits either way and answers whether it activated.
      const activated = await unitOfWork(async ({ tx }) => {
        const user = await findAccountByEmail(tx, email);
        if (!user || user.isActive || !(await codes.consume(tx, user.id, 'activation', code))) return false;
        await updateAccount(tx, user.id, { isActive: true });
        return true;
      });
      // Unknown email, active account and wrong code all answer the same.
      if (!activated) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.accountActivated };
    },

    async resendActivation(email: string, ip: string) {
      await limiter.hit('resend_code', { ip, email });
      const user = await findAccountByEmail(db, email);
      if (user && !user.isActive) await unitOfWork(({ tx }) => mailCode(tx, user, 'activation'));
      return { detail: MSG.codeSent };
    },

    async login(email: string, password: string, ip: string): Promise<SessionTokens> {
      await limiter.hit('login', { ip, email });
      const user = await findAccountByEmail(db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !valid) throw unauthorized(MSG.loginFailed);
      // Only someone who knows the password learns that the account waits for activation.
      if (!user.isActive) throw new AppError('forbidden', MSG.accountInactive);
      await limiter.forgive('login', { ip, email });
      return startSession(db, user);
    },

    /** Rotates the refresh token. A token used twice means it leaked: its whole family is revoked. */
    async refresh(token: string): Promise<SessionTokens> {
      const current = await findRefreshToken(db, hashToken(token));
      if (!current || current.revokedAt || current.expiresAt.getTime() < Date.now()) throw unauthorized(MSG.sessionExpired);
      if (!(await markRotated(db, current.id))) {
        await revokeFamily(db, current.familyId);
        throw unauthorized(MSG.sessionExpired);
      }
      const user = await findAccess(db, current.userId);
      if (!user?.isActive) throw unauthorized(MSG.sessionExpired);
      return startSession(db, user, current.familyId);
    },

    async logout(token: string): Promise<void> {
      const current = await findRefreshToken(db, hashToken(token));
      if (current) await revokeFamily(db, current.familyId);
    },

    async sendPasswordResetCode(email: string, ip: string) {
      await limiter.hit('password_reset', { ip, email });
      const user = await findAccountByEmail(db, email);
      if (user?.isActive) await unitOfWork(({ tx }) => mailCode(tx, user, 'password_reset'));
      return { detail: MSG.codeSent };
    },

    async completePasswordReset(input: z.output<typeof forgotCompleteSchema>, ip: string) {
      await limiter.hit('password_reset_complete', { ip, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const reset = await unitOfWork(async ({ tx }) => {
        const user = await findAccountByEmail(tx, input.email);
        if (!user?.isActive || !(await codes.consume(tx, user.id, 'password_reset', input.code))) return false;
        await updateAccount(tx, user.id, { passwordHash });
        await revokeAllOfUser(tx, user.id);
        return true;
      });
      if (!reset) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.passwordReset };
    },

    /** Changing the password signs out every other session; the caller gets a fresh one. */
    async changePassword(viewer: Viewer, input: z.output<typeof changePasswordSchema>, ip: string): Promise<SessionTokens> {
      const { userId } = signedIn(viewer);
      await limiter.hit('change_password', { ip, email: String(userId) });
      const user = await findAccountById(db, userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError('old_password', MSG.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.new_password);
      return unitOfWork(async ({ tx }) => {
        await updateAccount(tx, user.id, { passwordHash });
        await revokeAllOfUser(tx, user.id);
        return startSession(tx, user);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
