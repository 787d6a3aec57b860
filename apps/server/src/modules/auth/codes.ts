import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { type CodePurpose, countWrongTry, findLiveCode, markCodeUsed, replaceCode } from './queries';

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

  return {
    /** Issues a new code and retires older unused ones; returns the plain code for the mail. */
    async issue(tx: DbOrTx, userId: number, purpose: CodePurpose): Promise<string> {
      const code = newCode();
      await replaceCode(tx, { userId, purpose, codeHash: digest(`${purpose}:${userId}`, code), ttlMinutes: CODE_TTL_MINUTES });
      return code;
    },

    /** True once for the right code; every wrong try counts, and after a few the code is dead. */
    async consume(tx: DbOrTx, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
      const current = await findLiveCode(tx, userId, purpose, CODE_MAX_TRIES);
      if (!current) return false;
      if (matches(current.codeHash, `${purpose}:${userId}`, code)) return markCodeUsed(tx, current.id);
      await countWrongTry(tx, current.id);
      return false;
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
