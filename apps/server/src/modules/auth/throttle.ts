import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from '../../core/errors';
import { addressKey, consumeOrRefuse } from '../../core/rate-limit';
import type { Db } from '../../db/client';
import { createRateLimiter } from '../../db/rate-limits';

export interface ThrottleSettings {
  /**
   * Per window: requests of one kind from one address, failures on one account (or email) from one
   * address, and failures on one account from anywhere before a sign-in also needs a mailed code.
   */
  max: number;
  windowMinutes: number;
  /** Failures (passwords, codes) one address may make in a window, whatever the accounts (a shared office makes typos too). */
  loginFailuresPerAddress: number;
  /** Registrations from one address in a window: an office signs its customers up from one address. */
  registrationsPerAddress: number;
}

// Code mails (activation, reset, sign-in) per email and requesting address: a stranger asking for
// someone else's email spends only their own share.
const CODE_MAILS_PER_REQUESTER = [
  { points: 3, seconds: 15 * 60 },
  { points: 10, seconds: 24 * 60 * 60 },
];
// And per email from anywhere, generous so that strangers must use many addresses to spend it, but
// a mailbox is not flooded.
const CODE_MAILS_PER_EMAIL = [
  { points: 10, seconds: 15 * 60 },
  { points: 30, seconds: 24 * 60 * 60 },
];

// Failures on one account counted this long decide whether a sign-in needs a mailed code: a day,
// so that a guesser from many addresses gets `max` tries a day without the owner's mailbox.
const SIGN_IN_FAILURES_SECONDS = 24 * 60 * 60;

/** What is being failed: a password (sign-in) or a mailed code (activation, reset). */
export type FailureKind = 'login' | 'code';

/**
 * Attempt limits of the auth endpoints, keyed by the client's address (an IPv6 client by its /64).
 * `db` is given with PostgreSQL, so that every server process counts together; without it the
 * counters live in memory.
 */
export function createThrottles(db: Db | undefined, settings: ThrottleSettings) {
  const window = settings.windowMinutes * 60;
  const limiter = (keyPrefix: string, points: number, duration = window) =>
    createRateLimiter(db, { keyPrefix, points, duration });

  const attempts = limiter('attempt', settings.max);
  const registrations = limiter('registration_address', settings.registrationsPerAddress);
  // Only failures count, so an office signing in or activating correctly is never refused.
  const failures = {
    login: { byAddress: limiter('login_address', settings.loginFailuresPerAddress), byPair: limiter('login_pair', settings.max) },
    code: { byAddress: limiter('code_address', settings.loginFailuresPerAddress), byPair: limiter('code_pair', settings.max) },
  };
  // Only counted, never refused: past `max` a sign-in needs a mailed code too.
  const loginByAccount = limiter('login_account', Number.MAX_SAFE_INTEGER, SIGN_IN_FAILURES_SECONDS);
  const mailsByRequester = CODE_MAILS_PER_REQUESTER.map(({ points, seconds }) =>
    limiter(`code_mail_pair_${seconds}`, points, seconds),
  );
  const mailsByEmail = CODE_MAILS_PER_EMAIL.map(({ points, seconds }) => limiter(`code_mail_email_${seconds}`, points, seconds));

  const account = (email: string) => email.trim().toLowerCase();
  const pair = (ip: string, email: string) => `${account(email)}|${addressKey(ip)}`;

  async function refuseWhenOver(counter: RateLimiterAbstract, key: string, limit: number) {
    const state = await counter.get(key);
    if (state && state.consumedPoints >= limit) throw tooManyAttempts(state.msBeforeNext);
  }

  /** Takes one point from each counter in turn; false at the first that is spent. */
  async function consumeAll(counters: RateLimiterAbstract[], key: string): Promise<boolean> {
    for (const counter of counters) {
      try {
        await counter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return false;
      }
    }
    return true;
  }

  return {
    /** Counts one request per address (and per `email` when given); 429 when one is over the limit. */
    async hit(action: string, keys: { ip: string; email?: string }): Promise<void> {
      await consumeOrRefuse(attempts, `${action}:ip:${addressKey(keys.ip)}`);
      if (keys.email) await consumeOrRefuse(attempts, `${action}:email:${account(keys.email)}`);
    },

    async registration(ip: string): Promise<void> {
      await consumeOrRefuse(registrations, addressKey(ip));
    },

    /** Before a password or code is checked: 429 for an address, or an account from an address, that failed too often. */
    async beforeTry(kind: FailureKind, ip: string, email: string): Promise<void> {
      const { byAddress, byPair } = failures[kind];
      await refuseWhenOver(byAddress, addressKey(ip), settings.loginFailuresPerAddress);
      await refuseWhenOver(byPair, pair(ip, email), settings.max);
    },

    async failed(kind: FailureKind, ip: string, email: string): Promise<void> {
      const { byAddress, byPair } = failures[kind];
      await Promise.all([
        byAddress.penalty(addressKey(ip)),
        byPair.penalty(pair(ip, email)),
        kind === 'login' ? loginByAccount.penalty(account(email)) : undefined,
      ]);
    },

    /**
     * Whether a sign-in to this account needs a mailed code besides the password: after `max`
     * failures on it from anywhere. Never a lockout: the owner's mailbox always gets in.
     */
    async signInNeedsCode(email: string): Promise<boolean> {
      return ((await loginByAccount.get(account(email)))?.consumedPoints ?? 0) >= settings.max;
    },

    /** The owner got in: the account's failures are forgotten (the address keeps its own). */
    async loginSucceeded(ip: string, email: string): Promise<void> {
      await Promise.all([failures.login.byPair.delete(pair(ip, email)), loginByAccount.delete(account(email))]);
    },

    /**
     * Whether another code may be mailed to `email` at the request of `ip` now; counts it when so.
     * The requester's own share is asked first, so a refused stranger spends nothing of the email's.
     */
    async mayMailCode(email: string, ip: string): Promise<boolean> {
      return (await consumeAll(mailsByRequester, pair(ip, email))) && consumeAll(mailsByEmail, account(email));
    },
  };
}

export type Throttles = ReturnType<typeof createThrottles>;
