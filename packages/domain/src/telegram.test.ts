import { describe, expect, it } from 'vitest';
import { TELEGRAM_TEXT_MAX, telegramBalanceText, telegramNoticeText, telegramTrackingText } from './telegram';

describe('what the bot says', () => {
  it('a notice is its title, then its text, cut to what Telegram takes', () => {
    expect(telegramNoticeText({ title: 'Посылка на складе', description: 'Получена в Чикаго' })).toBe(
      'Посылка на складе\n\nПолучена в Чикаго',
    );
    expect(telegramNoticeText({ title: 'Только заголовок', description: '' })).toBe('Только заголовок');
    const long = telegramNoticeText({ title: 'Т', description: 'я'.repeat(5000) });
    expect(long).toHaveLength(TELEGRAM_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('the balance: a debt, what is owed in dollars and som, each parcel at the pickup point, the handover code', () => {
    const text = telegramBalanceText({
      balance: { amount: -864, currency: 'USD' },
      open: { amount: 864, currency: 'USD' },
      open_kgs: { amount: 75_557, currency: 'KGS' },
      usd_kgs: '87.45',
      handover_code: '123456',
      handover_locked_until: null,
      online_payment: false,
      pickup: [
        {
          parcel: { id: 1, name: 'Пальто', track_number: 'TR-1' },
          invoice: null,
          due: { amount: 864, currency: 'USD' },
          due_kgs: { amount: 75_557, currency: 'KGS' },
        },
      ],
    });
    expect(text).toBe(
      [
        'Долг: $8.64',
        'К оплате: $8.64 · 755,57 сом (курс 87.45 сом за $1)',
        '',
        'На пункте выдачи:',
        '📦 Пальто (TR-1) — $8.64 · 755,57 сом',
        '',
        'Код выдачи: 123456. Назовите его на пункте выдачи.',
      ].join('\n'),
    );
  });

  it('tracking: the number, status, warehouse, route, dates and the timeline in Bishkek time', () => {
    const text = telegramTrackingText({
      track_number: 'TR-9',
      status: { id: 5, name: 'Ваша посылка в пути' },
      warehouse: 14,
      warehouse_detail: { id: 14, name: 'Чикаго' },
      country_of_origin: { id: 3, name: 'США (Чикаго)' },
      country_of_destination: { id: 8, name: 'Кыргызстан' },
      date_sent: '2026-05-02',
      date_arrived: null,
      timeline: [{ status: { id: 6, name: 'Получен, готов к отправке' }, created_at: '2026-05-01T06:00:00Z' }],
    });
    expect(text).toBe(
      [
        'Трек-номер TR-9',
        'Статус: Ваша посылка в пути',
        'Склад: Чикаго',
        'Маршрут: США (Чикаго) → Кыргызстан',
        'Отправлена: 02.05.2026',
        '',
        'История:',
        '01.05.2026, 12:00 — Получен, готов к отправке',
      ].join('\n'),
    );
  });
});
