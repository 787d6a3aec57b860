import type { Language } from '@kerben/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import {
  formatDay,
  formatDecimal,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatRate,
  formatTime,
  formatUsdAndKgs,
} from './format';

// i18next's language decides the formats; the texts do not matter here, so the language is changed
// directly (setLanguage would load every part's translation first).
const inLanguage = (language: Language) => i18n.changeLanguage(language);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => inLanguage('ru'));

describe('formats by the reader’s language', () => {
  it('money with its currency', async () => {
    expect(plain(formatMoney({ amount: 125_000, currency: 'KGS' }))).toBe('1 250,00 сом');
    expect(plain(formatMoney({ amount: 125_050, currency: 'RUB' }))).toBe('1 250,50 ₽');
    expect(formatMoney({ amount: 1250, currency: 'USD' })).toBe('$12.50');
    expect(formatMoney({ amount: -500, currency: 'USD' })).toBe('−$5.00');
    await inLanguage('ky');
    expect(plain(formatMoney({ amount: 125_000, currency: 'KGS' }))).toBe('1 250,00 сом');
    expect(formatMoney({ amount: 1250, currency: 'USD' })).toBe('$12.50');
    await inLanguage('en');
    expect(plain(formatMoney({ amount: 125_000, currency: 'KGS' }))).toBe('1,250.00 som');
    expect(plain(formatMoney({ amount: 125_050, currency: 'RUB' }))).toBe('1,250.50 ₽');
    expect(formatMoney({ amount: 1250, currency: 'USD' })).toBe('$12.50');
    expect(plain(formatUsdAndKgs(864, 75_557))).toBe('$8.64 · 755.57 som');
  });

  it('numbers and rates', async () => {
    expect(plain(formatNumber(1250.5))).toBe('1 250,5');
    expect(formatDecimal(32.1)).toBe('32,10');
    expect(formatRate('87.4500')).toBe('87,45');
    await inLanguage('en');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatDecimal(32.1)).toBe('32.10');
    expect(formatRate('87.4500')).toBe('87.45');
  });

  it('days and times', async () => {
    const day = new Date(Date.UTC(2026, 10, 23, 8, 48));
    expect(formatDay(day, { timeZone: 'UTC' })).toBe('23.11.2026');
    expect(formatLongDate(day, { timeZone: 'UTC' })).toBe('23 ноября 2026 г.');
    await inLanguage('ky');
    expect(formatDay(day, { timeZone: 'UTC' })).toBe('23.11.2026');
    expect(formatLongDate(day, { timeZone: 'UTC' })).toMatch(/2026.*23.*ноябр/);
    await inLanguage('en');
    expect(formatDay(day, { timeZone: 'UTC' })).toBe('11/23/2026');
    expect(formatLongDate(day, { timeZone: 'UTC' })).toBe('November 23, 2026');
    expect(formatTime(day)).toMatch(/AM|PM/);
  });

  it("plural forms follow each language's rules", async () => {
    i18n.addResourceBundle(
      'ky',
      'translation',
      { area: { bellUnread_one: '{{count}} билдирүү', bellUnread_other: '{{count}} билдирүү' } },
      true,
      true,
    );
    expect(i18n.t('area.bellUnread', { count: 3 })).toBe('Непрочитанных уведомлений: 3');
    await inLanguage('ky');
    expect(i18n.t('area.bellUnread', { count: 21 })).toBe('21 билдирүү');
  });
});
