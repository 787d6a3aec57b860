import { describe, expect, it } from 'vitest';
import { detectLanguage, isPublicPath, languageFromNavigator, languageOfPath, localizePath, stripLanguage } from './language';

describe('which language a person gets (docs/i18n.md)', () => {
  const nothing = { pathname: '/', navigatorLanguages: [] };

  it('Russian when nothing says otherwise', () => {
    expect(detectLanguage(nothing)).toBe('ru');
    expect(detectLanguage({ ...nothing, navigatorLanguages: ['de-DE', 'fr'] })).toBe('ru');
  });

  it("in the areas, the browser's first language Kerben speaks", () => {
    const area = { pathname: '/user' };
    expect(detectLanguage({ ...area, navigatorLanguages: ['de-DE', 'ky-KG', 'en-US'] })).toBe('ky');
    expect(detectLanguage({ ...area, navigatorLanguages: ['en-GB', 'ru'] })).toBe('en');
    expect(detectLanguage({ pathname: '/user/settings', navigatorLanguages: ['ky'] })).toBe('ky');
  });

  it("a public page's address decides, and the browser's languages never move a visitor from it", () => {
    expect(detectLanguage({ pathname: '/ky/about', navigatorLanguages: ['en-US'] })).toBe('ky');
    expect(detectLanguage({ pathname: '/en', navigatorLanguages: ['ru-RU'] })).toBe('en');
    expect(detectLanguage({ pathname: '/about', navigatorLanguages: ['en-US'] })).toBe('ru');
    expect(detectLanguage({ pathname: '/', navigatorLanguages: ['ky-KG'] })).toBe('ru');
    // A shared link in a language reads in it, whatever the visitor chose before.
    expect(detectLanguage({ cookie: 'en', pathname: '/ky/about', navigatorLanguages: ['ky'] })).toBe('ky');
    expect(detectLanguage({ account: 'ky', cookie: 'ru', pathname: '/en/faq', navigatorLanguages: [] })).toBe('en');
  });

  it("at an address without a language, the visitor's choice (the cookie), then the account's", () => {
    expect(detectLanguage({ cookie: 'ky', pathname: '/about', navigatorLanguages: ['en'] })).toBe('ky');
    expect(detectLanguage({ cookie: 'en', pathname: '/user', navigatorLanguages: ['ky'] })).toBe('en');
    expect(detectLanguage({ account: 'ky', cookie: 'en', pathname: '/user', navigatorLanguages: ['en'] })).toBe('ky');
  });

  it('ignores what names no language Kerben speaks', () => {
    expect(detectLanguage({ account: null, cookie: 'de', pathname: '/de/about', navigatorLanguages: ['xx'] })).toBe('ru');
  });
});

describe('public addresses per language', () => {
  it('reads and strips the prefix', () => {
    expect(languageOfPath('/ky/about')).toBe('ky');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/about')).toBeUndefined();
    expect(languageOfPath('/kyiv')).toBeUndefined();
    expect(stripLanguage('/ky/about')).toBe('/about');
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/about')).toBe('/about');
  });

  it('knows the areas, which keep one address', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/ky/faq')).toBe(true);
    expect(isPublicPath('/user/my-parcels')).toBe(false);
    expect(isPublicPath('/admin')).toBe(false);
    expect(isPublicPath('/auth/login')).toBe(false);
    expect(isPublicPath('/username')).toBe(true);
  });

  it('keeps a link inside the chosen language', () => {
    expect(localizePath('/about', 'ky')).toBe('/ky/about');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/about#about-contacts', 'en')).toBe('/en/about#about-contacts');
    expect(localizePath('/calculator?weight=2', 'ky')).toBe('/ky/calculator?weight=2');
    expect(localizePath('/ky/about', 'en')).toBe('/en/about');
    expect(localizePath('/en/faq', 'ru')).toBe('/faq');
    expect(localizePath('/en', 'ru')).toBe('/');
    expect(localizePath('/user/settings', 'ky')).toBe('/user/settings');
    expect(localizePath('/auth/register', 'en')).toBe('/auth/register');
    expect(localizePath('https://example.com/', 'ky')).toBe('https://example.com/');
  });

  it("matches the browser's tags by their language", () => {
    expect(languageFromNavigator(['KY'])).toBe('ky');
    expect(languageFromNavigator(['ru-KG'])).toBe('ru');
    expect(languageFromNavigator([])).toBeUndefined();
  });
});
