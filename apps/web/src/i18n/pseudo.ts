import { registerTranslations, withLanguage } from '@kerben/domain/i18n';
import { i18n, loadAllDomainMessages, setLanguage } from '.';

// The pseudo-locale (docs/i18n.md#checks): English with every catalogue text wrapped in ⟦…⟧, so a
// browser journey (e2e/journeys/pseudo-locale.spec.ts) can find any text on screen that came from
// no catalogue. What is interpolated into a text (a name, a number, a date) stays outside the
// markers: data is checked as data. Russian stays unwrapped, so a text that falls back to it shows.
// Its own chunk, loaded only when PSEUDO_FLAG is set in the browser: nothing of it in the first load.

/** The localStorage key that turns the pseudo-locale on for this browser. */
export const PSEUDO_FLAG = 'kerben:pseudo';
export const OPEN = '⟦';
export const CLOSE = '⟧';

// Where a catalogue text hands over to something else: an i18next placeholder, a <tag> of <Trans>,
// a nested $t().
const BOUNDARY = /(\{\{[^}]*\}\}|<\/?[\w-]+\s*\/?>|\$t\([^)]*\))/;

const wrap = (text: string) => (text.trim() === '' ? text : `${OPEN}${text}${CLOSE}`);

/** «Parcel {{name}} saved» -> «⟦Parcel ⟧{{name}}⟦ saved⟧». */
export function pseudoText(text: string): string {
  if (text.includes(OPEN)) return text;
  return text
    .split(BOUNDARY)
    .map((part, i) => (i % 2 === 1 ? part : wrap(part)))
    .join('');
}

/** Wraps every text of an i18next resource tree in place (a later bundle merges into the same tree). */
function wrapTree(tree: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') tree[key] = pseudoText(value);
    else if (value !== null && typeof value === 'object') wrapTree(value as Record<string, unknown>);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's result with the texts it was given (names, numbers as text) left outside the markers. */
function wrapResult(result: unknown, args: readonly unknown[]): unknown {
  if (typeof result === 'string') {
    const data = args.filter((arg): arg is string => typeof arg === 'string' && arg.length > 1);
    if (data.length === 0) return wrap(result);
    const split = new RegExp(`(${data.map(escapeRegExp).join('|')})`);
    return result
      .split(split)
      .map((part, i) => (i % 2 === 1 ? part : wrap(part)))
      .join('');
  }
  return pseudoMessages(result, args);
}

/** The domain's translations with every text wrapped: strings, lists, objects and functions' results. */
function pseudoMessages(value: unknown, args: readonly unknown[] = []): unknown {
  if (typeof value === 'string') return wrap(value);
  if (typeof value === 'function')
    return (...given: unknown[]) => wrapResult((value as (...a: unknown[]) => unknown)(...given), given);
  if (Array.isArray(value)) return value.map((item) => wrapResult(item, args));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrapResult(item, args)]));
  return value;
}

/**
 * Turns the pseudo-locale on: the app reads English, its texts and the domain's messages wrapped.
 * Called before the first render.
 */
export async function startPseudo(): Promise<void> {
  await setLanguage('en');
  const english = i18n.store.data.en?.translation;
  if (english) wrapTree(english as Record<string, unknown>);
  i18n.store.on('added', (language: string) => {
    const texts = i18n.store.data[language]?.translation;
    if (language === 'en' && texts) wrapTree(texts as Record<string, unknown>);
  });
  // The domain's whole English translation, registered once for good (a page's catalogue loaded
  // later would not replace the wrapped one), gives way to these.
  await loadAllDomainMessages('en');
  const messages = await import('@kerben/domain/i18n/en');
  // Copied in Russian: a translation that reuses a catalogue as it is (a proxy of the catalogue)
  // would otherwise read itself through its own English while being copied.
  registerTranslations('en', withLanguage('ru', () => pseudoMessages({ ...messages })) as Record<string, unknown>);
}
