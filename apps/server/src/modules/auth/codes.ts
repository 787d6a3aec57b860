import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { type CodePurpose, countWrongTry, findLiveCode, markCodeUsed, replaceCode } from './queries';

export type { CodePurpose };

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_TRIES = 5;

/** One-time 6-digit codes sent by mail, stored only as a keyed hash. */
export function createCodeService(secret: string) {
  const digest = (userId: number, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

  return {
    /** Issues a new code and retires older unused ones; returns the plain code for the mail. */
    async issue(tx: DbOrTx, userId: number, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await replaceCode(tx, { userId, purpose, codeHash: digest(userId, purpose, code), ttlMinutes: CODE_TTL_MINUTES });
      return code;
    },

    /** True once for the right code; every wrong try counts, and after a few the code is dead. */
    async consume(tx: DbOrTx, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
      const current = await findLiveCode(tx, userId, purpose, CODE_MAX_TRIES);
      if (!current) return false;
      const expected = Buffer.from(current.codeHash);
      const given = Buffer.from(digest(userId, purpose, code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return markCodeUsed(tx, current.id);
      await countWrongTry(tx, current.id);
      return false;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
