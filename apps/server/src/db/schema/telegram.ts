import type { TelegramUnlinkReason } from '@kerben/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's Telegram chat: one chat per account and one account per chat. Unlinking keeps the
 * row without its chat, with why and when, so the settings can say the bot was blocked.
 */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).unique(),
    /** The chat's @username or first name when it was linked. */
    chatName: varchar('chat_name', { length: 100 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    unlinkedReason: varchar('unlinked_reason', { length: 20 }).$type<TelegramUnlinkReason>(),
  },
  (t) => [
    check(
      'telegram_chats_unlinked_reason_check',
      sql`${t.unlinkedReason} in ('settings', 'stop', 'blocked', 'moved', 'password')`,
    ),
    // Linked: a chat and when; unlinked: neither.
    check('telegram_chats_linked_check', sql`(${t.chatId} is null) = (${t.linkedAt} is null)`),
  ],
);

/**
 * Deep-link tokens (`/start <token>`): only their SHA-256 is kept, each used once within its
 * time. `pendingChatId`: the chat asked whether to move from another account to this one.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    pendingChatId: bigint('pending_chat_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId)],
);

/**
 * Telegram messages wait here, written in the same transaction as their cause, until the sender
 * delivers them to the account's chat of that moment. `discardedAt`: never to be sent (no chat any
 * more, the bot blocked, a message Telegram refuses).
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Emptied once sent: a handover code may be in it. */
    text: text('text').notNull(),
    /** One row of URL buttons under the message: [{ text, url }]. */
    buttons: jsonb('buttons').$type<Array<{ text: string; url: string }>>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    lastError: text('last_error'),
    claimedBy: uuid('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.discardedAt} is null`)],
);
