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
import type { UnitOfWork, Work } from '../../core/unit-of-work';
import { signedIn, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import {
  createAccount,
  deleteExpiredPendingAccounts,
  deletePendingAccount,
  findAccountByEmail,
  findAccountById,
  hashPassword,
  type UserRow,
  updateAccount,
  verifyAgainstNothing,
  verifyPassword,
} from '../users';
import type { AccessCache } from './access-cache';
import { CODE_TTL_MINUTES, type CodePurpose, type CodeService } from './codes';
import {
  findRefreshToken,
  findSessionAccess,
  insertRefreshToken,
  insertSession,
  isSessionRevoked,
  markRotated,
  revokeSession,
  revokeSessionsOfUser,
} from './queries';
import type { Throttles } from './throttle';
import { hashToken, type TokenService } from './tokens';

/** A registration not activated within this time expires and frees its email. */
export const PENDING_ACCOUNT_TTL_HOURS = 24;
/** Parallel refreshes (tabs, requests) may present a just-rotated refresh token this long. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

const isPending = (user: UserRow) =>
  !user.isActive && user.createdAt.getTime() > Date.now() - PENDING_ACCOUNT_TTL_HOURS * 3600 * 1000;
const isExpiredPending = (user: UserRow) => !user.isActive && !isPending(user);

export function createAuthService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  tokens: TokenService;
  codes: CodeService;
  throttles: Throttles;
  accessCache: AccessCache;
  clientCodePrefix: string;
  refreshTtlDays: number;
  /** A session ends this long after its sign-in, however often it was refreshed. */
  sessionMaxDays: number;
  /** Called in the transaction that proves an account owns its email (activation, or a reset that activates it). */
  onEmailProven?: (tx: DbOrTx, user: { id: number; email: string }) => Promise<void>;
}) {
  const { db, unitOfWork, tokens, codes, throttles, accessCache } = deps;

  /** A new session (a sign-in) with its first refresh token; the access token names it. */
  async function startSession(tx: DbOrTx, user: { id: number; isAdmin: boolean }): Promise<SessionTokens> {
    const id = randomUUID();
    await insertSession(tx, { id, userId: user.id });
    const refresh = tokens.newRefreshToken();
    await insertRefreshToken(tx, { userId: user.id, familyId: id, tokenHash: refresh.hash, ttlDays: deps.refreshTtlDays });
    return { access: await tokens.signAccess(user.id, id), refresh: refresh.token, is_admin: user.isAdmin };
  }

  /** Ends every session of the account; this process's cached access goes once that commits. */
  async function endSessionsOf(work: Work, userId: number) {
    await revokeSessionsOfUser(work.tx, userId);
    work.afterCommit(async () => accessCache.forgetUsers([userId]));
  }

  /** Mails a code, unless this address has had its share of codes lately (then silently nothing). */
  /**
   * `mayMail` is the mail throttle's answer, asked before the unit of work: on PostgreSQL its
   * counters take a pool connection of their own, and asked inside a transaction each request held
   * one connection while waiting for a second, so ten at once held the whole pool and the server
   * froze for good.
   */
  async function mailCode(tx: DbOrTx, user: { id: number; email: string }, purpose: CodePurpose, mayMail: boolean) {
    if (!mayMail) return;
    const code = await codes.issue(tx, user.id, purpose);
    const mail = purpose === 'activation' ? MAIL.activationCode : MAIL.passwordResetCode;
    await enqueueMail(tx, { to: user.email, ...mail(code, CODE_TTL_MINUTES) });
  }

  /** An account that may still activate (or, for a reset, sign in): active, or pending and not expired. */
  async function findLiveAccount(tx: DbOrTx, email: string) {
    const user = await findAccountByEmail(tx, email);
    return user && !isExpiredPending(user) ? user : undefined;
  }

  return {
    /**
     * The account behind an access token: its session must still be on and the account active;
     * read from the database (or this process's few-second cache), so a logout, a demotion or a
     * deactivation applies at once.
     */
    async resolveViewer(token: string): Promise<Viewer | 'expired' | 'invalid'> {
      const claims = await tokens.verifyAccess(token);
      if (typeof claims === 'string') return claims;
      const access = await accessCache.lookup(claims.sessionId, async () => {
        const row = await findSessionAccess(db, claims.sessionId, deps.sessionMaxDays);
        return {
          userId: row?.userId ?? claims.userId,
          isAdmin: row?.isAdmin ?? false,
          valid: Boolean(row?.isActive && !row.revokedAt && !row.expired),
        };
      });
      if (!access.valid || access.userId !== claims.userId) return 'invalid';
      return { userId: access.userId, isAdmin: access.isAdmin };
    },

    /**
     * A new inactive account and an activation code by mail. Registering again with the email of
     * an account waiting for activation changes nothing in it (whoever registers second must not
     * own it): the answer is the same and a fresh code goes to the mailbox. An expired
     * registration frees its email.
     */
    async register(input: z.output<typeof registerSchema>, ip: string) {
      await throttles.hit('register', { ip });
      const mayMail = await throttles.mayMailCode(input.email);
      // Hashed whether or not the account gets created: the transaction must not wait for it, and
      // a pending email then takes the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      return unitOfWork(async ({ tx }) => {
        let user = await findAccountByEmail(tx, input.email);
        if (user?.isActive) throw fieldError('email', MSG.emailTaken);
        if (user && isExpiredPending(user)) {
          await deletePendingAccount(tx, user.id);
          user = undefined;
        }
        user ??= await createAccount(tx, deps.clientCodePrefix, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          isActive: false,
        });
        await mailCode(tx, user, 'activation', mayMail);
        return { id: user.id, email: user.email, unique_id: user.uniqueId };
      });
    },

    /** The right code activates the account in the same transaction that uses the code up. */
    async activate({ email, code }: z.output<typeof activationSchema>, ip: string) {
      await throttles.hit('activation', { ip, email });
      // A wrong try must be counted, so the transaction commits either way and answers whether it activated.
      const activated = await unitOfWork(async ({ tx }) => {
        const user = await findLiveAccount(tx, email);
        if (!user || user.isActive || !(await codes.consume(tx, user.id, 'activation', code))) return false;
        await updateAccount(tx, user.id, { isActive: true });
        await deps.onEmailProven?.(tx, user);
        return true;
      });
      // Unknown email, active account and wrong code all answer the same.
      if (!activated) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.accountActivated };
    },

    async resendActivation(email: string, ip: string) {
      await throttles.hit('resend_code', { ip });
      const pending = await findLiveAccount(db, email);
      const mayMail = Boolean(pending && !pending.isActive) && (await throttles.mayMailCode(email));
      await unitOfWork(async ({ tx }) => {
        const user = await findLiveAccount(tx, email);
        if (user && !user.isActive) await mailCode(tx, user, 'activation', mayMail);
      });
      return { detail: MSG.codeSent };
    },

    async login(email: string, password: string, ip: string): Promise<SessionTokens> {
      await throttles.beforeLogin(ip, email);
      const user = await findAccountByEmail(db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !valid || isExpiredPending(user)) {
        await throttles.loginFailed(ip, email);
        throw unauthorized(MSG.loginFailed);
      }
      // Only someone who knows the password learns that the account waits for activation.
      if (!user.isActive) throw new AppError('forbidden', MSG.accountInactive);
      await throttles.loginSucceeded(ip, email);
      return startSession(db, user);
    },

    /**
     * Rotates the refresh token. A token presented again within a few seconds of its rotation
     * (tabs refreshing together) gets the same successor pair; later, a second use means it
     * leaked, and the whole session ends. A session ends SESSION_MAX_DAYS after its sign-in.
     */
    async refresh(token: string): Promise<SessionTokens> {
      const current = await findRefreshToken(db, hashToken(token));
      if (!current || current.revokedAt || current.expiresAt.getTime() < Date.now()) throw unauthorized(MSG.sessionExpired);
      const account = await findSessionAccess(db, current.familyId, deps.sessionMaxDays);
      if (!account?.isActive || account.revokedAt || account.expired) throw unauthorized(MSG.sessionExpired);
      const successor = tokens.successorOf(token);
      // The successor is stored in the rotation's transaction: whoever sees the token rotated can use it.
      let rotatedAt = await unitOfWork(async ({ tx }) => {
        const at = await markRotated(tx, current.id);
        if (at) await insertRefreshToken(tx, { ...current, tokenHash: successor.hash, ttlDays: deps.refreshTtlDays });
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
        is_admin: account.isAdmin,
      };
    },

    /** Ends the session of a refresh token: its access tokens stop working at once too. */
    async logout(token: string): Promise<void> {
      const current = await findRefreshToken(db, hashToken(token));
      if (!current) return;
      await revokeSession(db, current.familyId);
      accessCache.forgetSession(current.familyId);
    },

    /**
     * Mails a reset code to an account, active or waiting for activation (completing the reset
     * activates it). An address without an account gets a short notice instead, so that both
     * answers take the same work and say the same.
     */
    async sendPasswordResetCode(email: string, ip: string) {
      await throttles.hit('password_reset', { ip });
      const mayMail = await throttles.mayMailCode(email);
      await unitOfWork(async ({ tx }) => {
        const user = await findLiveAccount(tx, email);
        if (user) await mailCode(tx, user, 'password_reset', mayMail);
        else if (mayMail) await enqueueMail(tx, { to: email, ...MAIL.passwordResetNoAccount() });
      });
      return { detail: MSG.codeSent };
    },

    /**
     * Sets the new password with the mailed code and ends every session. The mailbox proves the
     * email, so a registration waiting for activation is activated: the mailbox owner takes back
     * an address someone else registered.
     */
    async completePasswordReset(input: z.output<typeof forgotCompleteSchema>, ip: string) {
      await throttles.hit('password_reset_complete', { ip, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const reset = await unitOfWork(async (work) => {
        const { tx } = work;
        const user = await findLiveAccount(tx, input.email);
        if (!user || !(await codes.consume(tx, user.id, 'password_reset', input.code))) return false;
        await updateAccount(tx, user.id, { passwordHash, isActive: true });
        if (!user.isActive) await deps.onEmailProven?.(tx, user);
        await endSessionsOf(work, user.id);
        return true;
      });
      if (!reset) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.passwordReset };
    },

    /** Changing the password ends every session, this one included; the caller gets a fresh one. */
    async changePassword(viewer: Viewer, input: z.output<typeof changePasswordSchema>, ip: string): Promise<SessionTokens> {
      const { userId } = signedIn(viewer);
      await throttles.hit('change_password', { ip, email: String(userId) });
      const user = await findAccountById(db, userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError('old_password', MSG.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.new_password);
      return unitOfWork(async (work) => {
        await updateAccount(work.tx, user.id, { passwordHash });
        await endSessionsOf(work, user.id);
        return startSession(work.tx, user);
      });
    },

    /** Frees the emails of registrations never activated (run at start and every hour). */
    purgeExpiredRegistrations(): Promise<number> {
      return deleteExpiredPendingAccounts(db, PENDING_ACCOUNT_TTL_HOURS);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
