import { DEFAULT_LANGUAGE, type Language } from '../language';

// The localized catalogues (docs/i18n.md#the-servers-messages-packagesdomain). Every catalogue is
// written in Russian where its module is, and wrapped by `localized`: reading a key answers the
// text of the current language, which whoever runs the code decides (the server: the request's;
// the browser: the one the person chose). A language whose translations are not registered, or a
// key they lack, reads as Russian, so nothing ever shows empty.

type Translations = Readonly<Record<string, unknown>>;

const registered = new Map<Language, Translations>();

/** The language of the code running now, when no `withLanguage` says otherwise. */
let resolveLanguage: () => Language = () => DEFAULT_LANGUAGE;
// The browser's `withLanguage`: synchronous code only, which is all a browser speaks to others with.
let overridden: Language | undefined;
let runInLanguage: <T>(language: Language, fn: () => T) => T = (language, fn) => {
  const before = overridden;
  overridden = language;
  try {
    return fn();
  } finally {
    overridden = before;
  }
};

/**
 * Says how to find the current language. `runWith` runs a function in another language (the
 * server gives one keeping it across awaits, an AsyncLocalStorage); without it `withLanguage` is
 * for synchronous code only.
 */
export function setLanguageResolver(resolver: () => Language, runWith?: <T>(language: Language, fn: () => T) => T): void {
  resolveLanguage = resolver;
  if (runWith) runInLanguage = runWith;
}

/** The language the catalogues answer in now. */
export function currentLanguage(): Language {
  return overridden ?? resolveLanguage();
}

/** Runs `fn` with the catalogues in `language`: a mail or a message to someone else than the caller. */
export function withLanguage<T>(language: Language, fn: () => T): T {
  return runInLanguage(language, fn);
}

/**
 * A language's translations, keyed by the name of the constant they translate (`USERS_MSG`, `MAIL`,
 * `FAQ`…): the module `i18n/ky` or `i18n/en` as a whole. Registering again replaces them.
 */
export function registerTranslations(language: Language, translations: Translations): void {
  if (language === DEFAULT_LANGUAGE) return;
  registered.set(language, translations);
}

/**
 * Adds a few of a language's translations to those registered (the web app loads a page's
 * catalogues with the page: `i18n/ky/faq` with the FAQ), keeping the others.
 */
export function addTranslations(language: Language, translations: Translations): void {
  if (language === DEFAULT_LANGUAGE) return;
  registered.set(language, { ...registered.get(language), ...translations });
}

/** What a language's translations hold under `name` (zod's messages, `ZOD_LOCALE`), if registered. */
export function registeredTranslation(language: Language, name: string): unknown {
  return registered.get(language)?.[name];
}

/** Whether a language's translations are registered (the browser loads them on demand). */
export function hasTranslations(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || registered.has(language);
}

/** Every localized catalogue in Russian, by name: the catalogue tests and the pseudo-language read them. */
export const LOCALIZED: Record<string, unknown> = {};

/** Every localized catalogue in Russian, by name (a copy). */
export function localizedCatalogues(): Readonly<Record<string, unknown>> {
  return { ...LOCALIZED };
}

const proxies = new WeakMap<object, object>();

/** The catalogues' proxies: a translation that reuses a part of the Russian catalogue holds one. */
const localizedParts = new WeakSet<object>();

function translationAt(name: string, path: readonly PropertyKey[]): unknown {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE) return undefined;
  let value: unknown = registered.get(language)?.[name];
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    // `{ ...RU_COMPANY, city: '…' }` keeps the Russian catalogue's `social`, a proxy: asking it would
    // ask this very translation again, forever. The Russian part answers for itself.
    if (localizedParts.has(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

// A catalogue's function chooses its language when called, not when read: `const mail = MAIL.x`
// read in one language and called inside `withLanguage` writes in the latter.
const callables = new WeakMap<object, (...args: unknown[]) => unknown>();

function callable(name: string, russian: (...args: unknown[]) => unknown, path: readonly PropertyKey[]) {
  const known = callables.get(russian);
  if (known) return known;
  const fn = (...args: unknown[]): unknown => {
    const translated = translationAt(name, path);
    return (typeof translated === 'function' && translated !== fn ? translated : russian)(...args);
  };
  callables.set(russian, fn);
  return fn;
}

function localize<T extends object>(name: string, russian: T, path: readonly PropertyKey[]): T {
  const known = proxies.get(russian);
  if (known) return known as T;
  // A frozen object cannot answer other values through a proxy of itself: the proxy wraps a copy.
  const target = Object.isFrozen(russian) ? (Array.isArray(russian) ? [...russian] : { ...russian }) : russian;
  const proxy = new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      // A list keeps its Russian length: a shorter translation still leaves every item readable.
      if (typeof key === 'symbol' || !Object.hasOwn(object, key) || key === 'length') return value;
      if (value !== null && typeof value === 'object') return localize(name, value, [...path, key]);
      if (typeof value === 'function') return callable(name, value as (...args: unknown[]) => unknown, [...path, key]);
      const translated = translationAt(name, [...path, key]);
      return typeof translated === typeof value ? translated : value;
    },
  });
  proxies.set(russian, proxy);
  localizedParts.add(proxy);
  return proxy as T;
}

/**
 * The catalogue `russian`, answering in the current language: `name` is the constant's name, which
 * the translations are registered under. Its type stays the Russian one's, which translations follow.
 */
export function localized<T extends object>(name: string, russian: T): T {
  LOCALIZED[name] = russian;
  return localize(name, russian, []);
}

/**
 * A reference list (countries, statuses…) whose items' `name` answers in the current language: the
 * translations give the names by id under `name` (`COUNTRY_NAMES[id]`), since the items carry more
 * than a name (ids, aliases) that no translation should repeat.
 */
export function localizedNames<T extends readonly { id: number; name: string }[]>(name: string, list: T): T {
  const names = localized(name, Object.fromEntries(list.map((item) => [item.id, item.name])) as Record<number, string>);
  return list.map(
    (item) =>
      new Proxy(item, {
        get: (object, key, receiver) => (key === 'name' ? (names[item.id] ?? item.name) : Reflect.get(object, key, receiver)),
      }),
  ) as unknown as T;
}

/**
 * A function that writes a text (an entry's description, a status's name), answering in the current
 * language: the translation registered under `name` is called instead when there is one.
 */
// biome-ignore lint/suspicious/noExplicitAny: any function's arguments pass through unchanged.
export function localizedFunction<F extends (...args: any[]) => unknown>(name: string, russian: F): F {
  LOCALIZED[name] = russian;
  const wrapper = (...args: Parameters<F>): unknown => {
    const translated = translationAt(name, []);
    // A translation may be the Russian function itself (re-exported): call the original, not this.
    return (typeof translated === 'function' && translated !== wrapper ? translated : russian)(...args);
  };
  return wrapper as F;
}

/**
 * A message read when it is shown, not when the code naming it runs: zod schemas are built once, at
 * module load, and their messages (`{ error: () => USERS_MSG.emailTaken }`) speak the parse's language.
 */
export type LazyMessage = () => string;
