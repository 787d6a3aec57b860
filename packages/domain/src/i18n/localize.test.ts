import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../company';
import { formatMailTime, MAIL, MSG } from '../messages';
import { COUNTRIES } from '../reference';
import { currentLanguage, registerTranslations, setLanguageResolver, withLanguage } from './localize';

describe('localized catalogues', () => {
  afterEach(() => {
    setLanguageResolver(() => 'ru');
    registerTranslations('en', {});
  });

  it('answers Russian by default and the current language once registered', () => {
    expect(MSG.required).toBe('Это поле обязательно к заполнению');
    registerTranslations('en', { MSG: { required: 'This field is required', tooLong: (max: number) => `At most ${max}` } });
    setLanguageResolver(() => 'en');
    expect(MSG.required).toBe('This field is required');
    expect(MSG.tooLong(5)).toBe('At most 5');
    // A key the translation lacks reads as Russian rather than nothing.
    expect(MSG.badCharacter).toBe('Текст содержит недопустимый символ');
  });

  it('falls back to Russian for a language not registered', () => {
    setLanguageResolver(() => 'ky');
    expect(MSG.required).toBe('Это поле обязательно к заполнению');
  });

  it('speaks another language inside withLanguage only', () => {
    registerTranslations('en', { MAIL: { passwordResetNoAccount: () => ({ subject: 'Password reset', text: 'No account' }) } });
    expect(withLanguage('en', () => MAIL.passwordResetNoAccount().subject)).toBe('Password reset');
    expect(withLanguage('en', currentLanguage)).toBe('en');
    expect(currentLanguage()).toBe('ru');
    expect(MAIL.passwordResetNoAccount().subject).toBe('Восстановление пароля Kerben');
  });

  it('names the items of a reference list by id, keeping everything else', () => {
    const chicago = COUNTRIES[0]?.id ?? 0;
    registerTranslations('en', { COUNTRY_NAMES: { [chicago]: 'USA (Chicago)' } });
    setLanguageResolver(() => 'en');
    expect(COUNTRIES[0]?.name).toBe('USA (Chicago)');
    expect(COUNTRIES.length).toBe(5);
    // A name the translation lacks reads as Russian.
    expect(COUNTRIES.map((country) => country.name)[3]).toBe('Кыргызстан');
    expect(JSON.parse(JSON.stringify(COUNTRIES))[0]).toEqual({ id: chicago, name: 'USA (Chicago)' });
  });
});

describe('a translation reusing part of the Russian catalogue', () => {
  afterEach(() => registerTranslations('en', {}));

  it("answers the Russian part's values, and its own where it has them", () => {
    // ky/company.ts and en/company.ts spread the Russian COMPANY: its `social` is the catalogue's.
    registerTranslations('en', { COMPANY: { ...COMPANY, city: 'Bishkek' } });
    expect(withLanguage('en', () => COMPANY.city)).toBe('Bishkek');
    expect(withLanguage('en', () => COMPANY.social.telegram.href)).toBe('https://t.me/kerben_cargo');
  });
});

describe('a function read from a catalogue', () => {
  afterEach(() => registerTranslations('en', {}));

  it('writes in the language it is called in, not the one it was read in', () => {
    registerTranslations('en', { MAIL: { passwordResetNoAccount: () => ({ subject: 'Password reset', text: 'No account' }) } });
    const mail = MAIL.passwordResetNoAccount;
    expect(withLanguage('en', () => mail().subject)).toBe('Password reset');
    expect(mail().subject).toBe('Восстановление пароля Kerben');
  });
});

describe('a translation that is the Russian function itself', () => {
  afterEach(() => registerTranslations('ky', {}));

  it('calls the Russian one instead of itself (a re-exported formatter)', () => {
    registerTranslations('ky', { formatMailTime });
    const at = new Date('2026-11-26T04:42:00Z');
    expect(withLanguage('ky', () => formatMailTime(at))).toBe('26.11.2026, 10:42');
  });
});
