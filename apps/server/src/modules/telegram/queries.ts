import type { Language, TelegramUnlinkReason } from '@kerben/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notificationChannels, telegramChats, telegramLinkTokens, telegramOutbox, users } from '../../db/schema';

// ---- Accounts as the bot names them

export interface ChatAccount {
  userId: number;
  role: 'customer' | 'operator' | 'admin';
  code: string;
  name: string;
  /** The language the bot answers the chat in. */
  language: Language;
}

const accountColumns = {
  userId: users.id,
  role: users.role,
  code: users.clientCode,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  language: users.language,
};

export async function findAccount(db: DbOrTx, userId: number): Promise<ChatAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The active account this chat is linked to, if any. */
export async function findAccountOfChat(db: DbOrTx, chatId: number): Promise<ChatAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(and(eq(telegramChats.chatId, chatId), eq(users.isActive, true)));
  return row;
}

// ---- Linked chats

export type ChatRow = typeof telegramChats.$inferSelect;

export async function findChatOf(db: DbOrTx, userId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(telegramChats).where(eq(telegramChats.userId, userId));
  return row;
}

/** Links the chat to the account, in place of the account's previous chat if it had one. */
export async function linkChat(db: DbOrTx, link: { userId: number; chatId: number; chatName: string; at: Date }): Promise<void> {
  const values = { chatId: link.chatId, chatName: link.chatName, linkedAt: link.at, unlinkedAt: null, unlinkedReason: null };
  await db
    .insert(telegramChats)
    .values({ userId: link.userId, ...values })
    .onConflictDoUpdate({ target: telegramChats.userId, set: values });
}

const unlinked = (reason: TelegramUnlinkReason, at: Date) => ({
  chatId: null,
  linkedAt: null,
  unlinkedAt: at,
  unlinkedReason: reason,
});

/** Unlinks the account's chat; answers the chat it had, if any. */
export async function unlinkAccount(db: DbOrTx, userId: number, reason: TelegramUnlinkReason, at: Date) {
  const [row] = await db
    .update(telegramChats)
    .set(unlinked(reason, at))
    .where(and(eq(telegramChats.userId, userId), isNotNull(telegramChats.chatId)))
    .returning({ userId: telegramChats.userId });
  return row;
}

/** Unlinks this chat from whichever account has it; answers that account, if any. */
export async function unlinkChat(db: DbOrTx, chatId: number, reason: TelegramUnlinkReason, at: Date) {
  const [row] = await db
    .update(telegramChats)
    .set(unlinked(reason, at))
    .where(eq(telegramChats.chatId, chatId))
    .returning({ userId: telegramChats.userId });
  return row;
}

// ---- One-time link tokens

export type LinkTokenRow = typeof telegramLinkTokens.$inferSelect;

/**
 * A new token for the account; its earlier ones stop working (only the newest link is valid), and
 * tokens that ran out a day ago are forgotten.
 */
export async function insertLinkToken(tx: DbOrTx, token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx
    .delete(telegramLinkTokens)
    .where(or(eq(telegramLinkTokens.userId, token.userId), lt(telegramLinkTokens.expiresAt, sql`now() - interval '1 day'`)));
  await tx.insert(telegramLinkTokens).values(token);
}

/** A token by its hash or id, locked for the rest of the transaction. */
export async function lockLinkToken(tx: DbOrTx, by: { tokenHash: string } | { id: number }): Promise<LinkTokenRow | undefined> {
  const where = 'id' in by ? eq(telegramLinkTokens.id, by.id) : eq(telegramLinkTokens.tokenHash, by.tokenHash);
  const [row] = await tx.select().from(telegramLinkTokens).where(where).for('update');
  return row;
}

export async function markLinkTokenUsed(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(telegramLinkTokens).set({ usedAt: at, pendingChatId: null }).where(eq(telegramLinkTokens.id, id));
}

/** The chat that was asked whether to move to the token's account. */
export async function markLinkTokenPending(tx: DbOrTx, id: number, chatId: number): Promise<void> {
  await tx.update(telegramLinkTokens).set({ pendingChatId: chatId }).where(eq(telegramLinkTokens.id, id));
}

// ---- The outbox

/**
 * A message is retried for this long after it was queued (news a day old is still news); later it
 * stays unsent with its last error.
 */
export const RETRY_FOR_HOURS = 24;

/** The channel the sender listens on: NOTIFY is delivered when the transaction commits, if it does. */
export const TELEGRAM_CHANNEL = 'telegram_outbox';

export type OutboxButton = { text: string; url: string };

/** Queues messages for these accounts' linked chats in the caller's transaction; accounts without a chat get none. */
export async function enqueueMessages(tx: DbOrTx, messages: Array<{ userId: number; text: string; buttons: OutboxButton[] }>) {
  if (messages.length === 0) return;
  const linked = await tx
    .select({ userId: telegramChats.userId })
    .from(telegramChats)
    .where(
      and(
        inArray(
          telegramChats.userId,
          messages.map((message) => message.userId),
        ),
        isNotNull(telegramChats.chatId),
      ),
    );
  const withChat = new Set(linked.map((row) => row.userId));
  const rows = messages.filter((message) => withChat.has(message.userId));
  if (rows.length === 0) return;
  await tx.insert(telegramOutbox).values(rows);
  await tx.execute(sql`select pg_notify(${TELEGRAM_CHANNEL}, '')`);
}

/**
 * Queues one message for every linked chat whose account keeps Telegram on (the channel choice of
 * the notifications module; no choice means on), in one statement.
 */
export async function enqueueForEveryone(tx: DbOrTx, message: { text: string; buttons: OutboxButton[] }): Promise<void> {
  await tx.execute(sql`
    insert into ${telegramOutbox} (user_id, text, buttons)
    select ${telegramChats.userId}, ${message.text}, ${JSON.stringify(message.buttons)}::jsonb
    from ${telegramChats}
    join ${users} on ${users.id} = ${telegramChats.userId}
    left join ${notificationChannels} on ${notificationChannels.userId} = ${telegramChats.userId}
    where ${telegramChats.chatId} is not null and ${users.isActive} and coalesce(${notificationChannels.telegram}, true)`);
  await tx.execute(sql`select pg_notify(${TELEGRAM_CHANNEL}, '')`);
}

const pending = and(
  isNull(telegramOutbox.sentAt),
  isNull(telegramOutbox.discardedAt),
  gt(telegramOutbox.createdAt, sql`now() - make_interval(hours => ${RETRY_FOR_HOURS})`),
);

/** When the earliest message still to send is due, if any. */
export async function nextMessageDueAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(telegramOutbox.nextAttemptAt) })
    .from(telegramOutbox)
    .where(pending);
  return row?.at ?? undefined;
}

/**
 * Claims up to `batch` due messages atomically (FOR UPDATE SKIP LOCKED, then pushed 5 minutes
 * ahead), so several server processes never send the same one twice and a crash retries it later;
 * with each, the chat its account has now (null: none any more). A process also takes back its own
 * claims (one whose answer was lost with the connection).
 */
export async function claimDueMessages(db: Db, batch: number, claimer: string) {
  const dueIds = db
    .select({ id: telegramOutbox.id })
    .from(telegramOutbox)
    .where(and(pending, or(lte(telegramOutbox.nextAttemptAt, sql`now()`), eq(telegramOutbox.claimedBy, claimer))))
    .orderBy(asc(telegramOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(telegramOutbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, claimedBy: claimer })
    .where(inArray(telegramOutbox.id, dueIds))
    .returning();
  if (claimed.length === 0) return [];
  const chats = await db
    .select({ userId: telegramChats.userId, chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(
      inArray(
        telegramChats.userId,
        claimed.map((row) => row.userId),
      ),
    );
  const chatOf = new Map(chats.map((row) => [row.userId, row.chatId]));
  return claimed.sort((a, b) => a.id - b.id).map((row) => ({ ...row, chatId: chatOf.get(row.userId) ?? null }));
}

/** Sent: the text is cleared, since it may carry a handover code. */
export async function markMessageSent(db: Db, id: number): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ sentAt: sql`now()`, text: '', lastError: null, claimedBy: null })
    .where(eq(telegramOutbox.id, id));
}

/** Never to be sent (no chat any more, the bot blocked, a message Telegram refuses): its text goes, as a sent one's. */
export async function markMessageDiscarded(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ discardedAt: sql`now()`, text: '', lastError: reason, claimedBy: null })
    .where(eq(telegramOutbox.id, id));
}

/**
 * Messages past their retry window (given up, or never tried while no process ran) are discarded
 * and their texts cleared: a handover code in one works until the parcel is handed over.
 */
export async function discardExpiredMessages(db: Db): Promise<void> {
  await db
    .update(telegramOutbox)
    .set({ discardedAt: sql`now()`, text: '', lastError: sql`coalesce(${telegramOutbox.lastError}, 'expired')`, claimedBy: null })
    .where(
      and(
        isNull(telegramOutbox.sentAt),
        isNull(telegramOutbox.discardedAt),
        lte(telegramOutbox.createdAt, sql`now() - make_interval(hours => ${RETRY_FOR_HOURS})`),
      ),
    );
}

/** Tried again after `delaySeconds`; `attempts` stays as it was for a flood wait. Answers whether that is within the retry window. */
export async function markMessageDeferred(
  db: Db,
  id: number,
  change: { attempts: number; error: string; delaySeconds: number },
): Promise<boolean> {
  const [row] = await db
    .update(telegramOutbox)
    .set({
      attempts: change.attempts,
      lastError: change.error,
      claimedBy: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${change.delaySeconds})`,
    })
    .where(eq(telegramOutbox.id, id))
    .returning({
      willRetry: sql<boolean>`${telegramOutbox.nextAttemptAt} < ${telegramOutbox.createdAt} + make_interval(hours => ${RETRY_FOR_HOURS})`,
    });
  return row?.willRetry ?? false;
}

/** Lets go of claimed messages not tried in this run (a flood wait stopped it), due again after `delaySeconds`. */
export async function releaseMessages(db: Db, ids: number[], delaySeconds: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(telegramOutbox)
    .set({ claimedBy: null, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(inArray(telegramOutbox.id, ids));
}
