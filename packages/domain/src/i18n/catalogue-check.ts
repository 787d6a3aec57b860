// What a typecheck cannot see in a translation (docs/i18n.md#checks): the web app's and the domain's
// catalogue tests run it over every catalogue. A translation must keep every {{placeholder}} and
// <tag> of the Russian text (else a number or a link vanishes), a Russian plural family needs its
// `_other` form (the one every language falls back to), and a translation identical to a Russian
// text with Cyrillic in it is a forgotten copy: the reader would get Russian.

const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g;
const TAG = /<\/?([\w-]+)\s*\/?>/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const CYRILLIC_WORD = /[\p{Script=Cyrillic}-]+/gu;

/**
 * Whether every Cyrillic word of `text` is one of `words` (lower case): a Kyrgyz label made only of
 * the loanwords Kyrgyz shares with Russian («Трек-номер», «Телефон») is written the same.
 */
export function onlyWords(text: string, words: ReadonlySet<string>): boolean {
  return (text.match(CYRILLIC_WORD) ?? []).every((word) => words.has(word.toLowerCase()));
}

type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object';

function marks(text: string): Set<string> {
  return new Set([
    ...[...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(TAG)].map((m) => `<${m[1]}>`),
  ]);
}

/** The placeholders and tags of a key, or of its whole plural family (a form may spell a number out). */
function marksOf(tree: Tree, key: string): Set<string> {
  const base = key.replace(PLURAL, '');
  const keys = key === base ? [key] : Object.keys(tree).filter((k) => k.replace(PLURAL, '') === base && PLURAL.test(k));
  return new Set(keys.flatMap((k) => (typeof tree[k] === 'string' ? [...marks(tree[k] as string)] : [])));
}

/**
 * The problems of `translated` against the Russian `russian`, each as `path.to.key: what`. `same`
 * says which Russian texts a language rightly writes the same way (a name, a shared loanword).
 */
export function translationProblems(
  russian: unknown,
  translated: unknown,
  path: string,
  same: (russian: string) => boolean = () => false,
): string[] {
  if (typeof russian === 'string') {
    if (typeof translated !== 'string') return [];
    if (translated === russian && CYRILLIC.test(russian) && !same(russian))
      return [`${path}: the Russian text, not translated: ${russian}`];
    return [];
  }
  if (Array.isArray(russian)) {
    return Array.isArray(translated)
      ? russian.flatMap((item, i) => translationProblems(item, translated[i], `${path}[${i}]`, same))
      : [];
  }
  if (!isTree(russian) || !isTree(translated)) return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(russian)) {
    const where = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      const missing = [...marksOf(russian, key)].filter((mark) => !marksOf(translated, key).has(mark));
      // A family's forms are compared as one: report it once, at its `_other`.
      const reported = !PLURAL.test(key) || key.endsWith('_other');
      if (missing.length > 0 && reported && (key in translated || PLURAL.test(key)))
        problems.push(`${where}: lost ${missing.join(' ')}`);
    }
    problems.push(...translationProblems(value, translated[key], where, same));
  }
  return problems;
}

/** Plural families of a catalogue (Russian or not) without their `_other` form. */
export function pluralProblems(tree: unknown, path = ''): string[] {
  if (!isTree(tree)) return [];
  const problems = Object.keys(tree)
    .filter((key) => PLURAL.test(key) && !key.endsWith('_other'))
    .map((key) => key.replace(PLURAL, ''))
    .filter((base, i, all) => all.indexOf(base) === i && !(`${base}_other` in tree))
    .map((base) => `${path ? `${path}.` : ''}${base}: no ${base}_other`);
  return [...problems, ...Object.entries(tree).flatMap(([key, value]) => pluralProblems(value, path ? `${path}.${key}` : key))];
}
