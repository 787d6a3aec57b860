import { createHmac, timingSafeEqual } from 'node:crypto';
import { TELEGRAM_MSG, type TelegramLink, type TelegramStatus } from '@kerben/domain';
import type { Update } from 'grammy/types';
import { type Clock, systemClock } from '../../core/clock';
import { forbidden, notFound, unauthorized } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { errorSummary } from '../../core/logger';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { createScheduledJob } from '../../db/scheduled-job';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { TelegramDelivery, TelegramMessage } from '../notifications';
import { createTelegramBot } from './bot';
import { type BalanceLookup, createTelegramCommands, type ParcelLookup } from './commands';
import { createTelegramLinking } from './linking';
import * as q from './queries';
import { createTelegramSender } from './sender';

export interface TelegramSettings {
  token: string;
  /** Unset: derived from the signing key and the token, the same in every process. */
  webhookSecret?: string;
  apiRoot: string;
}

/** The updates the bot asks Telegram for. */
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;
const SECOND = 1000;

/**
 * The Telegram outbox as the notifications module writes to it: a message with a link becomes a
 * button opening that page of the web app (only with PUBLIC_URL: Telegram takes no button to a
 * server it cannot name).
 */
export function createTelegramDelivery(deps: { webUrl?: string }): TelegramDelivery {
  const buttons = (message: Omit<TelegramMessage, 'userId'>) =>
    message.link && deps.webUrl ? [{ text: message.link.label, url: `${deps.webUrl}${message.link.path}` }] : [];
  return {
    enqueue: (tx: DbOrTx, messages: TelegramMessage[]) =>
      q.enqueueMessages(
        tx,
        messages.map((message) => ({ userId: message.userId, text: message.text, buttons: buttons(message) })),
      ),
    enqueueForEveryone: (tx: DbOrTx, message: Omit<TelegramMessage, 'userId'>) =>
      q.enqueueForEveryone(tx, { text: message.text, buttons: buttons(message) }),
  };
}

/**
 * Telegram for customers: linking chats, the bot's answers, the outbox's delivery, and how updates
 * arrive. With a public https address (PUBLIC_URL) Telegram calls the webhook, registered at start
 * with its secret (every process registers the same, so several do no harm); otherwise the server
 * asks by long polling, and only one process at a time does (the 'telegram-polling' scheduled job's
 * lease: after a crash another process takes over once the lease runs out, within two minutes).
 * Without TELEGRAM_BOT_TOKEN it is off: its routes answer 404 and the settings hide it.
 */
export function createTelegramService(deps: {
  settings?: TelegramSettings;
  /** The server's signing key, from which the webhook secret is derived when it is not set. */
  signingSecret: string;
  /** PUBLIC_URL: the web app's address for links, and the webhook's when it is https. */
  publicUrl?: string;
  /** The web app's address when PUBLIC_URL is unset (the settings page named in the bot's answers). */
  localUrl: string;
  db: Db;
  unitOfWork: UnitOfWork;
  parcels: ParcelLookup;
  ledger: BalanceLookup;
  logger: Logger;
  clock?: Clock;
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** Tests: how long a getUpdates waits, and how often other processes look whether polling is free. */
  polling?: { timeoutSeconds?: number; checkEveryMs?: number; leaseMs?: number };
  /** Tests: the outbox's first retry wait. */
  firstRetrySeconds?: number;
}) {
  const { settings, db, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const webUrl = deps.publicUrl;
  const settingsUrl = `${webUrl ?? deps.localUrl}/user/settings?tab=notifications`;
  const enabled = Boolean(settings);

  const commands = createTelegramCommands({ db, parcels: deps.parcels, ledger: deps.ledger, settingsUrl, webUrl });
  let usernameAsked: Promise<string | null> | undefined;
  const linking = createTelegramLinking({
    db,
    unitOfWork: deps.unitOfWork,
    clock,
    settingsUrl,
    enabled,
    botUsername: () => {
      usernameAsked ??= initBot().then(
        () => bot?.botInfo.username ?? null,
        () => {
          usernameAsked = undefined;
          return null;
        },
      );
      return usernameAsked;
    },
  });

  const bot = settings
    ? createTelegramBot({ token: settings.token, apiRoot: settings.apiRoot, linking, commands, logger })
    : undefined;
  const webhookSecret = settings
    ? (settings.webhookSecret ??
      createHmac('sha256', deps.signingSecret).update(`telegram-webhook:${settings.token}`).digest('base64url'))
    : undefined;
  const webhookMode = Boolean(webUrl?.startsWith('https://'));

  /** getMe once (grammY keeps the answer); gives up after 10 s so that a request is not held. */
  async function initBot(): Promise<void> {
    if (!bot) throw notFound(TELEGRAM_MSG.off);
    if (bot.isInited()) return;
    // grammY types its signal as its polyfill's; it takes any AbortSignal (it checks for addEventListener).
    await bot.init(AbortSignal.timeout(10 * SECOND) as unknown as Parameters<typeof bot.init>[0]);
  }

  const sender = bot
    ? createTelegramSender({ db, api: bot.api, logger, listen: deps.listen, clock, firstRetrySeconds: deps.firstRetrySeconds })
    : undefined;

  const polling =
    bot && !webhookMode
      ? createScheduledJob({
          name: 'telegram-polling',
          db,
          logger,
          // A run lasts as long as the process holds the lease; when it ends (an error) the next look starts it again.
          everyMs: 0,
          retryMs: 15 * SECOND,
          checkEveryMs: deps.polling?.checkEveryMs ?? 30 * SECOND,
          leaseMs: deps.polling?.leaseMs ?? 90 * SECOND,
          async run(signal) {
            const running = bot.start({
              allowed_updates: [...ALLOWED_UPDATES],
              timeout: deps.polling?.timeoutSeconds ?? 30,
            });
            const stop = () =>
              void bot
                .stop()
                .catch((error: unknown) => logger.warn({ err: errorSummary(error) }, 'telegram polling not stopped cleanly'));
            if (signal.aborted) stop();
            else signal.addEventListener('abort', stop, { once: true });
            logger.info({}, 'telegram: this process polls for updates');
            await running;
          },
        })
      : undefined;

  let webhookTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Registers the webhook, trying again with backoff until Telegram takes it (or the server stops). */
  async function registerWebhook(attempt = 1): Promise<void> {
    if (!bot || stopped) return;
    try {
      await bot.api.setWebhook(`${webUrl}/api/telegram/webhook/`, {
        secret_token: webhookSecret,
        allowed_updates: [...ALLOWED_UPDATES],
      });
      logger.info({}, 'telegram webhook registered');
    } catch (error) {
      const retryInSeconds = Math.min(600, 5 * 2 ** (attempt - 1));
      logger.warn({ err: errorSummary(error), retryInSeconds }, 'telegram webhook not registered, will retry');
      webhookTimer = setTimeout(() => void registerWebhook(attempt + 1), retryInSeconds * SECOND);
      webhookTimer.unref();
    }
  }

  /** The webhook's registration (in the background) or the polling job: how updates arrive. */
  function startUpdates(): void {
    if (!bot) return;
    if (webhookMode) void registerWebhook();
    else polling?.start();
  }

  return {
    enabled,
    status: (viewer: Viewer): Promise<TelegramStatus> => linking.status(viewer),
    createLink: (viewer: Viewer): Promise<TelegramLink> => linking.createLink(viewer),
    unlink: (viewer: Viewer): Promise<void> => linking.unlink(viewer),
    /** The account's sessions all ended (a new password): its chat stops acting as it. */
    unlinkForNewPassword: (tx: DbOrTx, userId: number): Promise<void> => linking.unlinkForNewPassword(tx, userId),

    /**
     * Refuses a webhook call without the secret Kerben registered (401) or with another one (403),
     * before its body is read; with the bot off, there is no webhook (404).
     */
    checkWebhookSecret(given: string | string[] | undefined): void {
      if (!webhookSecret) throw notFound(TELEGRAM_MSG.off);
      if (typeof given !== 'string' || given === '') throw unauthorized(TELEGRAM_MSG.secretMissing);
      const expected = Buffer.from(webhookSecret);
      const received = Buffer.from(given);
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw forbidden(TELEGRAM_MSG.secretWrong);
    },

    /** One update from the webhook; what fails is logged (Telegram would only send it again). */
    async handleUpdate(update: Update): Promise<void> {
      if (!bot) throw notFound(TELEGRAM_MSG.off);
      try {
        await initBot();
        await bot.handleUpdate(update);
      } catch (error) {
        logger.error({ err: errorSummary(error), updateId: update.update_id }, 'telegram update failed');
      }
    },

    /** The outbox's sender (tests flush it). */
    sender,
    polling,

    startUpdates,

    /** The outbox's sender, then the updates. */
    async start(): Promise<void> {
      await sender?.start();
      startUpdates();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(webhookTimer);
      await polling?.stop();
      await sender?.stop();
    },
  };
}

export type TelegramService = ReturnType<typeof createTelegramService>;
