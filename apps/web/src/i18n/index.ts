import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kerben/domain';
import { addTranslations, registerTranslations, setLanguageResolver } from '@kerben/domain/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every text a person reads, split by the part of the app that shows it. The entry's components
// show the common texts and those of the public frame and home hero (ENTRY_PARTS), which load in
// the language in use before the first render, Russian ones included (russian-entry.ts: a chunk of its
// own, so a Kyrgyz or English visitor never downloads them); /auth, /user and /admin add theirs when
// their lazy chunk loads (each layout imports its ru/<area>.ts, which calls addTexts), and so do the
// lazy public pages and home sections (ru/public-pages, ru/catalog, ru/tracking: each module that
// shows such a text imports its file), so a visitor of the home page downloads only what it shows.
// Messages the server also sends (validation, login errors) come from @kerben/domain so both sides
// say the same thing. The type of all the texts, which types t()'s keys, is in resources.ts.
//
// Russian is bundled with each lazy part. Kyrgyz and English are not: a part's ky/<part>.ts or
// en/<part>.ts is its own chunk, fetched only when that language is in use and the part has been
// added, and so are the domain's messages in that language. lazyNamed (lib/lazy.ts) waits for them
// before a lazy page renders, so a chunk opening in Kyrgyz never shows Russian first.

type TextModule = { default: object };
type Loaders = Record<string, () => Promise<TextModule>>;

/** './ky/admin.ts' -> 'admin': each translation file is named after the Russian part it translates. */
function byPart(files: Loaders): Loaders {
  return Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/|\.ts$/g, ''), load]));
}

const TEXTS: Record<Exclude<Language, 'ru'>, Loaders> = {
  ky: byPart(import.meta.glob<TextModule>('./ky/*.ts')),
  en: byPart(import.meta.glob<TextModule>('./en/*.ts')),
};

const DOMAIN_MESSAGES: Record<Exclude<Language, 'ru'>, () => Promise<Record<string, unknown>>> = {
  ky: () => import('@kerben/domain/i18n/ky'),
  en: () => import('@kerben/domain/i18n/en'),
};
// A public page needs only a few of the domain's catalogues before it starts (the company's, which
// the frame shows): a small chunk, where the whole translation brings zod and the phone formatter
// along and would double the home's first load. The catalogues of a page load with the module that
// shows them (CATALOGUES), and the rest follows at the visitor's first tap or key (a form's
// messages), or at once when a part of the areas arrives. The prerender checks the public pages read nothing else.
const SITE_MESSAGES: Record<Exclude<Language, 'ru'>, () => Promise<Record<string, unknown>>> = {
  ky: () => import('@kerben/domain/i18n/ky/public-site'),
  en: () => import('@kerben/domain/i18n/en/public-site'),
};
type Catalogue = 'faq' | 'site';
/**
 * The domain's catalogues of a few public pages, each loaded in the language in use with the module
 * that shows it (addCatalogues), like a part's texts: the questions and answers (FaqPage, the home's
 * excerpt) and the pages' titles and descriptions (page-titles.ts, when the visitor moves on).
 */
const CATALOGUES: Record<Exclude<Language, 'ru'>, Record<Catalogue, () => Promise<Record<string, unknown>>>> = {
  ky: { faq: () => import('@kerben/domain/i18n/ky/faq'), site: () => import('@kerben/domain/i18n/ky/site') },
  en: { faq: () => import('@kerben/domain/i18n/en/faq'), site: () => import('@kerben/domain/i18n/en/site') },
};
/** The catalogues asked for so far (addCatalogues). */
const catalogues = new Set<Catalogue>();
/** The parts of the public site's pages (`ru/<part>.ts`). */
const SITE_PARTS = new Set(['common', 'public', 'public-pages', 'catalog', 'tracking']);
/** The languages whose whole domain translation is registered. */
const complete = new Set<Language>();

/** The parts the entry's components show: their texts load with the language, whichever it is. */
const ENTRY_PARTS = ['common', 'public'];
/** The parts in use: the entry's, then each chunk's as it loads (bringing its Russian texts). */
const parts = new Set<string>(ENTRY_PARTS);
/** One load per language and part (and per language for the domain's messages), shared by all who wait. */
const loads = new Map<string, Promise<void>>();
/** Loads started by addTexts that a lazy page has not waited for yet. */
const pending = new Set<Promise<void>>();
/** The language in use, or being switched to: a part added meanwhile loads its translation too. */
let wanted: Language = DEFAULT_LANGUAGE;

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loads.get(key);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      loads.delete(key); // a network failure: the next attempt asks again
      throw error;
    });
    loads.set(key, promise);
  }
  return promise;
}

/** The Russian texts of the entry's parts, one chunk (a lazy part brings its own with its chunk). */
function loadRussianEntryTexts(): Promise<void> {
  return once('ru/entry', async () => {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', (await import('./russian-entry')).default, true, true);
  });
}

function loadPart(language: Language, part: string): Promise<void> {
  if (language === 'ru') return ENTRY_PARTS.includes(part) ? loadRussianEntryTexts() : Promise.resolve();
  const load = TEXTS[language][part];
  // A part not translated yet reads in Russian (i18next's fallback) rather than failing.
  if (!load) return Promise.resolve();
  return once(`${language}/${part}`, async () => {
    const texts = (await load()).default;
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  });
}

/** Registers the domain's whole translation in `language` (the pseudo-locale wraps it afterwards). */
export function loadAllDomainMessages(language: Language): Promise<void> {
  if (language === 'ru') return Promise.resolve();
  return once(`${language}/domain`, async () => {
    registerTranslations(language, await DOMAIN_MESSAGES[language]());
    complete.add(language);
  });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once the visitor first touches the page (a tap, a key, a field focused): what the
 * rest of the domain's translation is for (a form's messages) comes after that, and a visitor who
 * only reads never downloads it. Never while prerendering.
 */
function onFirstInteraction(task: () => void): void {
  if (typeof window === 'undefined') return;
  const run = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    task();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
}

function loadDomainMessages(language: Language): Promise<void> {
  if (language === 'ru') return Promise.resolve();
  if (![...parts].every((part) => SITE_PARTS.has(part))) return loadAllDomainMessages(language);
  const site = once(`${language}/domain-site`, async () => {
    const messages = await SITE_MESSAGES[language]();
    if (!complete.has(language)) addTranslations(language, messages);
  });
  void site.then(() => onFirstInteraction(() => void loadAllDomainMessages(language).catch(() => undefined)));
  return site;
}

function loadCatalogue(language: Language, name: Catalogue): Promise<void> {
  if (language === 'ru') return Promise.resolve();
  return once(`${language}/catalogue-${name}`, async () => {
    const messages = await CATALOGUES[language][name]();
    if (!complete.has(language)) addTranslations(language, messages);
  });
}

/** The language the app reads in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

// The domain's catalogues (server messages the browser shows, zod's) answer in the app's language.
setLanguageResolver(currentLanguage);

// Synchronous init with no texts yet: setLanguage loads the first render's (main.tsx awaits it).
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { ru: { translation: {} } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * Adds the texts of a part (`ru/<part>.ts` calls it at module load, before the part's first render)
 * and, when another language is in use, starts loading the part's translation: `textsReady()`
 * resolves once it is there.
 */
export function addTexts(part: string, texts: object): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, true);
  parts.add(part);
  if (wanted === DEFAULT_LANGUAGE) return;
  // A part of the areas needs the domain's whole translation (forms, server messages); the public
  // site's parts only what public-site brings.
  const domain = SITE_PARTS.has(part) ? undefined : loadAllDomainMessages(wanted);
  track(Promise.all([loadPart(wanted, part), domain]).then(() => undefined));
}

/**
 * Asks for one of the domain's catalogues a public page shows (the module that shows it calls it at
 * module load, as a text file calls addTexts): in Kyrgyz or English it loads, and `textsReady()`
 * waits for it, as does the promise returned (never rejected: a failed load reads in Russian).
 * Russian is in the domain's own module.
 */
export function addCatalogues(name: Catalogue): Promise<void> {
  catalogues.add(name);
  const load = loadCatalogue(wanted, name);
  if (wanted !== DEFAULT_LANGUAGE) track(load);
  return load.catch(() => undefined);
}

/**
 * What a browser has of the domain's translation on a public page before the visitor touches it:
 * the public site's catalogues and those asked for (addCatalogues). The prerender draws with it.
 */
export async function publicSiteMessages(language: Exclude<Language, 'ru'>): Promise<Record<string, unknown>> {
  const loads = [SITE_MESSAGES[language](), ...[...catalogues].map((name) => CATALOGUES[language][name]())];
  return Object.assign({}, ...(await Promise.all(loads)));
}

/** The translations asked for so far ('ky/money', 'en:domain'): what this browser has downloaded. */
export function requestedTranslations(): string[] {
  return [...loads.keys()];
}

/** Resolves when the translations of every part added so far are loaded (at once in Russian). */
export async function textsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** Keeps a load that lazy pages must wait for (textsReady) until it is done. */
function track(load: Promise<void>): void {
  const settled = load.catch(() => undefined);
  pending.add(settled);
  void settled.finally(() => pending.delete(settled));
}

/**
 * Switches the app to `language`: loads the translations of every part already here and the
 * domain's messages first, so nothing draws half translated, then changes i18next's language
 * (components re-render) and the document's `lang`. A failed load leaves the language as it was.
 *
 * `messagesLater` is the first render's: the public frame and the home hero show no message of the
 * domain, so its catalogues (the largest file of a language) load beside the first render instead
 * of before it, keeping a Kyrgyz or English visitor's first load within the Russian one's budget
 * plus the two small text files. Lazy pages wait for them (textsReady), and components draw again
 * once they are registered.
 */
export async function setLanguage(language: Language, { messagesLater = false } = {}): Promise<void> {
  const before = wanted;
  wanted = language;
  const messages = loadDomainMessages(language);
  try {
    await Promise.all([
      ...[...parts].map((part) => loadPart(language, part)),
      ...[...catalogues].map((name) => loadCatalogue(language, name)),
      messagesLater ? undefined : messages,
    ]);
  } catch (error) {
    wanted = before;
    throw error;
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (messagesLater) {
    track(messages);
    // The domain's texts read in the new language once here: i18next's event redraws what shows them.
    void messages.then(
      () => i18n.language === language && i18n.emit('languageChanged', language),
      () => undefined,
    );
  }
}

export { i18n };
