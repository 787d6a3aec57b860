import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { type CodePurpose, markCodeUsed, replaceCode, takeCodeTry } from './queries';

export type { CodePurpose };

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_TRIES = 5;

/** One-time 6-digit codes sent by mail, stored only as a keyed hash. */
export function createCodeService(secret: string) {
  // The subject binds a code to what it opens (an account and a purpose, or one registration attempt).
  const digest = (subject: string, code: string) => createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex');
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  const matches = (codeHash: string, subject: string, code: string) => {
    const expected = Buffer.from(codeHash);
    const given = Buffer.from(digest(subject, code));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const registrationSubject = (keyHash: string) => `registration:${keyHash}`;
  // The try is taken before the code is compared: a wrong one has then counted already.
  const consumeRow = async (tx: DbOrTx, userId: number, purpose: CodePurpose, code: string) => {
    const current = await takeCodeTry(tx, userId, purpose, CODE_MAX_TRIES);
    if (!current) return undefined;
    if (matches(current.codeHash, `${purpose}:${userId}`, code))
      return (await markCodeUsed(tx, current.id)) ? current : undefined;
    return undefined;
  };

  return {
    /** Issues a new code and retires older unused ones; returns the plain code for the mail. */
    async issue(tx: DbOrTx, userId: number, purpose: CodePurpose): Promise<string> {
      const code = newCode();
      await replaceCode(tx, { userId, purpose, codeHash: digest(`${purpose}:${userId}`, code), ttlMinutes: CODE_TTL_MINUTES });
      return code;
    },

    /** True once for the right code; every wrong try counts, and after a few the code is dead. */
    async consume(tx: DbOrTx, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
      return (await consumeRow(tx, userId, purpose, code)) !== undefined;
    },

    /** A code that confirms a new address (`email` is what it confirms; only the right code reveals it). */
    async issueForEmail(tx: DbOrTx, userId: number, email: string): Promise<string> {
      const code = newCode();
      const codeHash = digest(`email_change:${userId}:${email.toLowerCase()}`, code);
      await replaceCode(tx, { userId, purpose: 'email_change', codeHash, ttlMinutes: CODE_TTL_MINUTES, email });
      return code;
    },

    /** The new address the right code confirms (once), or undefined; wrong tries count as for every code. */
    async consumeForEmail(tx: DbOrTx, userId: number, code: string): Promise<string | undefined> {
      const current = await takeCodeTry(tx, userId, 'email_change', CODE_MAX_TRIES);
      if (!current?.email) return undefined;
      if (matches(current.codeHash, `email_change:${userId}:${current.email.toLowerCase()}`, code)) {
        return (await markCodeUsed(tx, current.id)) ? current.email : undefined;
      }
      return undefined;
    },

    /** A code for a registration attempt, which keeps the hash in its own row: the plain code and its hash. */
    forRegistration(keyHash: string): { code: string; codeHash: string } {
      const code = newCode();
      return { code, codeHash: digest(registrationSubject(keyHash), code) };
    },

    registrationCodeMatches(attempt: { keyHash: string; codeHash: string }, code: string): boolean {
      return matches(attempt.codeHash, registrationSubject(attempt.keyHash), code);
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
