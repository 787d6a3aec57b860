import { beforeAll, describe, expect, it, vi } from 'vitest';
import kyPublic from './ky/public';

// A public page in Kyrgyz or English starts with the domain's public-site catalogues only; the rest
// of the translation (zod, the phone formatter along) waits for the visitor's first touch, or for a
// part of the areas. The test setup brings every area's texts, so this file takes fresh modules: the
// public site's parts only, as a visitor's browser has them. What it asks for is what it would download.
type Runtime = typeof import('.');
type Domain = typeof import('@kerben/domain');
let runtime: Runtime;
let domain: Domain;

beforeAll(async () => {
  vi.resetModules();
  runtime = await import('.');
  domain = await import('@kerben/domain');
});

describe("the entry's texts", () => {
  it('load in the language in use only: a Kyrgyz reader never downloads the Russian ones', async () => {
    await runtime.setLanguage('ky');
    expect(runtime.requestedTranslations()).toEqual(expect.arrayContaining(['ky/common', 'ky/public']));
    expect(runtime.requestedTranslations()).not.toContain('ru/entry');
    expect(runtime.i18n.t('nav.home')).toBe(kyPublic.nav.home);
    await runtime.setLanguage('ru');
    expect(runtime.requestedTranslations()).toContain('ru/entry');
    expect(runtime.i18n.t('nav.home')).toBe('Главная');
    // Loaded while Kyrgyz was in use, the Russian texts still say the company's hours in Russian.
    expect(runtime.i18n.t('footer.hours')).toBe(domain.withLanguage('ru', () => domain.COMPANY.hours));
    expect(runtime.i18n.t('footer.hours')).toMatch(/^Пн/);
  });
});

describe("the domain's translation on the public site", () => {
  it('starts with the public-site catalogues and loads the rest at the first interaction', async () => {
    const { FAQ, MSG } = domain;
    const russianRequired = MSG.required;
    const russianQuestion = FAQ[0]?.q;
    await runtime.setLanguage('ky');
    expect(runtime.requestedTranslations()).toContain('ky/domain-site');
    expect(runtime.requestedTranslations()).not.toContain('ky/domain');
    expect(MSG.required).toBe(russianRequired);
    // The questions come with the module that shows them (FaqPage), not with every page.
    expect(runtime.requestedTranslations()).not.toContain('ky/catalogue-faq');
    expect(FAQ[0]?.q).toBe(russianQuestion);
    runtime.addCatalogues('faq');
    await runtime.textsReady();
    expect(runtime.requestedTranslations()).toContain('ky/catalogue-faq');
    expect(FAQ[0]?.q).not.toBe(russianQuestion);

    window.dispatchEvent(new Event('pointerdown'));
    await expect.poll(() => MSG.required).not.toBe(russianRequired);
    expect(runtime.requestedTranslations()).toContain('ky/domain');
    expect(FAQ[0]?.q).not.toBe(russianQuestion); // the whole translation keeps the site's
  });

  it('loads a catalogue asked for in Russian when the language changes, before the texts change', async () => {
    const { PUBLIC_PAGES } = domain;
    const russianTitle = PUBLIC_PAGES[0]?.title;
    runtime.addCatalogues('site');
    expect(runtime.requestedTranslations()).not.toContain('en/catalogue-site');
    await runtime.setLanguage('en');
    expect(runtime.requestedTranslations()).toEqual(expect.arrayContaining(['en/catalogue-faq', 'en/catalogue-site']));
    expect(PUBLIC_PAGES[0]?.title).not.toBe(russianTitle);
    expect(PUBLIC_PAGES[0]?.title).toMatch(/^[\x20-\x7e]+$/);
  });

  it("loads the whole translation at once when an area's part arrives", async () => {
    await runtime.setLanguage('en');
    expect(runtime.requestedTranslations()).not.toContain('en/domain');
    await import('./ru/money');
    await runtime.textsReady();
    expect(runtime.requestedTranslations()).toContain('en/domain');
    expect(domain.MSG.required).toMatch(/^[\x20-\x7e]+$/);
    await runtime.setLanguage('ru');
  });
});
