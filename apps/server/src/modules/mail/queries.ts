import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const MAX_ATTEMPTS = 8;

/** Queues a mail in the caller's transaction: it is sent only if the cause is committed. */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}

/**
 * Claims up to `batch` due mails atomically (FOR UPDATE SKIP LOCKED, then pushed 5 minutes ahead),
 * so several server processes never send the same mail twice and a crash retries it later.
 */
export function claimDueMail(db: Db, batch: number) {
  const dueIds = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), lte(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(inArray(mailOutbox.id, dueIds))
    .returning();
}

/** Sent: the body is cleared, since it may carry a one-time code. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, text: null, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, attempts: number, error: string, delaySeconds: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(eq(mailOutbox.id, id));
}
