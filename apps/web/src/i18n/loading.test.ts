import { beforeAll, describe, expect, it, vi } from 'vitest';
import enMoney from './en/money';
import kyMoney from './ky/money';
import kyServices from './ky/services';
import { moneyTexts } from './ru/money';
import { serviceTexts } from './ru/services';

// Fresh modules, as a browser starts: test files share one module registry (isolate: false), and
// another file's switch would otherwise count here as downloaded.
let MSG: typeof import('@kerben/domain').MSG;
let hasTranslations: typeof import('@kerben/domain/i18n').hasTranslations;
let runtime: typeof import('.');
beforeAll(async () => {
  vi.resetModules();
  ({ MSG } = await import('@kerben/domain'));
  ({ hasTranslations } = await import('@kerben/domain/i18n'));
  runtime = await import('.');
  await runtime.setLanguage('ru');
});
const addTexts: typeof runtime.addTexts = (...args) => runtime.addTexts(...args);
const textsReady = () => runtime.textsReady();
const requestedTranslations = () => runtime.requestedTranslations();
const setLanguage: typeof runtime.setLanguage = (...args) => runtime.setLanguage(...args);

// One test file switches languages for real (the others stay Russian, test/setup.ts puts it back):
// what it asks for is what a browser would download.
describe('each language loads when it is used', () => {
  it('a Russian reader downloads no Kyrgyz or English text', async () => {
    addTexts('money', moneyTexts);
    await textsReady();
    expect(requestedTranslations().filter((key) => !key.startsWith('ru'))).toEqual([]);
    expect(runtime.i18n.t('money.balance.title')).toBe('Баланс и счета');
  });

  it("switching loads the translation of every part already here, and the domain's messages, before the texts change", async () => {
    addTexts('money', moneyTexts);
    const russianMessage = MSG.required;
    const switching = setLanguage('ky');
    expect(runtime.i18n.language).toBe('ru'); // nothing half translated while the files load
    await switching;
    expect(requestedTranslations()).toEqual(expect.arrayContaining(['ky/money', 'ky/domain']));
    expect(requestedTranslations()).not.toContain('en/money');
    expect(runtime.i18n.t('money.balance.title')).toBe(kyMoney.money.balance.title);
    expect(document.documentElement.lang).toBe('ky');
    // The domain's catalogues answer in the app's language.
    expect(hasTranslations('ky')).toBe(true);
    expect(MSG.required).not.toBe(russianMessage);
    expect(MSG.required).toMatch(/[өүң]/);
  });

  it('a part that arrives later (a lazy chunk) brings its translation, which textsReady waits for', async () => {
    await setLanguage('en');
    addTexts('services', serviceTexts);
    await textsReady();
    expect(requestedTranslations()).toContain('en/services');
    expect(runtime.i18n.t('services.section')).not.toBe(serviceTexts.services.section);
    await setLanguage('ky');
    expect(runtime.i18n.t('services.section')).toBe(kyServices.services.section);
    expect(runtime.i18n.t('money.balance.title')).toBe(kyMoney.money.balance.title);
    await setLanguage('en');
    expect(runtime.i18n.t('money.balance.title')).toBe(enMoney.money.balance.title);
  });

  it('back to Russian', async () => {
    await setLanguage('ru');
    expect(runtime.i18n.t('money.balance.title')).toBe('Баланс и счета');
    expect(document.documentElement.lang).toBe('ru');
  });
});
