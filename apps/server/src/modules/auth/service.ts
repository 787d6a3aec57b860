import { randomUUID } from 'node:crypto';
import {
  type changePasswordSchema,
  type forgotCompleteSchema,
  type LoginInput,
  MAIL,
  MSG,
  type ownEmailChangeSchema,
  type SessionTokens,
  USERS_MSG,
} from '@kerben/domain';
import type { z } from 'zod';
import { AppError, fieldError, forbidden, unauthorized } from '../../core/errors';
import { addressKey } from '../../core/rate-limit';
import { assertSignedIn, notYours, type Role, type Viewer } from '../../core/viewer';
import { recordAction } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork, Work } from '../../db/unit-of-work';
import { enqueueMail } from '../../mail';
import { type Account, accounts, hashPassword, verifyAgainstNothing, verifyPassword } from '../users';
import type { AccessCache } from './access-cache';
import { CODE_TTL_MINUTES, type CodePurpose, type CodeService } from './codes';
import { assertCanChangeOwnEmail, assertCanHelpWithAccounts, canCorrectEmailOf } from './policy';
import {
  findRefreshToken,
  findSessionAccess,
  insertRefreshToken,
  insertSession,
  isSessionRevoked,
  markRotated,
  revokeSession,
  revokeSessionsOfUser,
  signedInFrom,
} from './queries';
import { createRegistrationFlow } from './registration';
import type { SignInTry, Throttles } from './throttle';
import { hashToken, type TokenService } from './tokens';

/** The role in a session answer, with `is_admin` for the clients that read only that. */
const roleAnswer = (role: Role) => ({ role, is_admin: role === 'admin' });

/** An address that signed into an account within this many days keeps its own allowance of code mails to it. */
const KNOWN_ADDRESS_DAYS = 90;

/** Parallel refreshes (tabs, requests) may present a just-rotated refresh token this long. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** 401 that asks for the mailed sign-in code too (the web login page then shows its field). */
const signInCodeRequired = (message: string) =>
  new AppError('unauthorized', message, undefined, undefined, { code_required: true });

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
  const registrations = createRegistrationFlow(deps);

  /** A new session (a sign-in from `ip`) with its first refresh token; the access token names it. */
  async function startSession(tx: DbOrTx, user: { id: number; role: Role }, ip: string): Promise<SessionTokens> {
    const id = randomUUID();
    await insertSession(tx, { id, userId: user.id, signInAddress: addressKey(ip) });
    const refresh = tokens.newRefreshToken();
    await insertRefreshToken(tx, { userId: user.id, familyId: id, tokenHash: refresh.hash, ttlDays: deps.refreshTtlDays });
    return { access: await tokens.signAccess(user.id, id), refresh: refresh.token, ...roleAnswer(user.role) };
  }

  /** Ends every session of the account; this process's cached access goes once that commits. */
  async function endSessionsOf(work: Work, userId: number) {
    await revokeSessionsOfUser(work.tx, userId);
    work.afterCommit(async () => accessCache.forgetUsers([userId]));
  }

  /**
   * Mails a code, unless the mailbox has had its share of codes lately (then silently nothing).
   * `mayMail` is the mail throttle's answer, asked before the unit of work: on PostgreSQL its
   * counters take a pool connection of their own, and asked inside a transaction each request held
   * one connection while waiting for a second, so ten at once held the whole pool and the server
   * froze for good.
   */
  async function mailCode(
    tx: DbOrTx,
    user: { id: number; email: string },
    purpose: Exclude<CodePurpose, 'activation'>,
    mayMail: boolean,
  ) {
    if (!mayMail) return;
    const code = await codes.issue(tx, user.id, purpose);
    const mail = purpose === 'sign_in' ? MAIL.signInCode : MAIL.passwordResetCode;
    await enqueueMail(tx, { to: user.email, ...mail(code, CODE_TTL_MINUTES) });
  }

  /**
   * Whether a code may be mailed to `email` at the request of `ip` now (counted when so): the
   * mailbox's share, or the address's own when it signed into that account lately. Asked before the
   * unit of work, as `mayMail` above says.
   */
  async function mayMailCode(email: string, ip: string): Promise<boolean> {
    const knownAddress = await signedInFrom(db, { email, address: addressKey(ip), days: KNOWN_ADDRESS_DAYS });
    return throttles.mayMailCode(email, ip, { knownAddress });
  }

  /**
   * After many failures on an account, the password alone does not sign in: the right one without
   * a code gets a code mailed, with one the code must be right. Every refusal answers alike, so the
   * answer never tells whether the password was right.
   */
  async function stepUp(user: { id: number; email: string }, code: string | undefined, ip: string, tried: SignInTry) {
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

  /**
   * Mails a code to `address`, the new email of `account` (not its own, nor another account's);
   * the address replaces the old one once the code comes back (moveEmail). Logged.
   */
  async function askToMoveEmail(tx: DbOrTx, account: Account, address: string, mail: typeof MAIL.emailChangeCode) {
    if (account.email.toLowerCase() === address.toLowerCase()) throw fieldError('email', USERS_MSG.emailSame);
    if (await accounts.findByEmail(tx, address)) throw fieldError('email', MSG.emailTaken);
    const code = await codes.issueForEmail(tx, account.id, address);
    await enqueueMail(tx, { to: address, ...mail(code, CODE_TTL_MINUTES) });
    await recordAction(tx, {
      action: 'user.email_change_requested',
      entity: 'user',
      entityId: account.id,
      before: { email: account.email },
      after: { email: address },
    });
    return { detail: USERS_MSG.emailChangeSent(address) };
  }

  /**
   * The code the new address received, sent from `ip`, for the account `find` reads in the unit of
   * work: a code try counted under `triesKey`. The account moves to the new address, every other
   * code of it dies (accounts.setEmail), and the address it leaves is told, all in one transaction.
   */
  async function moveEmail(ip: string, triesKey: string, find: (tx: DbOrTx) => Promise<Account>, code: string) {
    const tried = await throttles.beginTry('code', ip, triesKey);
    const moved = await tried.settle(
      unitOfWork(async ({ tx }) => {
        const account = await find(tx);
        const email = await codes.consumeForEmail(tx, account.id, code);
        if (!email) return undefined;
        await accounts.setEmail(tx, account.id, email);
        await enqueueMail(tx, { to: account.email, ...MAIL.loginEmailChanged(email) });
        return email;
      }),
    );
    if (!moved) throw fieldError('code', USERS_MSG.emailChangeCodeWrong);
    return { detail: USERS_MSG.emailChanged(moved) };
  }

  /** The account an admin helps, if it is a customer: 404 for none, 403 for staff (canCorrectEmailOf). */
  async function customerToHelp(tx: DbOrTx, userId: number): Promise<Account> {
    const account = await accounts.findById(tx, userId);
    if (!account) throw notYours(MSG.userNotFound);
    if (!canCorrectEmailOf(account)) throw forbidden(USERS_MSG.staffEmailOwnOnly);
    return account;
  }

  /** The signed-in account itself, read in the unit of work; 401 once it is gone. */
  async function ownAccount(tx: DbOrTx, userId: number): Promise<Account> {
    const account = await accounts.findById(tx, userId);
    if (!account) throw unauthorized();
    return account;
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
        const row = await findSessionAccess(db, claims.sessionId, deps.sessionMaxDays);
        return {
          userId: row?.userId ?? claims.userId,
          role: row?.role ?? 'customer',
          valid: Boolean(row?.isActive && !row.revokedAt && !row.expired),
        };
      });
      if (!access.valid || access.userId !== claims.userId) return 'invalid';
      return { userId: access.userId, role: access.role };
    },

    register: registrations.register,
    activate: registrations.activate,
    resendActivation: registrations.resendActivation,
    purgeExpiredRegistrations: registrations.purgeExpiredRegistrations,

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

    /**
     * Mails a reset code to an account. An address without one (a registration waiting for its
     * code is not an account) gets a short notice instead, so that both answers take the same work
     * and say the same.
     */
    async sendPasswordResetCode(email: string, ip: string) {
      await throttles.hit('password_reset', { ip });
      const mayMail = await mayMailCode(email, ip);
      await unitOfWork(async ({ tx }) => {
        const user = await accounts.findByEmail(tx, email);
        if (user) await mailCode(tx, user, 'password_reset', mayMail);
        else if (mayMail) await enqueueMail(tx, { to: email, ...MAIL.passwordResetNoAccount() });
      });
      return { detail: MSG.codeSent };
    },

    /**
     * Sets the new password with the mailed code and ends every session. The mailbox proves the
     * email, so an account left inactive from before registrations were kept apart is activated.
     */
    async completePasswordReset(input: z.output<typeof forgotCompleteSchema>, ip: string) {
      const tried = await throttles.beginTry('code', ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const reset = await tried.settle(
        unitOfWork(async (work) => {
          const { tx } = work;
          const user = await accounts.findByEmail(tx, input.email);
          if (!user || !(await codes.consume(tx, user.id, 'password_reset', input.code))) return false;
          // The account's other codes die with the old password.
          await accounts.setPassword(tx, user.id, passwordHash, { activate: true });
          if (!user.isActive) await deps.onEmailProven?.(tx, user);
          await endSessionsOf(work, user.id);
          return true;
        }),
      );
      if (!reset) throw fieldError('code', MSG.codeWrong);
      return { detail: MSG.passwordReset };
    },

    /**
     * An admin mails a password-reset code to the email of an account (its owner then sets a new
     * password on the usual reset page). Logged with the address it went to, never the code.
     * Counted per address and per mailbox like the public requests (a double click or a script
     * does not flood the customer's mailbox): past the limit a 429 that says how long to wait.
     */
    async sendResetForAccount(viewer: Viewer, userId: number, ip: string) {
      assertCanHelpWithAccounts(viewer);
      // Keyed by the account (its mailbox), so no lookup before the unit of work's own.
      await throttles.hit('send_reset', { ip, email: `account:${userId}` });
      return unitOfWork(async ({ tx }) => {
        const user = await accounts.findById(tx, userId);
        if (!user) throw notYours(MSG.userNotFound);
        const code = await codes.issue(tx, user.id, 'password_reset');
        await enqueueMail(tx, { to: user.email, ...MAIL.passwordResetCode(code, CODE_TTL_MINUTES) });
        await recordAction(tx, { action: 'user.send_reset', entity: 'user', entityId: user.id, after: { email: user.email } });
        return { detail: USERS_MSG.resetSent(user.email) };
      });
    },

    /**
     * An admin corrects a customer's email: a code goes to the new address, and the address
     * replaces the old one only once that code is given back (confirmEmailChange). A staff
     * account's is refused (403): its owner changes it (requestOwnEmailChange). Counted per
     * address and per new mailbox, as sendResetForAccount.
     */
    async requestEmailChange(viewer: Viewer, userId: number, email: string, ip: string) {
      assertCanHelpWithAccounts(viewer);
      const address = email.trim();
      await throttles.hit('change_email', { ip, email: address });
      return unitOfWork(async ({ tx }) => askToMoveEmail(tx, await customerToHelp(tx, userId), address, MAIL.emailChangeCode));
    },

    /** The code the new address received: the customer's email becomes that address (its row change is logged). */
    async confirmEmailChange(viewer: Viewer, userId: number, code: string, ip: string) {
      const me = assertCanHelpWithAccounts(viewer);
      return moveEmail(ip, String(me.userId), (tx) => customerToHelp(tx, userId), code);
    },

    /**
     * An operator or an admin changes their own email: with their password (a session left open
     * does not hand the account to another mailbox), a code goes to the new address.
     */
    async requestOwnEmailChange(viewer: Viewer, input: z.output<typeof ownEmailChangeSchema>, ip: string) {
      const me = assertCanChangeOwnEmail(viewer);
      await throttles.hit('change_own_email', { ip, email: String(me.userId) });
      const account = await accounts.findById(db, me.userId);
      if (!account) throw unauthorized();
      if (!(await verifyPassword(account.passwordHash, input.password))) throw fieldError('password', MSG.oldPasswordWrong);
      const address = input.email.trim();
      return unitOfWork(async ({ tx }) => askToMoveEmail(tx, await ownAccount(tx, me.userId), address, MAIL.ownEmailChangeCode));
    },

    /** The code the new address received: the caller's email becomes that address, and the old one is told. */
    async confirmOwnEmailChange(viewer: Viewer, code: string, ip: string) {
      const me = assertCanChangeOwnEmail(viewer);
      return moveEmail(ip, String(me.userId), (tx) => ownAccount(tx, me.userId), code);
    },

    /** Changing the password ends every session, this one included; the caller gets a fresh one. */
    async changePassword(viewer: Viewer, input: z.output<typeof changePasswordSchema>, ip: string): Promise<SessionTokens> {
      const { userId } = assertSignedIn(viewer);
      await throttles.hit('change_password', { ip, email: String(userId) });
      const user = await accounts.findById(db, userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError('old_password', MSG.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.new_password);
      return unitOfWork(async (work) => {
        // The account's codes die with the old password.
        await accounts.setPassword(work.tx, user.id, passwordHash);
        await endSessionsOf(work, user.id);
        return startSession(work.tx, user, ip);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
