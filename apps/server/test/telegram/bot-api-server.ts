import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A Telegram Bot API server on this machine for the tests (and the browser journey): the methods
// Kerben's bot calls, with the Bot API's request and answer shapes and its errors (401 for another
// token, 409 for getUpdates beside a webhook or another getUpdates, 429 with parameters.retry_after,
// 403 from a chat that blocked the bot). grammY reaches it through TELEGRAM_API_ROOT, so the code
// under test is the code that talks to api.telegram.org. The test plays the people in the chats:
// `send(chat, '/start token')` is a message they write, delivered to the webhook when one is set
// (with its secret header) or kept for getUpdates.

export interface ChatPerson {
  id: number;
  first_name: string;
  username?: string;
}

/** What the bot sent (or last edited to) in a chat. */
export interface BotMessage {
  message_id: number;
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: Array<Array<{ text: string; url?: string; callback_data?: string }>> };
  edited?: boolean;
}

interface ApiError {
  error_code: number;
  description: string;
  parameters?: { retry_after?: number };
}

type Update = Record<string, unknown> & { update_id: number };

const UNAUTHORIZED: ApiError = { error_code: 401, description: 'Unauthorized' };

export interface BotApiServer {
  /** TELEGRAM_API_ROOT for the server under test. */
  apiRoot: string;
  token: string;
  username: string;
  /** Every message the bot sent, in order (edits change theirs in place). */
  messages: BotMessage[];
  /** The webhook the bot registered, if any. */
  webhook(): { url: string; secret_token?: string } | undefined;
  /** Each Bot API call made, by method name. */
  calls(method: string): number;
  /** The most getUpdates calls that were waiting at the same moment. */
  maxConcurrentPolls(): number;
  /** A person writes to the bot; answers the webhook's HTTP status when one is set (else 0: kept for getUpdates). */
  send(person: ChatPerson, text: string): Promise<number>;
  /** A person presses an inline button under one of the bot's messages. */
  press(person: ChatPerson, message: BotMessage, callbackData: string): Promise<number>;
  /** Delivers a raw update with this secret header (or none): a forged webhook call. */
  postToWebhook(update: unknown, secret: string | undefined): Promise<number>;
  /** Waits for the bot's next message in the chat that matches (or one already sent after `after`). */
  nextMessage(chatId: number, match?: (message: BotMessage) => boolean, after?: number): Promise<BotMessage>;
  messagesTo(chatId: number): BotMessage[];
  /** The next `times` sendMessage calls answer this error (429 with retry_after, 500...). */
  failSends(error: ApiError, times?: number): void;
  /** The person blocks the bot: every sendMessage to them answers 403. */
  block(chatId: number): void;
  close(): Promise<void>;
}

export const floodError = (retryAfter: number): ApiError => ({
  error_code: 429,
  description: `Too Many Requests: retry after ${retryAfter}`,
  parameters: { retry_after: retryAfter },
});

let nextPersonId = 700_000_000;
/** A Telegram user with a private chat of the same id, as Telegram numbers them. */
export function person(firstName = 'Айгуль', username?: string): ChatPerson {
  nextPersonId += 1;
  return { id: nextPersonId, first_name: firstName, username };
}

/** How a webhook call reaches the server under test: over HTTP, or (a test app) by Fastify's inject. */
export type WebhookCaller = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

const overHttp: WebhookCaller = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', headers, body });
  await res.arrayBuffer();
  return res.status;
};

export async function startBotApiServer(options: { username?: string; callWebhook?: WebhookCaller } = {}): Promise<BotApiServer> {
  const botId = 8_000_000_000 + Math.floor(Math.random() * 1_000_000);
  const token = `${botId}:${randomBytes(24).toString('base64url')}`;
  const username = options.username ?? 'kerben_test_bot';
  const botUser = { id: botId, is_bot: true, first_name: 'Kerben', username };
  const messages: BotMessage[] = [];
  const callCounts = new Map<string, number>();
  const queue: Update[] = [];
  const waitingPolls = new Set<() => void>();
  const blocked = new Set<number>();
  const messageWaiters = new Set<() => void>();
  let failures: { error: ApiError; times: number } | undefined;
  let webhook: { url: string; secret_token?: string } | undefined;
  let updateId = 100;
  let messageId = 1;
  let concurrentPolls = 0;
  let maxConcurrentPolls = 0;
  let currentPoll: { cancel: (error: ApiError) => void } | undefined;

  const now = () => Math.floor(Date.now() / 1000);
  const chatOf = (p: ChatPerson) => ({
    id: p.id,
    type: 'private',
    first_name: p.first_name,
    ...(p.username ? { username: p.username } : {}),
  });
  const userOf = (p: ChatPerson) => ({
    id: p.id,
    is_bot: false,
    first_name: p.first_name,
    language_code: 'ru',
    ...(p.username ? { username: p.username } : {}),
  });
  const messageOf = (m: BotMessage) => ({
    message_id: m.message_id,
    from: botUser,
    chat: { id: m.chat_id, type: 'private' },
    date: now(),
    text: m.text,
    ...(m.reply_markup ? { reply_markup: m.reply_markup } : {}),
  });
  const sentSomething = () => {
    for (const wake of messageWaiters) wake();
  };

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    if (!text) return query;
    if ((req.headers['content-type'] ?? '').includes('application/json')) return { ...query, ...(JSON.parse(text) as object) };
    return { ...query, ...Object.fromEntries(new URLSearchParams(text)) };
  }

  const ok = (res: ServerResponse, result: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, result }));
  };
  const fail = (res: ServerResponse, error: ApiError) => {
    res.writeHead(error.error_code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: false, ...error }));
  };

  /** getUpdates: the pending updates after `offset` (which confirms the earlier ones), waiting up to `timeout` seconds for one. */
  async function getUpdates(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    if (webhook) {
      return fail(res, {
        error_code: 409,
        description:
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      });
    }
    const offset = Number(body.offset ?? 0);
    if (offset > 0) queue.splice(0, queue.filter((update) => update.update_id < offset).length);
    const limit = Number(body.limit ?? 100);
    const timeout = Number(body.timeout ?? 0);
    // Telegram ends an earlier poll when a new one comes (two bot instances): the earlier gets 409.
    currentPoll?.cancel({
      error_code: 409,
      description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
    });
    concurrentPolls += 1;
    maxConcurrentPolls = Math.max(maxConcurrentPolls, concurrentPolls);
    let answered = false;
    const finish = (answer: () => void) => {
      if (answered) return;
      answered = true;
      concurrentPolls -= 1;
      waitingPolls.delete(wake);
      clearTimeout(timer);
      if (currentPoll === poll) currentPoll = undefined;
      answer();
    };
    const wake = () => finish(() => ok(res, queue.slice(0, limit)));
    const poll = { cancel: (error: ApiError) => finish(() => fail(res, error)) };
    currentPoll = poll;
    const timer = setTimeout(wake, timeout * 1000);
    req.socket.once('close', () => finish(() => {}));
    if (queue.length > 0 || timeout === 0) return wake();
    waitingPolls.add(wake);
  }

  function sendMessage(res: ServerResponse, body: Record<string, unknown>) {
    const chatId = Number(body.chat_id);
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return fail(res, failures.error);
    }
    if (blocked.has(chatId)) return fail(res, { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    if (typeof body.text !== 'string' || body.text === '')
      return fail(res, { error_code: 400, description: 'Bad Request: message text is empty' });
    if (body.text.length > 4096) return fail(res, { error_code: 400, description: 'Bad Request: message is too long' });
    const markup = typeof body.reply_markup === 'string' ? JSON.parse(body.reply_markup) : body.reply_markup;
    const message: BotMessage = {
      message_id: messageId++,
      chat_id: chatId,
      text: body.text,
      reply_markup: markup as BotMessage['reply_markup'],
    };
    messages.push(message);
    sentSomething();
    ok(res, messageOf(message));
  }

  function editMessageText(res: ServerResponse, body: Record<string, unknown>) {
    const message = messages.find((m) => m.chat_id === Number(body.chat_id) && m.message_id === Number(body.message_id));
    if (!message) return fail(res, { error_code: 400, description: 'Bad Request: message to edit not found' });
    if (message.text === body.text && !body.reply_markup) {
      return fail(res, { error_code: 400, description: 'Bad Request: message is not modified' });
    }
    message.text = String(body.text);
    message.reply_markup = body.reply_markup as BotMessage['reply_markup'];
    message.edited = true;
    sentSomething();
    ok(res, messageOf(message));
  }

  const server = createServer((req, res) => {
    void (async () => {
      // The browser journey's control (its test runs in another process): a person writes, and
      // what the bot sent to a chat.
      const control = new URL(req.url ?? '/', 'http://x');
      if (control.pathname === '/test/send') {
        const body = await readBody(req);
        const status = await deliverText(body.person as ChatPerson, String(body.text));
        return ok(res, { status });
      }
      if (control.pathname === '/test/messages') {
        return ok(
          res,
          messages.filter((m) => m.chat_id === Number(control.searchParams.get('chat_id'))),
        );
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
      if (!match) return fail(res, { error_code: 404, description: 'Not Found' });
      const [, givenToken, method = ''] = match;
      if (givenToken !== token) return fail(res, UNAUTHORIZED);
      callCounts.set(method, (callCounts.get(method) ?? 0) + 1);
      const body = await readBody(req);
      switch (method) {
        case 'getMe':
          return ok(res, {
            ...botUser,
            can_join_groups: true,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          });
        case 'getUpdates':
          return getUpdates(req, res, body);
        case 'setWebhook':
          webhook = body.url
            ? { url: String(body.url), secret_token: body.secret_token ? String(body.secret_token) : undefined }
            : undefined;
          return ok(res, true);
        case 'deleteWebhook':
          webhook = undefined;
          return ok(res, true);
        case 'getWebhookInfo':
          return ok(res, { url: webhook?.url ?? '', has_custom_certificate: false, pending_update_count: queue.length });
        case 'sendMessage':
          return sendMessage(res, body);
        case 'editMessageText':
          return editMessageText(res, body);
        case 'answerCallbackQuery':
        case 'setMyCommands':
          return ok(res, true);
        default:
          return fail(res, { error_code: 404, description: 'Not Found' });
      }
    })().catch((error: unknown) => fail(res, { error_code: 500, description: `Internal Server Error: ${String(error)}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function postToWebhook(update: unknown, secret: string | undefined): Promise<number> {
    if (!webhook) throw new Error('no webhook is set');
    const headers = { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) };
    return (options.callWebhook ?? overHttp)(webhook.url, JSON.stringify(update), headers);
  }

  async function deliver(update: Update): Promise<number> {
    if (webhook) return postToWebhook(update, webhook.secret_token);
    queue.push(update);
    for (const wake of waitingPolls) wake();
    return 0;
  }

  function deliverText(p: ChatPerson, text: string): Promise<number> {
    const command = /^\/\w+/.exec(text)?.[0];
    return deliver({
      update_id: ++updateId,
      message: {
        message_id: messageId++,
        from: userOf(p),
        chat: chatOf(p),
        date: now(),
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    });
  }

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token,
    username,
    messages,
    webhook: () => webhook,
    calls: (method) => callCounts.get(method) ?? 0,
    maxConcurrentPolls: () => maxConcurrentPolls,
    send: deliverText,
    press(p, message, callbackData) {
      return deliver({
        update_id: ++updateId,
        callback_query: {
          id: String(++updateId),
          from: userOf(p),
          chat_instance: String(p.id),
          message: messageOf(message),
          data: callbackData,
        },
      });
    },
    postToWebhook,
    messagesTo: (chatId) => messages.filter((m) => m.chat_id === chatId),
    nextMessage(chatId, match = () => true, after = 0) {
      const found = () => messages.find((m) => m.chat_id === chatId && m.message_id > after && match(m));
      return new Promise((resolve) => {
        const check = () => {
          const message = found();
          if (!message) return;
          messageWaiters.delete(check);
          resolve(message);
        };
        messageWaiters.add(check);
        check();
      });
    },
    failSends(error, times = 1) {
      failures = { error, times };
    },
    block: (chatId) => blocked.add(chatId),
    async close() {
      for (const wake of waitingPolls) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
