import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import type { BillingDeps } from '../deps';
import * as q from './queries';

/** Wrong codes in a row before the code is locked, and for how long. */
export const HANDOVER_CODE_TRIES = 5;
export const HANDOVER_LOCK_MINUTES = 15;

export type CodeCheck = 'ok' | 'wrong' | 'locked' | 'none';

/**
 * A customer's handover code: six digits derived from the installation's secret, the account and
 * a stored random salt, so that the owner's page shows it again without it being stored; the desk
 * checks it against a keyed hash. One code for all the customer's parcels at the pickup point; a
 * new salt (a resend) is a new code; it goes once the last of them is handed over.
 */
export function createHandoverCodes(deps: Pick<BillingDeps, 'secret' | 'clock'>) {
  // A key of its own, so that no other use of the secret can produce these digits.
  const key = createHmac('sha256', deps.secret).update('kerben:handover-codes').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const derive = (userId: number, salt: string) =>
    String(mac(`code:${userId}:${salt}`).readUInt32BE(0) % 1_000_000).padStart(6, '0');
  const hashOf = (userId: number, code: string) => mac(`hash:${userId}:${code}`).toString('hex');

  const fresh = (userId: number) => {
    const salt = randomBytes(16).toString('hex');
    return { salt, codeHash: hashOf(userId, derive(userId, salt)) };
  };

  async function issue(tx: DbOrTx, userId: number): Promise<string> {
    const values = fresh(userId);
    await q.saveCode(tx, userId, values);
    return derive(userId, values.salt);
  }

  return {
    /** The customer's current code, and until when it is locked; undefined when they have none. */
    async current(db: DbOrTx, userId: number): Promise<{ code: string; lockedUntil: Date | null } | undefined> {
      const row = await q.findCode(db, userId);
      if (!row) return undefined;
      const locked = row.lockedUntil && row.lockedUntil > deps.clock() ? row.lockedUntil : null;
      return { code: derive(userId, row.salt), lockedUntil: locked };
    },

    /** The code a customer's parcels wait with: the one they have, or a new one (the first made wins a race). */
    async ensure(tx: DbOrTx, userId: number): Promise<string> {
      await q.addCodeUnlessAny(tx, userId, fresh(userId));
      const row = await q.findCode(tx, userId);
      if (!row) throw new Error(`no handover code for ${userId}`);
      return derive(userId, row.salt);
    },

    /** A new code (the old one stops working), its tries and lock cleared. */
    renew: issue,

    /**
     * Checks a code given at the desk, counting a wrong one in the locked row: the caller commits
     * the count even when it refuses the handover. Locked: not even the right code passes.
     */
    async check(tx: DbOrTx, userId: number, code: string): Promise<CodeCheck> {
      const row = await q.findCode(tx, userId, { forUpdate: true });
      if (!row) return 'none';
      const now = deps.clock();
      if (row.lockedUntil && row.lockedUntil > now) return 'locked';
      // A lock that ran out lets five more tries in.
      if (row.lockedUntil) await q.resetTries(tx, userId);
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashOf(userId, code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        if (row.tries > 0) await q.resetTries(tx, userId);
        return 'ok';
      }
      const counted = await q.countWrongTry(
        tx,
        userId,
        HANDOVER_CODE_TRIES,
        new Date(now.getTime() + HANDOVER_LOCK_MINUTES * 60_000),
      );
      return counted?.lockedUntil && counted.lockedUntil > now ? 'locked' : 'wrong';
    },

    /** The customer has nothing left at the pickup point: the next arrival gets a new code. */
    retire: (tx: DbOrTx, userId: number) => q.deleteCode(tx, userId),
  };
}

export type HandoverCodes = ReturnType<typeof createHandoverCodes>;
