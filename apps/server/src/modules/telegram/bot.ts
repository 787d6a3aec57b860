import { DEFAULT_LANGUAGE, isLanguage, TELEGRAM_BOT, withLanguage } from '@kerben/domain';
import { Bot, type Context } from 'grammy';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { errorSummary } from '../../core/logger';
import type { TelegramCommands } from './commands';
import { type BotChat, type BotReply, moveChoice, type TelegramLinking } from './linking';
import { isBotChat } from './policy';

/** The chat of an update, as the linking and the commands know it. */
function chatOf(ctx: Context): BotChat | undefined {
  const chat = ctx.chat;
  if (!chat || !isBotChat(chat)) return undefined;
  const from = ctx.from;
  const name = from?.username ? `@${from.username}` : [from?.first_name, from?.last_name].filter(Boolean).join(' ');
  return { id: chat.id, name: name.slice(0, 100) };
}

const replyMarkup = (reply: BotReply) =>
  reply.buttons && reply.buttons.length > 0 ? { inline_keyboard: reply.buttons.map((button) => [button]) } : undefined;

/**
 * The bot: grammY's Bot with Kerben's commands. It handles private chats only; an answer it cannot
 * give (a limit, a number not found) is said in the chat, anything else is logged and the chat told
 * to try later. The same Bot serves the webhook, long polling and the outbox sender (its `api`).
 */
export function createTelegramBot(deps: {
  token: string;
  apiRoot: string;
  linking: TelegramLinking;
  commands: TelegramCommands;
  logger: Logger;
}) {
  const { linking, commands, logger } = deps;
  // A Bot API call gives up after a minute (long polling waits 30 s of it), not grammY's default 500 s.
  const bot = new Bot(deps.token, { client: { apiRoot: deps.apiRoot, timeoutSeconds: 60 } });

  /** Runs one answer in a private chat; what it cannot answer it says, what fails it logs. */
  async function answer(ctx: Context, produce: (chat: BotChat) => Promise<BotReply>): Promise<void> {
    const chat = chatOf(ctx);
    if (!chat) return;
    // A linked chat hears its account's language, else the one Telegram says its user speaks, never
    // the language of whatever request or process happens to carry the update.
    const telegramLanguage = ctx.from?.language_code?.slice(0, 2);
    const language =
      (await commands.languageOf(chat).catch(() => undefined)) ??
      (isLanguage(telegramLanguage) ? telegramLanguage : DEFAULT_LANGUAGE);
    await withLanguage(language, async () => {
      let reply: BotReply;
      try {
        reply = await produce(chat);
      } catch (error) {
        if (!(error instanceof AppError))
          logger.error({ err: errorSummary(error), updateId: ctx.update.update_id }, 'telegram update failed');
        reply = { text: error instanceof AppError ? error.message : TELEGRAM_BOT.failed };
      }
      await ctx.reply(reply.text, { reply_markup: replyMarkup(reply), link_preview_options: { is_disabled: true } });
    });
  }

  bot.command('start', (ctx) => answer(ctx, (chat) => linking.start(chat, ctx.match.trim())));
  bot.command('stop', (ctx) => answer(ctx, (chat) => linking.stop(chat)));
  bot.command('parcels', (ctx) => answer(ctx, (chat) => commands.parcels(chat)));
  bot.command('track', (ctx) => answer(ctx, (chat) => commands.track(chat, ctx.match)));
  bot.command('balance', (ctx) => answer(ctx, (chat) => commands.balance(chat)));
  bot.command('help', (ctx) => answer(ctx, (chat) => commands.help(chat)));

  // «Перенести» / «Оставить как есть» under the question whether to move a chat: the question is
  // replaced by the outcome, so it cannot be answered twice.
  bot.callbackQuery(new RegExp(`^(${moveChoice.yes}|${moveChoice.no}):(\\d{1,10})$`), async (ctx) => {
    const chat = chatOf(ctx);
    await ctx.answerCallbackQuery();
    if (!chat) return;
    const [, choice, id] = ctx.match;
    let reply: BotReply;
    try {
      reply = await linking.answerMove(chat, Number(id), choice === moveChoice.yes);
    } catch (error) {
      logger.error({ err: errorSummary(error), updateId: ctx.update.update_id }, 'telegram update failed');
      reply = { text: TELEGRAM_BOT.failed };
    }
    await ctx.editMessageText(reply.text);
  });
  bot.on('callback_query:data', (ctx) => ctx.answerCallbackQuery());

  // Anything else written to the bot: what it can do.
  bot.on('message', (ctx) => answer(ctx, (chat) => commands.help(chat)));

  // Long polling's handler of what the middleware throws (a reply Telegram refused, say): logged,
  // and polling goes on. Webhook updates are answered by handleUpdate's caller.
  bot.catch((error) =>
    logger.error({ err: errorSummary(error.error), updateId: error.ctx.update.update_id }, 'telegram update failed'),
  );
  return bot;
}
