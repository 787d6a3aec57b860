import { Writable } from 'node:stream';
import { TELEGRAM_BOT } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTelegram, useBotApi } from '../../../test/fixtures/telegram';
import { makeCustomer, type TestApp, useTestApp } from '../../../test/helpers';
import { person } from '../../../test/telegram/bot-api-server';
import { buildApp, type KerbenApp } from '../../app';
import { scheduledJobs } from '../../db/schema';

// Without a public https address the server asks Telegram for updates (long polling), and of
// several processes only the one holding the 'telegram-polling' lease does: Telegram would end one
// of two pollers with a 409, and an update would be answered twice or lost.

const POLLING = { timeoutSeconds: 1, checkEveryMs: 50, leaseMs: 3000 };
let app: TestApp | undefined;
const { bot, env } = useBotApi(() => app);
const { t } = useTestApp({ env, telegram: { polling: POLLING } });
let second: KerbenApp;

beforeAll(async () => {
  app = t;
  second = await buildApp(t.config, {
    database: t.database,
    telegram: { polling: POLLING },
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  await second.app.ready();
  t.services.telegram.startUpdates();
  second.services.telegram.startUpdates();
});
afterAll(async () => {
  await second?.app.close();
});

describe('long polling with two processes', () => {
  it('one process polls at a time; every update is answered once', async () => {
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    for (let i = 0; i < 3; i += 1) {
      const before = bot.messagesTo(chat.id).length;
      await bot.send(chat, '/help');
      await bot.nextMessage(chat.id, (m) => m.text === TELEGRAM_BOT.help(true), bot.messagesTo(chat.id).at(-1)?.message_id);
      expect(bot.messagesTo(chat.id)).toHaveLength(before + 1);
    }
    expect(bot.maxConcurrentPolls()).toBe(1);
    expect(bot.calls('deleteWebhook')).toBeGreaterThan(0);
    const [lease] = await t.services.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'telegram-polling'));
    expect(lease?.claimedBy).toBeTruthy();
  });

  it('when the polling process stops, the other takes over', async () => {
    // A look at the job from a process tells whether that process is the one polling. The lease
    // may pass between the two at the end of a poll (never both at once: maxConcurrentPolls), so
    // whichever is stopped, the one left must answer.
    const holder = (await t.services.telegram.polling?.tick()) === 'running here' ? t : second;
    const other = holder === t ? second : t;
    await holder.services.telegram.stop();
    const chat = person();
    await bot.send(chat, '/help');
    const answer = await bot.nextMessage(chat.id);
    expect(answer.text).toBe(TELEGRAM_BOT.help(false));
    expect(await other.services.telegram.polling?.tick()).toBe('running here');
    expect(bot.maxConcurrentPolls()).toBe(1);
  });
});
