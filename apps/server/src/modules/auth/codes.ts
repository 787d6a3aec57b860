import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userCodes } from '../../db/schema';

export type CodePurpose = 'activation' | 'password_reset';

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
      await tx
        .update(userCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
      await tx.insert(userCodes).values({
        userId,
        purpose,
        codeHash: digest(userId, purpose, code),
        expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      });
      return code;
    },

    /** True once for the right code; every wrong try counts, and after a few the code is dead. */
    async consume(tx: DbOrTx, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
      const [current] = await tx
        .select()
        .from(userCodes)
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, sql`now()`),
            lt(userCodes.attempts, CODE_MAX_TRIES),
          ),
        )
        .orderBy(desc(userCodes.id))
        .limit(1);
      if (!current) return false;
      const expected = Buffer.from(current.codeHash);
      const given = Buffer.from(digest(userId, purpose, code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        // Conditional update: two requests racing with the same code cannot both succeed.
        const used = await tx
          .update(userCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(userCodes.id, current.id), isNull(userCodes.usedAt)))
          .returning({ id: userCodes.id });
        return used.length === 1;
      }
      await tx
        .update(userCodes)
        .set({ attempts: sql`${userCodes.attempts} + 1` })
        .where(eq(userCodes.id, current.id));
      return false;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
