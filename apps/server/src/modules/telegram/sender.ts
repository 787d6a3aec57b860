import { randomUUID } from 'node:crypto';
import { type Api, GrammyError, HttpError } from 'grammy';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import { errorSummary } from '../../core/logger';
import { createDeliveredMarks, createOutboxLoop, retryDelaySeconds } from '../../core/outbox-loop';
import type { Db } from '../../db/client';
import * as q from './queries';

const BATCH = 20;
// Telegram's answer to a flood without its wait: a short pause before the next try.
const FLOOD_WAIT_SECONDS = 5;

type Claimed = Awaited<ReturnType<typeof q.claimDueMessages>>[number];

/** What became of one message, as Telegram answered: sent, a flood wait of so many seconds, or settled otherwise. */
type Outcome = { sent: true } | { floodWaitSeconds: number } | { settled: true };

/**
 * Delivers the Telegram outbox to each account's chat of the moment. It wakes when a message is
 * committed (NOTIFY), when a retry falls due and every minute (core/outbox-loop.ts).
 * Several processes: each message is claimed with FOR UPDATE SKIP LOCKED, so one process sends it.
 * A 429 holds this process's sending for the `retry_after` Telegram names (the message and the rest
 * of its batch wait that long); a 403 (the user blocked the bot) unlinks the chat and drops what
 * was queued for it; other failures are retried with backoff for RETRY_FOR_HOURS.
 * A crash: a claimed, unsent message is tried again 5 minutes after its claim. Shutdown: stop() lets
 * the current message finish and releases the rest of the batch for another process.
 */
export function createTelegramSender(deps: {
  db: Db;
  api: Api;
  logger: Logger;
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** The first retry's wait (tests shorten it); it doubles with each attempt. */
  firstRetrySeconds?: number;
  /** What "now" is when a blocked bot unlinks a chat. */
  clock: Clock;
}) {
  const { db, api, logger } = deps;
  const claimer = randomUUID();
  const marks = createDeliveredMarks((id) => q.markMessageSent(db, id));
  let stopping = false;

  async function deliver(message: Claimed & { chatId: number }): Promise<Outcome> {
    try {
      await api.sendMessage(message.chatId, message.text, {
        link_preview_options: { is_disabled: true },
        ...(message.buttons.length > 0 ? { reply_markup: { inline_keyboard: message.buttons.map((button) => [button]) } } : {}),
      });
      return { sent: true };
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 429) {
        const wait = error.parameters.retry_after ?? FLOOD_WAIT_SECONDS;
        // A flood wait is Telegram's pace, not a failure: the attempts stay as they were.
        await q.markMessageDeferred(db, message.id, { attempts: message.attempts, error: error.description, delaySeconds: wait });
        logger.warn({ telegramMessageId: message.id, retryInSeconds: wait }, 'telegram asked to wait (429): sending paused');
        return { floodWaitSeconds: wait };
      }
      if (error instanceof GrammyError && error.error_code === 403) {
        await q.unlinkChat(db, message.chatId, 'blocked', deps.clock());
        await q.markMessageDiscarded(db, message.id, error.description);
        logger.info({ telegramMessageId: message.id, userId: message.userId }, 'telegram chat blocked the bot: unlinked');
        return { settled: true };
      }
      if (error instanceof GrammyError && error.error_code === 400) {
        // Telegram refuses this message as it is: sending it again would be refused again.
        await q.markMessageDiscarded(db, message.id, error.description);
        logger.error({ telegramMessageId: message.id, err: errorSummary(error) }, 'telegram refused a message: dropped');
        return { settled: true };
      }
      await recordFailure(message, error);
      return { settled: true };
    }
  }

  async function recordFailure(message: Claimed, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const delaySeconds = retryDelaySeconds(attempts, deps.firstRetrySeconds);
    const reason = error instanceof GrammyError || error instanceof HttpError ? error.message : errorSummary(error);
    const willRetry = await q.markMessageDeferred(db, message.id, { attempts, error: reason, delaySeconds }).catch(() => true);
    if (willRetry) {
      logger.warn(
        { telegramMessageId: message.id, attempts, retryInSeconds: delaySeconds, err: reason },
        'telegram delivery failed, will retry',
      );
    } else {
      logger.error(
        { telegramMessageId: message.id, attempts, err: reason },
        `telegram message not delivered in ${q.RETRY_FOR_HOURS} hours: given up`,
      );
    }
  }

  async function sendDue(): Promise<number> {
    await marks.markAll();
    await q.discardExpiredMessages(db);
    const due = await q.claimDueMessages(db, BATCH, claimer);
    let sent = 0;
    for (const [index, message] of due.entries()) {
      if (stopping) {
        // Shutting down: what this process will not send is left for another one at once.
        await q.releaseMessages(
          db,
          due.slice(index).map((rest) => rest.id),
          0,
        );
        break;
      }
      if (marks.has(message.id)) continue;
      if (message.chatId === null) {
        await q.markMessageDiscarded(db, message.id, 'no linked chat');
        continue;
      }
      const outcome = await deliver({ ...message, chatId: message.chatId });
      if ('sent' in outcome) {
        sent += 1;
        logger.info({ telegramMessageId: message.id, userId: message.userId }, 'telegram message sent');
        await marks.delivered(message.id);
      }
      if ('floodWaitSeconds' in outcome) {
        // The rest of the batch waits as long: Telegram counts the bot's messages, not one chat's.
        await q.releaseMessages(
          db,
          due.slice(index + 1).map((rest) => rest.id),
          outcome.floodWaitSeconds,
        );
        break;
      }
    }
    await marks.markAll();
    return sent;
  }

  const loop = createOutboxLoop({
    name: 'telegram',
    channel: q.TELEGRAM_CHANNEL,
    logger,
    sendDue,
    nextDueAt: () => q.nextMessageDueAt(db),
    listen: deps.listen,
  });

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush: loop.flush,
    start: loop.start,
    async stop(): Promise<void> {
      stopping = true;
      await loop.stop();
    },
  };
}

export type TelegramSender = ReturnType<typeof createTelegramSender>;
