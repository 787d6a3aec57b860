import { MSG } from '@kerben/domain';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../core/errors';

/**
 * Counts attempts per IP and per email for the sensitive auth actions (login, codes), so that
 * neither one address nor one account can be hammered. Limits live in process memory.
 */
export function createAttemptLimiter({ max, windowMinutes }: { max: number; windowMinutes: number }) {
  const limiter = new RateLimiterMemory({ points: max, duration: windowMinutes * 60 });

  return {
    /** Counts one attempt for each key; throws 429 when any of them is over the limit. */
    async hit(action: string, keys: { ip: string; email?: string }): Promise<void> {
      const names = [`${action}:ip:${keys.ip}`];
      if (keys.email) names.push(`${action}:email:${keys.email.toLowerCase()}`);
      for (const name of names) {
        try {
          await limiter.consume(name);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new AppError('rate_limited', MSG.retryInMinutes(Math.ceil(seconds / 60)), undefined, {
            'retry-after': String(seconds),
          });
        }
      }
    },

    /**
     * A successful attempt does not count: the account's counter is cleared and the address gets
     * its point back, so many operators behind one office address are never locked out by logging in.
     */
    async forgive(action: string, keys: { ip: string; email: string }): Promise<void> {
      await limiter.delete(`${action}:email:${keys.email.toLowerCase()}`);
      await limiter.reward(`${action}:ip:${keys.ip}`, 1);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
