import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A mail is retried for this long after it was queued: a mail server down for a night or a day
 * still gets everything once it is back. Later it stays in the table, unsent, with its last error
 * (its text cleared).
 */
export const RETRY_FOR_HOURS = 48;

/** The channel the sender listens on: NOTIFY is delivered when the transaction commits, if it does. */
export const MAIL_CHANNEL = 'mail_outbox';

/**
 * Queues a mail in the caller's transaction: it is sent only if the cause is committed, and the
 * sender wakes up as soon as it is.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

const pending = and(isNull(mailOutbox.sentAt), gt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${RETRY_FOR_HOURS})`));

/** When the earliest mail still to send is due (a retry waiting for its time), if any. */
export async function nextMailDueAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(pending);
  return row?.at ?? undefined;
}

/**
 * Claims up to `batch` due mails atomically (FOR UPDATE SKIP LOCKED, then pushed 5 minutes ahead),
 * so several server processes never send the same mail twice and a crash retries it later. A
 * process also takes back what it claimed itself and has not sent: a claim whose answer was lost
 * with the connection (the caller runs one batch at a time, so none of its claims is in flight).
 */
export function claimDueMail(db: Db, batch: number, claimer: string) {
  const dueIds = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pending, or(lte(mailOutbox.nextAttemptAt, sql`now()`), eq(mailOutbox.claimedBy, claimer))))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, claimedBy: claimer })
    .where(inArray(mailOutbox.id, dueIds))
    .returning();
}

/** Sent: the body is cleared, since it may carry a one-time code. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, text: null, lastError: null, claimedBy: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Mails past their retry window stay unsent with their last error, but not their text: a handover
 * code in one works until the parcel is handed over.
 */
export async function forgetExpiredMail(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ text: null })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.text),
        lte(mailOutbox.createdAt, sql`now() - make_interval(hours => ${RETRY_FOR_HOURS})`),
      ),
    );
}

/** Failed: tried again after `delaySeconds`. Answers whether that is still within its retry window. */
export async function markMailFailed(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  delaySeconds: number,
): Promise<boolean> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts, lastError: error, claimedBy: null, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(eq(mailOutbox.id, id))
    .returning({
      willRetry: sql<boolean>`${mailOutbox.nextAttemptAt} < ${mailOutbox.createdAt} + make_interval(hours => ${RETRY_FOR_HOURS})`,
    });
  return row?.willRetry ?? false;
}
