import { createHash, randomBytes } from 'node:crypto';
import { TELEGRAM_BOT, TELEGRAM_LINK_TTL_MINUTES, TELEGRAM_MSG, type TelegramLink, type TelegramStatus } from '@kerben/domain';
import type { Clock } from '../../core/clock';
import { notFound, unavailable } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { holdTransactionLock } from '../../db/locks';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertCanLinkTelegram } from './policy';
import * as q from './queries';

/** What the bot answers: a text, and buttons under it (a row each). */
export interface BotReply {
  text: string;
  buttons?: Array<{ text: string; url: string } | { text: string; callback_data: string }>;
}

/** A private chat as Telegram names it: its id, and the @username or first name shown in the settings. */
export interface BotChat {
  id: number;
  name: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What Telegram accepts after ?start= (1-64 of A-Z, a-z, 0-9, _ and -). */
const TOKEN_SHAPE = /^[\w-]{1,64}$/;

export const moveChoice = { yes: 'move', no: 'keep' } as const;

/**
 * Linking a chat to an account: a one-time deep link from the settings (only its hash is kept),
 * `/start <token>` in the bot, `/stop` or «Отключить» to unlink. One chat per account and one
 * account per chat: a chat linked to another account moves only once its user says so.
 */
export function createTelegramLinking(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  /** The bot's @username, asked of Telegram once (null: Telegram did not answer). */
  botUsername: () => Promise<string | null>;
  /** The settings page, named in the bot's answers. */
  settingsUrl: string;
  /** False when the server has no bot: nothing can be linked. */
  enabled: boolean;
}) {
  const { db, unitOfWork, clock } = deps;

  /** Linking and unlinking chats one at a time per chat (two /start at once from one chat). */
  const lockChat = (tx: DbOrTx, chatId: number) => holdTransactionLock(tx, `telegram-chat:${chatId}`);

  const accountOf = async (tx: DbOrTx, userId: number) => {
    const account = await q.findAccount(tx, userId);
    return { code: account?.code ?? '', name: account?.name ?? '' };
  };

  return {
    /** The account's chat, and why it was unlinked if it was. */
    async status(viewer: Viewer): Promise<TelegramStatus> {
      const { userId } = assertCanLinkTelegram(viewer);
      const row = deps.enabled ? await q.findChatOf(db, userId) : undefined;
      const linked = row?.chatId !== null && row?.chatId !== undefined;
      return {
        enabled: deps.enabled,
        linked,
        chat_name: linked ? (row?.chatName ?? null) : null,
        linked_at: linked ? (row?.linkedAt?.toISOString() ?? null) : null,
        unlinked:
          !linked && row?.unlinkedReason && row.unlinkedAt
            ? { reason: row.unlinkedReason, at: row.unlinkedAt.toISOString() }
            : null,
      };
    },

    /** A new deep link for the account; the ones it had before stop working. */
    async createLink(viewer: Viewer): Promise<TelegramLink> {
      const { userId } = assertCanLinkTelegram(viewer);
      if (!deps.enabled) throw notFound(TELEGRAM_MSG.off);
      const username = await deps.botUsername();
      if (!username) throw unavailable(TELEGRAM_MSG.unavailable);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(clock().getTime() + TELEGRAM_LINK_TTL_MINUTES * 60_000);
      await unitOfWork(({ tx }) => q.insertLinkToken(tx, { userId, tokenHash: hashToken(token), expiresAt }));
      return { url: `https://t.me/${username}?start=${token}`, expires_at: expiresAt.toISOString() };
    },

    /** «Отключить» in the settings. */
    async unlink(viewer: Viewer): Promise<void> {
      const { userId } = assertCanLinkTelegram(viewer);
      if (!deps.enabled) throw notFound(TELEGRAM_MSG.off);
      await unitOfWork(({ tx }) => q.unlinkAccount(tx, userId, 'settings', clock()));
    },

    /**
     * The account's password was reset or changed: its chat is unlinked in that transaction. A chat
     * linked by someone who had the account for a while (a stolen password) would otherwise keep
     * reading its parcels and handover code after the owner took it back.
     */
    async unlinkForNewPassword(tx: DbOrTx, userId: number): Promise<void> {
      await q.unlinkAccount(tx, userId, 'password', clock());
    },

    /** `/start <token>`: links the chat, or asks before moving it from another account. */
    async start(chat: BotChat, token: string): Promise<BotReply> {
      if (!token) {
        const account = await q.findAccountOfChat(db, chat.id);
        return { text: account ? TELEGRAM_BOT.alreadyLinked(account) : TELEGRAM_BOT.welcome(deps.settingsUrl) };
      }
      if (!TOKEN_SHAPE.test(token)) return { text: TELEGRAM_BOT.linkUnknown };
      return unitOfWork(async ({ tx }) => {
        await lockChat(tx, chat.id);
        const link = await q.lockLinkToken(tx, { tokenHash: hashToken(token) });
        if (!link) return { text: TELEGRAM_BOT.linkUnknown };
        if (link.usedAt) return { text: TELEGRAM_BOT.linkUsed };
        const now = clock();
        if (link.expiresAt <= now) return { text: TELEGRAM_BOT.linkExpired };
        const to = await accountOf(tx, link.userId);
        const current = await q.findAccountOfChat(tx, chat.id);
        if (current?.userId === link.userId) {
          await q.markLinkTokenUsed(tx, link.id, now);
          return { text: TELEGRAM_BOT.alreadyLinked(to) };
        }
        if (current) {
          await q.markLinkTokenPending(tx, link.id, chat.id);
          return {
            text: TELEGRAM_BOT.moveQuestion(current, to),
            buttons: [
              { text: TELEGRAM_BOT.moveYes, callback_data: `${moveChoice.yes}:${link.id}` },
              { text: TELEGRAM_BOT.moveNo, callback_data: `${moveChoice.no}:${link.id}` },
            ],
          };
        }
        await q.linkChat(tx, { userId: link.userId, chatId: chat.id, chatName: chat.name, at: now });
        await q.markLinkTokenUsed(tx, link.id, now);
        return { text: TELEGRAM_BOT.linked(to) };
      });
    },

    /** The answer to "move this chat?": moves it, or leaves it where it was. */
    async answerMove(chat: BotChat, tokenId: number, move: boolean): Promise<BotReply> {
      return unitOfWork(async ({ tx }) => {
        await lockChat(tx, chat.id);
        const link = await q.lockLinkToken(tx, { id: tokenId });
        const now = clock();
        // Only the chat that was asked may answer, once, while the link is valid.
        if (!link || link.usedAt || link.pendingChatId !== chat.id || link.expiresAt <= now) {
          return { text: TELEGRAM_BOT.choiceOutdated };
        }
        await q.markLinkTokenUsed(tx, link.id, now);
        if (!move) return { text: TELEGRAM_BOT.kept };
        await q.unlinkChat(tx, chat.id, 'moved', now);
        await q.linkChat(tx, { userId: link.userId, chatId: chat.id, chatName: chat.name, at: now });
        return { text: TELEGRAM_BOT.moved(await accountOf(tx, link.userId)) };
      });
    },

    /** `/stop`: the chat gets nothing more until it is linked again. */
    async stop(chat: BotChat): Promise<BotReply> {
      const unlinked = await unitOfWork(async ({ tx }) => {
        await lockChat(tx, chat.id);
        return q.unlinkChat(tx, chat.id, 'stop', clock());
      });
      return { text: unlinked ? TELEGRAM_BOT.stopped : TELEGRAM_BOT.notLinked(deps.settingsUrl) };
    },
  };
}

export type TelegramLinking = ReturnType<typeof createTelegramLinking>;
