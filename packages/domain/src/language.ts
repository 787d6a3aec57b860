// The languages a person can read Kerben in. Russian is the default and the source every other
// catalogue translates; docs/i18n.md says how a language is chosen and where the texts live.

export const LANGUAGES = ['ru', 'ky', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/**
 * The request header the web app names the language of the page it shows in: the answer speaks it,
 * over the account, the cookie and Accept-Language, since that page is where the reader reads it
 * (a Kyrgyz page opened in a Russian browser, a shared /en link). The legacy client does not send it.
 */
export const PAGE_LANGUAGE_HEADER = 'kerben-language';

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { ru: 'Русский', ky: 'Кыргызча', en: 'English' };

/** The BCP 47 tag Intl formats a language's dates, numbers and money with. */
export const INTL_LOCALE: Record<Language, string> = { ru: 'ru-RU', ky: 'ky-KG', en: 'en-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
