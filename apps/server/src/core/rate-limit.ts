import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from './errors';

/** Takes one point for `key`; a spent limit answers 429 with the wait, anything else is rethrown. */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  message?: (minutes: number) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext, message);
    throw rejection;
  }
}

/** How many submissions of a public form one address and one email may send in a window. */
export interface SubmitLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

/** A public form's two counters (see app.ts): by the sender's address and by the email typed. */
export interface SubmitCounters {
  byAddress: RateLimiterAbstract;
  byEmail: RateLimiterAbstract;
}

/** Counts a visitor's submission of a public form; 429 when the address or the email is spent. */
export async function countSubmit(counters: SubmitCounters, ip: string, email: string): Promise<void> {
  await consumeOrRefuse(counters.byAddress, ip);
  await consumeOrRefuse(counters.byEmail, email.toLowerCase());
}
