import { isIPv6 } from 'node:net';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from './errors';

/** The eight 16-bit groups of an IPv6 address, written in any of its short forms. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [group];
        // An IPv4 address at the end (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array(8 - first.length - last.length).fill('0'), ...last].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 client by its /64, since
 * one subscriber is usually given a whole /64 and could otherwise take a new address per request.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

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

/** A public form's two counters (built in app/services.ts): by the sender's address and by the email typed. */
export interface SubmitCounters {
  byAddress: RateLimiterAbstract;
  byEmail: RateLimiterAbstract;
}

/** Counts a visitor's submission of a public form; 429 when the address or the email is spent. */
export async function countSubmit(counters: SubmitCounters, ip: string, email: string): Promise<void> {
  await consumeOrRefuse(counters.byAddress, addressKey(ip));
  await consumeOrRefuse(counters.byEmail, email.toLowerCase());
}
