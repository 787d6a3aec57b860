import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from '../../core/errors';
import type { Db } from '../../db/client';
import { createRateLimiter } from '../../db/rate-limits';

export interface ThrottleSettings {
  /** Attempts per window: code endpoints per address and per email, login failures per account and address. */
  max: number;
  windowMinutes: number;
  /** Login failures one address may make in a window, whatever the accounts (a shared office makes typos too). */
  loginFailuresPerAddress: number;
}

// Codes by mail (registration, resend, password reset) per email, whoever asks: a mailbox is
// never flooded, and an over-limit request answers as usual and sends nothing.
const CODE_MAILS = [
  { points: 3, seconds: 15 * 60 },
  { points: 10, seconds: 24 * 60 * 60 },
];

// Failures on one account from many addresses slow its answers down instead of locking the owner
// out (OWASP): from the `max`-th failure each answer waits longer, up to a few seconds.
const SLOWDOWN_BASE_MS = 250;
const SLOWDOWN_MAX_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Attempt limits of the auth endpoints. `db` is given with PostgreSQL, so that every server
 * process counts together; without it the counters live in memory.
 */
export function createThrottles(db: Db | undefined, settings: ThrottleSettings) {
  const window = settings.windowMinutes * 60;
  const limiter = (keyPrefix: string, points: number, duration = window) =>
    createRateLimiter(db, { keyPrefix, points, duration });

  const attempts = limiter('attempt', settings.max);
  const loginByAddress = limiter('login_address', settings.loginFailuresPerAddress);
  const loginByAccountAndAddress = limiter('login_pair', settings.max);
  // Only counted, never refused: it decides the slowdown.
  const loginByAccount = limiter('login_account', Number.MAX_SAFE_INTEGER);
  const codeMails = CODE_MAILS.map(({ points, seconds }) => limiter(`code_mail_${seconds}`, points, seconds));

  const pair = (ip: string, email: string) => `${email.toLowerCase()}|${ip}`;
  const failures = async (counter: RateLimiterAbstract, key: string) => (await counter.get(key))?.consumedPoints ?? 0;

  async function refuseWhenOver(counter: RateLimiterAbstract, key: string, limit: number) {
    const state = await counter.get(key);
    if (state && state.consumedPoints >= limit) throw tooManyAttempts(state.msBeforeNext);
  }

  return {
    /** Counts one attempt per address (and per email when given); 429 when one is over the limit. */
    async hit(action: string, keys: { ip: string; email?: string }): Promise<void> {
      const names = [`${action}:ip:${keys.ip}`];
      if (keys.email) names.push(`${action}:email:${keys.email.toLowerCase()}`);
      for (const name of names) {
        try {
          await attempts.consume(name);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          throw tooManyAttempts(rejection.msBeforeNext);
        }
      }
    },

    /**
     * Before a password is checked: 429 for an address, or an account from an address, that has
     * failed too often; an account hammered from many addresses is answered more slowly. Only
     * failures count, so an office of operators signing in correctly is never refused.
     */
    async beforeLogin(ip: string, email: string): Promise<void> {
      await refuseWhenOver(loginByAddress, ip, settings.loginFailuresPerAddress);
      await refuseWhenOver(loginByAccountAndAddress, pair(ip, email), settings.max);
      const accountFailures = await failures(loginByAccount, email.toLowerCase());
      if (accountFailures >= settings.max) {
        await sleep(Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (accountFailures - settings.max)));
      }
    },

    async loginFailed(ip: string, email: string): Promise<void> {
      await Promise.all([
        loginByAddress.penalty(ip),
        loginByAccountAndAddress.penalty(pair(ip, email)),
        loginByAccount.penalty(email.toLowerCase()),
      ]);
    },

    /** The owner got in: the account's failures are forgotten (the address keeps its own). */
    async loginSucceeded(ip: string, email: string): Promise<void> {
      await Promise.all([loginByAccountAndAddress.delete(pair(ip, email)), loginByAccount.delete(email.toLowerCase())]);
    },

    /** Whether another code may be mailed to this address now; counts it when so. */
    async mayMailCode(email: string): Promise<boolean> {
      for (const counter of codeMails) {
        try {
          await counter.consume(email.toLowerCase());
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return false;
        }
      }
      return true;
    },
  };
}

export type Throttles = ReturnType<typeof createThrottles>;
