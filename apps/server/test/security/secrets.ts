// Every test app watches its own run for secrets that leave the server: the values of the request
// fields below (passwords, one-time codes, card numbers, CVVs) must never appear in an answer or a
// log line, the tokens the app hands out never in a log line, neither of them in an answer the
// response cache stores or a file storage writes, and no password hash anywhere.
// createTestApp (test/helpers.ts) feeds it; close() fails the test file that leaked.

const SECRET_FIELDS = /^(password2?|old_password|new_password|confirm_new_password|code|cvv|number|refresh|registration)$/;
// Answered to the client and sent back later: never in a log line.
const TOKEN_FIELDS = new Set(['access', 'refresh', 'registration']);
// Shorter values (a 3-digit CVV) would match ids and timings by chance; they are looked for as a
// JSON field instead.
const MIN_LENGTH = 6;

export interface SecretWatch {
  request(body: unknown): void;
  answer(payload: string): void;
  /** An answer the response cache stores, shared by every later caller. */
  cached(body: Buffer): void;
  /** What storage writes (uploads, restored files). */
  stored(data: Buffer): void;
  /** What leaked, each with the secret masked, or nothing. */
  leaks(logs: string): string[];
}

// A one-time code or card number counts only as a number of its own, not inside a longer one
// (a code 123456 is not leaked by the phone number +996555123456).
const contains = (text: string, secret: string) =>
  /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text) : text.includes(secret);

const mask = (value: string) => `${value.slice(0, 2)}…(${value.length})`;

export function watchSecrets(): SecretWatch {
  const secrets = new Set<string>();
  const tokens = new Set<string>();
  const answers: string[] = [];
  const kept: Array<{ where: string; content: string }> = [];
  const add = (set: Set<string>, value: string) => {
    const trimmed = value.trim();
    if (trimmed.length >= MIN_LENGTH) set.add(trimmed);
    // A card number is also looked for without its spaces.
    const digits = trimmed.replace(/[\s-]/g, '');
    if (/^\d{13,19}$/.test(digits)) set.add(digits);
  };
  return {
    request(body) {
      if (!body || typeof body !== 'object') return;
      for (const [key, value] of Object.entries(body)) {
        if (typeof value !== 'string' || !SECRET_FIELDS.test(key)) continue;
        // `number` is a card's number, a secret, and a shipment's (`TK-0342`), which is not: only
        // what could be a card's is watched.
        if (key === 'number' && !/^\d{12,19}$/.test(value.replace(/[\s-]/g, ''))) continue;
        add(secrets, value);
      }
    },
    answer(payload) {
      answers.push(payload);
      if (!payload.startsWith('{')) return;
      try {
        for (const [key, value] of Object.entries(JSON.parse(payload) as Record<string, unknown>)) {
          if (typeof value === 'string' && TOKEN_FIELDS.has(key)) tokens.add(value);
          // A Telegram deep link carries a one-time token (`?start=`): the client opens it, no log line may hold it.
          const linkToken = typeof value === 'string' && key === 'url' ? /[?&]start=([\w-]+)/.exec(value)?.[1] : undefined;
          if (linkToken) tokens.add(linkToken);
        }
      } catch {
        // Not JSON: nothing to collect.
      }
    },
    cached(body) {
      kept.push({ where: 'a cached answer', content: body.toString('utf8') });
    },
    stored(data) {
      // Byte for byte, so text inside a binary file is found too.
      kept.push({ where: 'a stored file', content: data.toString('latin1') });
    },
    leaks(logs) {
      const found: string[] = [];
      const text = answers.join('\n');
      for (const secret of secrets) {
        // A token answered by login, refresh or registration is sent back by the client later: not a leak there.
        if (tokens.has(secret)) continue;
        if (contains(text, secret)) found.push(`an answer contains a secret sent by the client: ${mask(secret)}`);
        if (contains(logs, secret)) found.push(`a log line contains a secret sent by the client: ${mask(secret)}`);
      }
      for (const token of tokens) if (logs.includes(token)) found.push(`a log line contains a token: ${mask(token)}`);
      // What is cached or stored outlives the request: no secret of the client's and no token at all.
      for (const { where, content } of kept) {
        for (const secret of new Set([...secrets, ...tokens])) {
          if (contains(content, secret)) found.push(`${where} contains a secret or token: ${mask(secret)}`);
        }
      }
      for (const [where, content] of [
        ['an answer', text],
        ['a log line', logs],
        ...kept.map(({ where, content }) => [where, content] as const),
      ] as const) {
        if (/\$argon2/.test(content)) found.push(`${where} contains a password hash`);
        if (/"cvv"\s*:\s*"?\d/.test(content)) found.push(`${where} contains a CVV`);
      }
      return found;
    },
  };
}
