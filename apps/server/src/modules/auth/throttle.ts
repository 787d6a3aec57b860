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

// Code mails (activation, reset, sign-in) to one mailbox from every requesting address together,
// so that strangers cannot flood it from many addresses. An address that signed into the account
// lately has an allowance of its own (below), so strangers cannot spend the owner's either.
const CODE_MAILS_PER_MAILBOX = [
  { points: 3, seconds: 15 * 60 },
  { points: 10, seconds: 60 * 60 },
  { points: 30, seconds: 24 * 60 * 60 },
];

// Failures on one account counted this long decide whether a sign-in needs a mailed code: a day,
// so that a guesser from many addresses gets `max` tries a day without the owner's mailbox.
const SIGN_IN_FAILURES_SECONDS = 24 * 60 * 60;

/** What is being failed: a password (sign-in) or a mailed code (activation, reset, email change). */
export type FailureKind = 'login' | 'code';

/**
 * A password or a code about to be checked, already counted as a failure: the count is taken
 * before the check (one atomic statement per counter), so N requests sent together count N and
 * at most the limit of them are ever checked. What turns out not to be a failure gives it back.
 */
export interface CountedTry {
  /** The try was no failure (the right password or code, or refused for another reason): its count is given back. */
  giveBack(): Promise<void>;
  /**
   * Waits for the check: a falsy answer is a failure and keeps the count; a truthy one, or an
   * error (nothing was guessed), gives it back.
   */
  settle<T>(check: Promise<T>): Promise<T>;
}

export interface SignInTry extends CountedTry {
  /** Whether this sign-in needs a mailed code besides the password (past `max` failures on the account, this one counted). */
  needsCode: boolean;
  /** The owner got in: the account's failures (and this address's on it) are forgotten; the address keeps its others. */
  succeeded(): Promise<void>;
}

type Counter = [limiter: RateLimiterAbstract, key: string];

/** Gives one point back; a counter that had expired or been cleared meanwhile is not left below zero. */
async function giveBackOne([limiter, key]: Counter): Promise<void> {
  const left = await limiter.reward(key);
  if (left.consumedPoints < 0) await limiter.delete(key);
}

const giveBackAll = (counters: Counter[]) => Promise.all(counters.map(giveBackOne)).then(() => undefined);

/**
 * Takes one point from each counter in turn, each in one statement that answers the new count
 * (this try and every other one under way included); 429, with every point taken given back, when
 * one is past its limit. Answers the counts.
 */
async function takeAll(counters: Counter[]): Promise<number[]> {
  const counts: number[] = [];
  for (const [index, counter] of counters.entries()) {
    try {
      counts.push((await counter[0].consume(counter[1])).consumedPoints);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        await giveBackAll(counters.slice(0, index));
        throw rejection;
      }
      // A refused request was no try: its point goes back too (the counter stays at its limit).
      await giveBackAll(counters.slice(0, index + 1));
      throw tooManyAttempts(rejection.msBeforeNext);
    }
  }
  return counts;
}

function countedTry(taken: Counter[]): CountedTry {
  const giveBack = () => giveBackAll(taken);
  return {
    giveBack,
    async settle(check) {
      let answer: Awaited<typeof check>;
      try {
        answer = await check;
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (answer) await giveBack();
      return answer;
    },
  };
}

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
  // Only failures count (a right try gives its count back), so an office signing in or activating
  // correctly is not refused.
  const failures = {
    login: { byAddress: limiter('login_address', settings.loginFailuresPerAddress), byPair: limiter('login_pair', settings.max) },
    code: { byAddress: limiter('code_address', settings.loginFailuresPerAddress), byPair: limiter('code_pair', settings.max) },
  };
  // Never refused: past `max` a sign-in needs a mailed code too.
  const loginByAccount = limiter('login_account', Number.MAX_SAFE_INTEGER, SIGN_IN_FAILURES_SECONDS);
  const mailsToMailbox = CODE_MAILS_PER_MAILBOX.map(({ points, seconds }) =>
    limiter(`code_mail_mailbox_${seconds}`, points, seconds),
  );
  const mailsFromKnownAddress = CODE_MAILS_PER_MAILBOX.map(({ points, seconds }) =>
    limiter(`code_mail_known_${seconds}`, points, seconds),
  );

  const account = (email: string) => email.trim().toLowerCase();
  const pair = (ip: string, email: string) => `${account(email)}|${addressKey(ip)}`;
  const failureCounters = (kind: FailureKind, ip: string, email: string): [Counter, Counter] => [
    [failures[kind].byAddress, addressKey(ip)],
    [failures[kind].byPair, pair(ip, email)],
  ];

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

    /**
     * A code about to be checked for `email` (or another key of what it opens) from `ip`: counted
     * now against the address and the pair; 429 when either is spent.
     */
    async beginTry(kind: FailureKind, ip: string, email: string): Promise<CountedTry> {
      const counters = failureCounters(kind, ip, email);
      await takeAll(counters);
      return countedTry(counters);
    },

    /**
     * A password about to be checked: counted now against the address, the pair (429 when spent)
     * and the account from anywhere, whose count decides whether a mailed code is needed too.
     * Never a lockout: the owner's mailbox always gets in.
     */
    async beginSignIn(ip: string, email: string): Promise<SignInTry> {
      const [byAddress, byPair] = failureCounters('login', ip, email);
      const onAccount: Counter = [loginByAccount, account(email)];
      const [, , failedOnAccount = 0] = await takeAll([byAddress, byPair, onAccount]);
      return {
        ...countedTry([byAddress, byPair, onAccount]),
        needsCode: failedOnAccount > settings.max,
        async succeeded() {
          await Promise.all([giveBackOne(byAddress), byPair[0].delete(byPair[1]), loginByAccount.delete(onAccount[1])]);
        },
      };
    },

    /**
     * Whether another code may be mailed to `email` at the request of `ip` now; counted when so,
     * in one statement per window. `knownAddress`: `ip` signed into the account lately, and is
     * counted apart from the strangers.
     */
    async mayMailCode(email: string, ip: string, { knownAddress = false } = {}): Promise<boolean> {
      return knownAddress ? consumeAll(mailsFromKnownAddress, pair(ip, email)) : consumeAll(mailsToMailbox, account(email));
    },
  };
}

export type Throttles = ReturnType<typeof createThrottles>;
