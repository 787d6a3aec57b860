import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kerben/domain';

// Which language a person reads the web app in (docs/i18n.md#which-language-a-person-gets), and the
// addresses of the public pages in each language: `/about` is Russian, `/ky/about` and `/en/about`
// Kyrgyz and English. The customer's and admin's areas and the sign-in pages keep one address.

/** The cookie a visitor's choice lives in; the server reads it too. */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The switcher's name, said in every language at once: whoever cannot read the current language
 * must still find the way to theirs.
 */
export const SWITCHER_LABEL = 'Язык · Тил · Language';

/** The areas whose addresses carry no language. */
const AREAS = /^\/(auth|user|admin)(\/|$)/;
const PREFIX = /^\/(ky|en)(?=\/|$)/;

/** Whether `pathname` is a page of the public site (which has an address per language). */
export function isPublicPath(pathname: string): boolean {
  return !AREAS.test(stripLanguage(pathname));
}

/** The language a public page's address names: `/ky/…` Kyrgyz, `/en/…` English, none otherwise. */
export function languageOfPath(pathname: string): Language | undefined {
  const prefix = PREFIX.exec(pathname)?.[1];
  return isLanguage(prefix) ? prefix : undefined;
}

/** The address without its language: `/ky/about` -> `/about`, `/en` -> `/`. */
export function stripLanguage(pathname: string): string {
  const rest = pathname.replace(PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A link in `language`: a public page gets the language's prefix (`/about` -> `/ky/about`, `/` ->
 * `/ky`), Russian none; the areas, other sites and relative links stay as they are.
 */
export function localizePath(to: string, language: Language): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const tail = end === -1 ? '' : to.slice(end);
  if (!isPublicPath(pathname)) return to;
  const bare = stripLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return `${bare}${tail}`;
  return `/${language}${bare === '/' ? '' : bare}${tail}`;
}

/** The first of the browser's languages Kerben speaks (`ky-KG` is Kyrgyz, `en-GB` English). */
export function languageFromNavigator(languages: readonly string[]): Language | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

export interface LanguageSignals {
  /** The account's language, once the profile is known. */
  account?: string | null;
  /** The `lang` cookie. */
  cookie?: string;
  pathname: string;
  navigatorLanguages: readonly string[];
}

/**
 * The language to show. A public page whose address names a language shows it (a shared /en link
 * reads in English, and a search engine sees each address in its own language); at a public
 * address without one, the account's language or the visitor's choice (the cookie), else Russian:
 * the browser's languages never move a visitor away from the address they opened. In the areas:
 * the account's, the cookie, the browser's languages, Russian (docs/i18n.md).
 */
export function detectLanguage({ account, cookie, pathname, navigatorLanguages }: LanguageSignals): Language {
  const publicPage = isPublicPath(pathname);
  const fromPath = publicPage ? languageOfPath(pathname) : undefined;
  if (fromPath) return fromPath;
  if (isLanguage(account)) return account;
  if (isLanguage(cookie)) return cookie;
  return (publicPage ? undefined : languageFromNavigator(navigatorLanguages)) ?? DEFAULT_LANGUAGE;
}

/** The `lang` cookie, if it names a language. */
export function readLanguageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** Keeps the choice for a year; Lax, and readable by the web app (it decides the first render). */
export function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads too; the Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** What the browser says now, for `detectLanguage`. */
export function browserSignals(): LanguageSignals {
  return {
    cookie: readLanguageCookie(),
    pathname: window.location.pathname,
    navigatorLanguages: navigator.languages ?? [navigator.language],
  };
}
