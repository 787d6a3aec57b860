import { randomUUID } from 'node:crypto';
import { type Language, MAIL, type SessionTokens, withLanguage } from '@kerben/domain';
import { AppError } from '../../../core/errors';
import { addressKey } from '../../../core/rate-limit';
import type { Role } from '../../../core/viewer';
import type { Db, DbOrTx } from '../../../db/client';
import type { UnitOfWork, Work } from '../../../db/unit-of-work';
import { enqueueMail } from '../../../mail';
import type { AccessCache } from '../access-cache';
import { CODE_TTL_MINUTES, type CodePurpose, type CodeService } from '../codes';
import { insertRefreshToken, insertSession, revokeSessionsOfUser, signedInFrom } from '../queries';
import { createRegistrationFlow } from '../registration';
import type { Throttles } from '../throttle';
import type { TokenService } from '../tokens';

/** The role in a session answer, with `is_admin` for the clients that read only that. */
export const roleAnswer = (role: Role) => ({ role, is_admin: role === 'admin' });

/** An address that signed into an account within this many days keeps its own allowance of code mails to it. */
const KNOWN_ADDRESS_DAYS = 90;

/** 401 that asks for the mailed sign-in code too (the web login page then shows its field). */
export const signInCodeRequired = (message: string) =>
  new AppError('unauthorized', message, undefined, undefined, { code_required: true });

export interface AuthDeps {
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
  /**
   * Called in the transaction that ends every session of an account (its password reset or
   * changed): what else acts as the account without a session (a linked Telegram chat) ends too.
   */
  onSessionsEnded?: (tx: DbOrTx, userId: number) => Promise<void>;
}

/** What the jobs of the auth service share: its dependencies, the registrations, sessions and code mails. */
export function authParts(deps: AuthDeps) {
  const { db, tokens, codes, throttles, accessCache } = deps;

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
    await deps.onSessionsEnded?.(work.tx, userId);
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
    user: { id: number; email: string; language: Language },
    purpose: Exclude<CodePurpose, 'activation'>,
    mayMail: boolean,
  ) {
    if (!mayMail) return;
    const code = await codes.issue(tx, user.id, purpose);
    const mail = purpose === 'sign_in' ? MAIL.signInCode : MAIL.passwordResetCode;
    // In the account's language, whoever asked (a sign-in from a browser set to another one).
    await enqueueMail(tx, { to: user.email, ...withLanguage(user.language, () => mail(code, CODE_TTL_MINUTES)) });
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

  return { ...deps, registrations: createRegistrationFlow(deps), startSession, endSessionsOf, mailCode, mayMailCode };
}

export type AuthParts = ReturnType<typeof authParts>;
