import { describe, expect, it } from 'vitest';
import '../index';
import * as en from './en';
import * as ky from './ky';
import { LOCALIZED } from './localize';

// The catalogue check beside the typecheck: every translation registered under a name translates
// a localized constant of that name, with exactly the Russian keys (none missing, none left over
// from a renamed key) all the way down, and every localized constant is translated.

/** Names of translations that are not catalogues: zod's own messages. */
const NOT_CATALOGUES = new Set(['ZOD_LOCALE']);

function keyDifferences(russian: unknown, translated: unknown, path: string): string[] {
  if (typeof russian === 'function') return typeof translated === 'function' ? [] : [`${path}: not a function`];
  if (russian === null || typeof russian !== 'object')
    return typeof translated === typeof russian ? [] : [`${path}: ${typeof translated}`];
  if (translated === null || typeof translated !== 'object') return [`${path}: missing`];
  if (Array.isArray(russian)) {
    if (!Array.isArray(translated) || translated.length !== russian.length) return [`${path}: not a list of ${russian.length}`];
    return russian.flatMap((item, i) => keyDifferences(item, translated[i], `${path}[${i}]`));
  }
  const ours = Object.keys(russian);
  const theirs = Object.keys(translated);
  return [
    ...ours.filter((key) => !theirs.includes(key)).map((key) => `${path}.${key}: missing`),
    ...theirs.filter((key) => !ours.includes(key)).map((key) => `${path}.${key}: not in Russian`),
    ...ours
      .filter((key) => theirs.includes(key))
      .flatMap((key) =>
        keyDifferences((russian as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`),
      ),
  ];
}

describe.each([
  ['ky', ky],
  ['en', en],
] as const)('the %s translations', (_language, translations) => {
  const names = Object.keys(translations).filter((name) => !NOT_CATALOGUES.has(name));

  it('translate localized catalogues only', () => {
    expect(names.filter((name) => !(name in LOCALIZED))).toEqual([]);
  });

  it('have exactly the Russian keys', () => {
    const differences = names
      .filter((name) => name in LOCALIZED)
      .flatMap((name) => keyDifferences(LOCALIZED[name], (translations as Record<string, unknown>)[name], name));
    expect(differences).toEqual([]);
  });

  it('translate every localized catalogue', () => {
    expect(Object.keys(LOCALIZED).filter((name) => !names.includes(name))).toEqual([]);
  });
});
