import { Writable } from 'node:stream';
import { TELEGRAM_BOT, TELEGRAM_MSG } from '@kerben/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeParcel } from '../../../test/fixtures/parcels';
import { linkTelegram, useTelegramApp } from '../../../test/fixtures/telegram';
import { type Actor, makeCustomer } from '../../../test/helpers';
import { floodError, person } from '../../../test/telegram/bot-api-server';
import { buildApp, type KerbenApp } from '../../app';
import { mailOutbox, notifications, telegramOutbox } from '../../db/schema';

// What is mailed today also goes to Telegram, by each customer's choice, through the Telegram
// outbox: exactly once with two processes, waiting as long as a 429 says, unlinking on a 403.

const { t, actors: a, inject, bot } = useTelegramApp();

const sender = () => {
  const found = t.services.telegram.sender;
  if (!found) throw new Error('telegram is off');
  return found;
};
const outboxOf = (userId: number) => t.services.db.select().from(telegramOutbox).where(eq(telegramOutbox.userId, userId));
/** Messages queued earlier are due now (a retry's wait is what a test moves past, not one it sleeps through). */
const dueNow = () => t.services.db.update(telegramOutbox).set({ nextAttemptAt: sql`now()` });

async function linkedCustomer(): Promise<{ owner: Actor; chat: ReturnType<typeof person> }> {
  const owner = await makeCustomer(t);
  const chat = person();
  await linkTelegram(t, bot, owner, chat);
  return { owner, chat };
}

beforeEach(async () => {
  // What earlier tests left queued is not this test's to send.
  await t.services.db.update(telegramOutbox).set({ discardedAt: sql`now()` }).where(sql`${telegramOutbox.sentAt} is null`);
});

describe('parcel news in Telegram', () => {
  it('a received parcel and its status change reach the chat, with a button that opens the parcel', async () => {
    const { owner, chat } = await linkedCustomer();
    const parcel = await makeParcel(t, a.admin, owner, { name: 'Кроссовки', track_number: 'TG-RECEIVED-1' });
    expect(await sender().flush()).toBe(1);
    const received = bot.messagesTo(chat.id).at(-1);
    expect(received?.text).toContain('Кроссовки');
    expect(received?.text).toContain('TG-RECEIVED-1');
    expect(received?.reply_markup?.inline_keyboard).toEqual([
      [{ text: TELEGRAM_BOT.openParcel, url: `https://kerben.test/user?parcel=${parcel.id}` }],
    ]);
    const moved = await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: [parcel.id], status: 5 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sender().flush()).toBe(1);
    expect(bot.messagesTo(chat.id).at(-1)?.text).toContain('Ваша посылка в пути');
    expect(await sender().flush()).toBe(0);
    // Sent texts are not kept (a handover code may be in one).
    expect((await outboxOf(owner.user.id)).map((row) => [row.text, row.sentAt !== null])).toEqual([
      ['', true],
      ['', true],
    ]);
  });

  it('a customer without a linked chat gets nothing queued', async () => {
    const owner = await makeCustomer(t);
    await makeParcel(t, a.admin, owner);
    expect(await outboxOf(owner.user.id)).toEqual([]);
  });

  it('never sends a sign-in, reset or activation code to Telegram', async () => {
    const { owner } = await linkedCustomer();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot_pass_send_activation_code/',
      payload: { email: owner.email },
    });
    expect(reset.statusCode).toBe(200);
    const mailed = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mailed.length).toBeGreaterThan(0);
    expect(await outboxOf(owner.user.id)).toEqual([]);
  });

  it('a broadcast from «Уведомления» goes to every linked chat', async () => {
    const [one, two] = [await linkedCustomer(), await linkedCustomer()];
    const res = await inject('POST', '/api/notifications/create_notification/', a.admin, {
      title: 'Склад закрыт 1 мая',
      description: 'Выдачи не будет',
    });
    expect(res.statusCode, res.body).toBe(201);
    await sender().flush();
    for (const { chat } of [one, two]) {
      expect(bot.messagesTo(chat.id).at(-1)?.text).toBe('Склад закрыт 1 мая\n\nВыдачи не будет');
    }
  });
});

describe('the channels a customer chooses', () => {
  it('defaults to all three; each one off stops that channel only', async () => {
    const { owner, chat } = await linkedCustomer();
    expect((await inject('GET', '/api/notifications/channels/', owner)).json()).toEqual({
      app: true,
      email: true,
      telegram: true,
    });

    const off = await inject('PATCH', '/api/notifications/channels/', owner, { telegram: false, email: false });
    expect(off.json()).toEqual({ app: true, email: false, telegram: false });
    await t.services.db.delete(mailOutbox).where(eq(mailOutbox.to, owner.email));
    await makeParcel(t, a.admin, owner);
    expect(await outboxOf(owner.user.id)).toEqual([]);
    expect(await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).toEqual([]);
    expect(await t.services.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toHaveLength(1);

    await inject('PATCH', '/api/notifications/channels/', owner, { telegram: true, app: false });
    await makeParcel(t, a.admin, owner);
    expect(await sender().flush()).toBe(1);
    expect(bot.messagesTo(chat.id)).toHaveLength(2);
    expect(await t.services.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toHaveLength(1);
  });

  it('answers 400 with a Russian message for a value that is not yes or no, and 401 without a session', async () => {
    const res = await inject('PATCH', '/api/notifications/channels/', a.customerA, { telegram: 'может быть' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ telegram: [TELEGRAM_MSG.channelInvalid] });
    expect((await inject('PATCH', '/api/notifications/channels/', a.anonymous, { app: true })).statusCode).toBe(401);
  });
});

describe('Telegram refusing', () => {
  it('429: waits the retry_after Telegram names, the rest of the batch too, then sends each message once', async () => {
    const { owner, chat } = await linkedCustomer();
    await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, owner);
    const calls = bot.calls('sendMessage');
    bot.failSends(floodError(7));
    const asked = Date.now();
    expect(await sender().flush()).toBe(0);
    expect(bot.calls('sendMessage')).toBe(calls + 1);
    const waiting = await outboxOf(owner.user.id);
    expect(waiting.every((row) => row.sentAt === null && row.attempts === 0)).toBe(true);
    for (const row of waiting) {
      const wait = row.nextAttemptAt.getTime() - asked;
      expect(wait).toBeGreaterThan(6000);
      expect(wait).toBeLessThan(9000);
    }
    expect(waiting.find((row) => row.lastError)?.lastError).toMatch(/Too Many Requests: retry after 7/);
    // Not due yet: nothing is sent.
    expect(await sender().flush()).toBe(0);
    await dueNow();
    expect(await sender().flush()).toBe(2);
    expect(bot.messagesTo(chat.id).filter((m) => m.text.includes('на складе'))).toHaveLength(2);
  });

  it('403 (the bot blocked): the chat is unlinked, its messages dropped, and the settings say so', async () => {
    const { owner, chat } = await linkedCustomer();
    bot.block(chat.id);
    await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, owner);
    expect(await sender().flush()).toBe(0);
    const status = (await inject('GET', '/api/telegram/link/', owner)).json<{ linked: boolean; unlinked: { reason: string } }>();
    expect(status).toMatchObject({ linked: false, unlinked: { reason: 'blocked' } });
    const rows = await outboxOf(owner.user.id);
    expect(rows.every((row) => row.discardedAt !== null && row.sentAt === null && row.text === '')).toBe(true);
    // Later news is not queued for a chat that is gone.
    await makeParcel(t, a.admin, owner);
    expect(await outboxOf(owner.user.id)).toHaveLength(2);
  });

  it('a network failure or a 500 is retried with backoff', async () => {
    const { owner, chat } = await linkedCustomer();
    await makeParcel(t, a.admin, owner);
    bot.failSends({ error_code: 500, description: 'Internal Server Error' });
    expect(await sender().flush()).toBe(0);
    const [row] = await outboxOf(owner.user.id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, discardedAt: null });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    await dueNow();
    expect(await sender().flush()).toBe(1);
    expect(bot.messagesTo(chat.id).filter((m) => m.text.includes('на складе'))).toHaveLength(1);
  });

  it('a message not delivered in its retry window is discarded and its text cleared (a handover code may be in it)', async () => {
    const { owner } = await linkedCustomer();
    await makeParcel(t, a.admin, owner);
    bot.failSends({ error_code: 500, description: 'Internal Server Error' });
    expect(await sender().flush()).toBe(0);
    await t.services.db
      .update(telegramOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'`, nextAttemptAt: sql`now()` })
      .where(eq(telegramOutbox.userId, owner.user.id));
    expect(await sender().flush()).toBe(0);
    const [row] = await outboxOf(owner.user.id);
    expect(row).toMatchObject({ text: '', sentAt: null, lastError: expect.stringContaining('Internal Server Error') });
    expect(row?.discardedAt).not.toBeNull();
  });
});

describe('two server processes on one database', () => {
  let second: KerbenApp;
  beforeAll(async () => {
    // Its log is not this file's to read.
    second = await buildApp(t.config, {
      database: t.database,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await t.services.telegram.sender?.stop();
  });

  it('send each status change to the chat exactly once', async () => {
    const { owner, chat } = await linkedCustomer();
    const parcels = [];
    for (let i = 0; i < 6; i += 1) parcels.push(await makeParcel(t, a.admin, owner, { name: `Коробка ${i}` }));
    await dueNow();
    // Both senders listen and wake on the commit; both are also flushed at once.
    await Promise.all([t.services.telegram.sender?.start(), second.services.telegram.sender?.start()]);
    await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: parcels.map((p) => p.id), status: 5 });
    await Promise.all([sender().flush(), second.services.telegram.sender?.flush(), sender().flush()]);
    await vi.waitFor(async () => {
      const rows = await t.services.db
        .select()
        .from(telegramOutbox)
        .where(and(eq(telegramOutbox.userId, owner.user.id), sql`${telegramOutbox.sentAt} is null`));
      expect(rows).toEqual([]);
    });
    const texts = bot
      .messagesTo(chat.id)
      .map((m) => m.text)
      .filter((text) => !text.startsWith('Готово'));
    for (let i = 0; i < 6; i += 1) {
      expect(texts.filter((text) => text.includes(`«Коробка ${i}»`) && text.includes('на складе'))).toHaveLength(1);
      expect(texts.filter((text) => text.includes(`«Коробка ${i}»`) && text.includes('в пути'))).toHaveLength(1);
    }
    expect(texts).toHaveLength(12);
  });
});
