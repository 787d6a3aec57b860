import { type Balance, PARCEL_MSG, TELEGRAM_BOT, telegramBalanceText, withLanguage } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../../test/fixtures/parcels';
import { linkTelegram, useTelegramApp } from '../../../test/fixtures/telegram';
import { makeCustomer } from '../../../test/helpers';
import { person } from '../../../test/telegram/bot-api-server';

// The bot's commands: a linked chat acts as its account; /track answers anyone the public part.

const { t, actors: a, inject, bot } = useTelegramApp();

const lastTo = (chat: { id: number }) => bot.messagesTo(chat.id).at(-1);

describe('/parcels', () => {
  it('lists the account’s parcels not handed over yet, with status, storage days and a button each', async () => {
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    const waiting = await makeParcel(t, a.admin, owner, { name: 'Пальто', track_number: 'TG-PARCELS-1' });
    const handed = await makeParcel(t, a.admin, owner, { name: 'Выданная' });
    await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: [handed.id], status: 7 });
    await makeParcel(t, a.admin, a.customerB, { name: 'Чужая' });

    await bot.send(chat, '/parcels');
    const reply = lastTo(chat);
    expect(reply?.text).toContain('📦 Пальто (TG-PARCELS-1)');
    expect(reply?.text).toContain('Статус: Получен, готов к отправке, склад Чикаго');
    expect(reply?.text).toMatch(/На хранении 1 дн\., бесплатно до \d\d\.\d\d\.\d{4}/);
    expect(reply?.text).not.toContain('Выданная');
    expect(reply?.text).not.toContain('Чужая');
    expect(reply?.reply_markup?.inline_keyboard).toEqual([
      [{ text: `${TELEGRAM_BOT.openParcel}: Пальто`, url: `https://kerben.test/user?parcel=${waiting.id}` }],
    ]);
  });

  it('says so when there is nothing on the way, and asks an unlinked chat to link first', async () => {
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    await bot.send(chat, '/parcels');
    expect(lastTo(chat)?.text).toBe(TELEGRAM_BOT.parcelsNone);
    const stranger = person();
    await bot.send(stranger, '/parcels');
    expect(lastTo(stranger)?.text).toBe(TELEGRAM_BOT.notLinked('https://kerben.test/user/settings?tab=notifications'));
  });
});

describe('/track', () => {
  it('answers only the public part for another customer’s parcel: no name, client, price or address', async () => {
    const parcel = await makeParcel(t, a.admin, a.customerB, {
      name: 'Секретный подарок',
      track_number: 'TG-TRACK-77',
      price: 123,
    });
    const chat = person();
    await linkTelegram(t, bot, a.customerA, chat);
    await bot.send(chat, '/track tg track 77');
    const text = lastTo(chat)?.text ?? '';
    expect(text).toContain('Трек-номер TG-TRACK-77');
    expect(text).toContain('Статус: Получен, готов к отправке');
    expect(text).toContain('Склад: Чикаго');
    expect(text).toContain('Маршрут: США (Чикаго) → Кыргызстан');
    for (const secret of ['Секретный подарок', a.customerB.user.clientCode, '123', 'Тестова']) {
      expect(text).not.toContain(secret);
    }
    // The id as a number of its own (the timeline's times hold digits too).
    expect(text).not.toMatch(new RegExp(`(?<![\\d.:])${parcel.id}(?![\\d.:])`));
  });

  it('tells how to use it without a number, and what the site says for an unknown one', async () => {
    const chat = person();
    await bot.send(chat, '/track');
    expect(lastTo(chat)?.text).toBe(TELEGRAM_BOT.trackUsage);
    await bot.send(chat, '/track NO-SUCH-NUMBER');
    expect(lastTo(chat)?.text).toBe(PARCEL_MSG.trackNotFound);
  });
});

describe('/help, /balance and anything else', () => {
  it('lists the commands, also for anything else written', async () => {
    const chat = person();
    await bot.send(chat, '/help');
    expect(lastTo(chat)?.text).toBe(TELEGRAM_BOT.help(false));
    await bot.send(chat, 'привет');
    expect(lastTo(chat)?.text).toBe(TELEGRAM_BOT.help(false));
  });

  it('/balance says what the account’s balance says: nothing owed, then the delivery of a received parcel', async () => {
    const owner = await makeCustomer(t);
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    await bot.send(chat, '/balance');
    expect(lastTo(chat)?.text).toBe('Баланс: $0.00\nК оплате: ничего');
    await makeParcel(t, a.admin, owner, { weight: 3 });
    await bot.send(chat, '/balance');
    const balance = (await inject('GET', '/api/billing/balance/', owner)).json<Balance>();
    expect(balance.open.amount).toBeGreaterThan(0);
    expect(lastTo(chat)?.text).toBe(telegramBalanceText(balance));
    expect(lastTo(chat)?.text).toMatch(/^Долг: \$\d+\.\d\d\nК оплате: \$/);
  });

  it('answers nothing in a group chat', async () => {
    const member = person();
    const before = bot.messages.length;
    const status = await bot.postToWebhook(
      {
        update_id: 555_001,
        message: {
          message_id: 5,
          date: 1,
          chat: { id: -100123, type: 'supergroup', title: 'Семья' },
          from: { id: member.id, is_bot: false, first_name: 'X' },
          text: '/parcels',
          entities: [{ type: 'bot_command', offset: 0, length: 8 }],
        },
      },
      bot.webhook()?.secret_token,
    );
    expect(status).toBe(200);
    expect(bot.messages.length).toBe(before);
  });
});

describe("the bot's language", () => {
  it("answers a linked chat in its account's language, an unlinked one in its Telegram language, else Russian", async () => {
    const owner = await makeCustomer(t);
    await inject('PATCH', '/api/users/profile/', owner, { language: 'ky' });
    const chat = person();
    await linkTelegram(t, bot, owner, chat);
    await bot.send(chat, '/parcels');
    expect(lastTo(chat)?.text).toBe(withLanguage('ky', () => TELEGRAM_BOT.parcelsNone));
    expect(lastTo(chat)?.text).not.toBe(TELEGRAM_BOT.parcelsNone);
    await bot.send(chat, '/help');
    expect(lastTo(chat)?.text).toBe(withLanguage('ky', () => TELEGRAM_BOT.help(true)));
  });
});
