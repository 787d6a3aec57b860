import { TELEGRAM_BOT, TELEGRAM_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deepLinkToken, linkTelegram, useTelegramApp } from '../../../test/fixtures/telegram';
import { bearer, lastCodeFor, makeCustomer, TEST_PASSWORD, useTestApp } from '../../../test/helpers';
import { person } from '../../../test/telegram/bot-api-server';
import { telegramChats, telegramLinkTokens } from '../../db/schema';

// Linking a chat: the deep link from the settings, /start in the bot (through the webhook, as
// Telegram calls it), a confirmed move between accounts, /stop and «Отключить».

let now = new Date();
const { t, actors: a, inject, bot } = useTelegramApp({ clock: () => now });

const status = async (actor: { headers: Record<string, string> }) =>
  (await inject('GET', '/api/telegram/link/', actor)).json<{
    enabled: boolean;
    linked: boolean;
    chat_name: string | null;
    unlinked: { reason: string } | null;
  }>();

describe('the deep link', () => {
  it('registers the webhook at start with the secret, and answers a link to the bot valid 15 minutes', async () => {
    expect(bot.webhook()).toEqual({
      url: 'https://kerben.test/api/telegram/webhook/',
      secret_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const res = await inject('POST', '/api/telegram/link/', a.customerA);
    expect(res.statusCode).toBe(201);
    const link = res.json<{ url: string; expires_at: string }>();
    expect(link.url).toMatch(/^https:\/\/t\.me\/kerben_test_bot\?start=[\w-]{32}$/);
    expect(new Date(link.expires_at).getTime() - now.getTime()).toBe(15 * 60_000);
    // Only the token's hash is kept.
    const token = link.url.split('start=')[1] as string;
    const rows = await t.services.db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.userId, a.customerA.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is refused without a session', async () => {
    expect((await inject('POST', '/api/telegram/link/', a.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', '/api/telegram/link/', a.anonymous)).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/telegram/link/', a.anonymous)).statusCode).toBe(401);
  });
});

describe('/start with the token', () => {
  it('links the chat to the account and says so in Russian; the settings show it', async () => {
    const aigul = person('Айгуль', 'aigul_kg');
    const reply = await linkTelegram(t, bot, a.customerA, aigul);
    expect(reply.text).toBe(TELEGRAM_BOT.linked({ code: a.customerA.user.clientCode, name: 'Айгуль Тестова' }));
    expect(await status(a.customerA)).toMatchObject({ enabled: true, linked: true, chat_name: '@aigul_kg', unlinked: null });
  });

  it('refuses a token used once, from another chat too', async () => {
    const token = await deepLinkToken(t, a.customerB);
    const first = person();
    await bot.send(first, `/start ${token}`);
    const stranger = person();
    await bot.send(stranger, `/start ${token}`);
    expect((await bot.nextMessage(stranger.id)).text).toBe(TELEGRAM_BOT.linkUsed);
    const [row] = await t.services.db.select().from(telegramChats).where(eq(telegramChats.userId, a.customerB.user.id));
    expect(row?.chatId).toBe(first.id);
  });

  it('refuses a token past its 15 minutes, and one nobody issued', async () => {
    const token = await deepLinkToken(t, a.operator);
    const chat = person();
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    try {
      await bot.send(chat, `/start ${token}`);
    } finally {
      now = new Date();
    }
    expect((await bot.nextMessage(chat.id)).text).toBe(TELEGRAM_BOT.linkExpired);
    await bot.send(chat, '/start notatokenanyonegave');
    expect(bot.messagesTo(chat.id).at(-1)?.text).toBe(TELEGRAM_BOT.linkUnknown);
    expect((await status(a.operator)).linked).toBe(false);
  });

  it('only the newest link of an account works', async () => {
    const older = await deepLinkToken(t, a.admin);
    await deepLinkToken(t, a.admin);
    const chat = person();
    await bot.send(chat, `/start ${older}`);
    expect(bot.messagesTo(chat.id).at(-1)?.text).toBe(TELEGRAM_BOT.linkUnknown);
  });

  it('welcomes a chat that comes without a token, with the way to link it', async () => {
    const chat = person();
    await bot.send(chat, '/start');
    expect(bot.messagesTo(chat.id).at(-1)?.text).toBe(
      TELEGRAM_BOT.welcome('https://kerben.test/user/settings?tab=notifications'),
    );
  });
});

describe('a chat already linked to another account', () => {
  it('moves only after the user confirms with the button, and the question cannot be answered twice', async () => {
    const { customerA: first } = a;
    const other = await makeCustomer(t);
    const chat = person('Бакыт');
    await linkTelegram(t, bot, first, chat);
    // A second link of the other account opened in the same chat: a question, nothing moved yet.
    const token = await deepLinkToken(t, other);
    await bot.send(chat, `/start ${token}`);
    const question = bot.messagesTo(chat.id).at(-1);
    expect(question?.text).toContain(`#${first.user.clientCode}`);
    expect(question?.text).toContain(`#${other.user.clientCode}`);
    expect(question?.reply_markup?.inline_keyboard.flat().map((button) => button.text)).toEqual([
      TELEGRAM_BOT.moveYes,
      TELEGRAM_BOT.moveNo,
    ]);
    expect((await status(first)).linked).toBe(true);
    expect((await status(other)).linked).toBe(false);

    // Someone else pressing the button (another chat) changes nothing.
    const yes = question?.reply_markup?.inline_keyboard[0]?.[0]?.callback_data as string;
    const intruder = person();
    if (question) await bot.press(intruder, { ...question, chat_id: intruder.id }, yes);
    expect((await status(other)).linked).toBe(false);

    if (question) await bot.press(chat, question, yes);
    expect(bot.messagesTo(chat.id).find((m) => m.message_id === question?.message_id)?.text).toBe(
      TELEGRAM_BOT.moved({ code: other.user.clientCode, name: 'Айгуль Тестова' }),
    );
    expect(await status(other)).toMatchObject({ linked: true });
    expect(await status(first)).toMatchObject({ linked: false, unlinked: { reason: 'moved' } });

    // The same answer again: outdated.
    if (question) await bot.press(chat, question, yes);
    expect(bot.messagesTo(chat.id).find((m) => m.message_id === question?.message_id)?.text).toBe(TELEGRAM_BOT.choiceOutdated);
  });

  it('stays where it was when the user says no', async () => {
    const [one, two] = [await makeCustomer(t), await makeCustomer(t)];
    const chat = person();
    await linkTelegram(t, bot, one, chat);
    await bot.send(chat, `/start ${await deepLinkToken(t, two)}`);
    const question = bot.messagesTo(chat.id).at(-1);
    const no = question?.reply_markup?.inline_keyboard[1]?.[0]?.callback_data as string;
    if (question) await bot.press(chat, question, no);
    expect(bot.messagesTo(chat.id).find((m) => m.message_id === question?.message_id)?.text).toBe(TELEGRAM_BOT.kept);
    expect((await status(one)).linked).toBe(true);
    expect((await status(two)).linked).toBe(false);
  });

  it('one chat per account: linking another chat replaces the first', async () => {
    const owner = await makeCustomer(t);
    const [phone, laptop] = [person(), person()];
    await linkTelegram(t, bot, owner, phone);
    await linkTelegram(t, bot, owner, laptop);
    const rows = await t.services.db.select().from(telegramChats).where(eq(telegramChats.userId, owner.user.id));
    expect(rows.map((row) => row.chatId)).toEqual([laptop.id]);
    await bot.send(phone, '/parcels');
    expect(bot.messagesTo(phone.id).at(-1)?.text).toBe(
      TELEGRAM_BOT.notLinked('https://kerben.test/user/settings?tab=notifications'),
    );
  });
});

describe('unlinking', () => {
  it('/stop in the bot, and «Отключить» in the settings', async () => {
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    await bot.send(chat, '/stop');
    expect(bot.messagesTo(chat.id).at(-1)?.text).toBe(TELEGRAM_BOT.stopped);
    expect(await status(owner)).toMatchObject({ linked: false, unlinked: { reason: 'stop' } });

    await linkTelegram(t, bot, owner, chat);
    expect((await inject('DELETE', '/api/telegram/link/', owner)).statusCode).toBe(204);
    expect(await status(owner)).toMatchObject({ linked: false, unlinked: { reason: 'settings' } });
    // Again: nothing to unlink, the same answer.
    expect((await inject('DELETE', '/api/telegram/link/', owner)).statusCode).toBe(204);
  });

  it('a new password (changed, or reset by the mailed code) unlinks the chat with the sessions', async () => {
    // Someone who had the account for a while linked their chat: it must not keep reading the
    // parcels and the handover code once the owner takes the account back.
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    const changed = await inject('POST', '/api/users/change_password/', owner, {
      old_password: TEST_PASSWORD,
      new_password: 'Another-pass-2',
      confirm_new_password: 'Another-pass-2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signedIn = { ...owner, headers: bearer(changed.json<{ access: string }>().access) };
    expect(await status(signedIn)).toMatchObject({ linked: false, unlinked: { reason: 'password' } });
    await bot.send(chat, '/balance');
    await bot.nextMessage(
      chat.id,
      (m) => m.text === TELEGRAM_BOT.notLinked('https://kerben.test/user/settings?tab=notifications'),
    );

    await linkTelegram(t, bot, signedIn, chat);
    expect(
      (await inject('POST', '/api/users/forgot_pass_send_activation_code/', a.anonymous, { email: owner.email })).statusCode,
    ).toBe(200);
    const reset = await inject('POST', '/api/users/forgot_pass_complete/', a.anonymous, {
      email: owner.email,
      code: await lastCodeFor(t, owner.email),
      password: 'Third-pass-3',
      password2: 'Third-pass-3',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const row = (await t.services.db.select().from(telegramChats).where(eq(telegramChats.userId, owner.user.id)))[0];
    expect(row).toMatchObject({ chatId: null, unlinkedReason: 'password' });
  });
});

describe('the webhook', () => {
  it('refuses a call without the secret (401) or with another (403), and processes nothing', async () => {
    const chat = person();
    const token = await deepLinkToken(t, a.customerB);
    const update = {
      update_id: 999_001,
      message: {
        message_id: 1,
        date: 1,
        chat: { id: chat.id, type: 'private', first_name: 'X' },
        from: { id: chat.id, is_bot: false, first_name: 'X' },
        text: `/start ${token}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const before = await t.services.db.select().from(telegramChats).where(eq(telegramChats.userId, a.customerB.user.id));
    expect(await bot.postToWebhook(update, undefined)).toBe(401);
    expect(await bot.postToWebhook(update, 'a-wrong-secret-of-the-right-length-0123456789')).toBe(403);
    expect(await bot.postToWebhook(update, 'short')).toBe(403);
    // Refused before the body is read: a malformed body without the secret is a 401 too.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook/',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: TELEGRAM_MSG.secretMissing });
    expect(bot.messagesTo(chat.id)).toEqual([]);
    expect(await t.services.db.select().from(telegramChats).where(eq(telegramChats.userId, a.customerB.user.id))).toEqual(before);
    // With the secret Telegram was given, the same update links the chat.
    expect(await bot.postToWebhook(update, bot.webhook()?.secret_token)).toBe(200);
    expect((await status(a.customerB)).linked).toBe(true);
  });

  it('answers 400 for a body that is not an update, with the secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook/',
      payload: { hello: 'world' },
      headers: { 'x-telegram-bot-api-secret-token': bot.webhook()?.secret_token as string },
    });
    expect(res.statusCode).toBe(400);
  });

  it('never writes the bot token to the log', () => {
    expect(t.logs()).not.toContain(bot.token);
  });
});

describe('Telegram switched off (no TELEGRAM_BOT_TOKEN)', () => {
  const off = useTestApp({ actors: true });
  it('hides the feature and its routes do nothing', async () => {
    const res = await off.inject('GET', '/api/telegram/link/', off.actors.customerA);
    expect(res.json()).toEqual({ enabled: false, linked: false, chat_name: null, linked_at: null, unlinked: null });
    expect((await off.inject('POST', '/api/telegram/link/', off.actors.customerA)).statusCode).toBe(404);
    expect((await off.inject('DELETE', '/api/telegram/link/', off.actors.customerA)).statusCode).toBe(404);
    const hook = await off.t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook/',
      payload: { update_id: 1 },
      headers: { 'x-telegram-bot-api-secret-token': 'anything-anything-anything' },
    });
    expect(hook.statusCode).toBe(404);
  });
});
