// The shape a translation of one of the web app's text files must have: every key of the Russian
// original. Plural forms follow each language's own rules (i18next with Intl.PluralRules): Russian
// needs _one, _few, _many and _other, Kyrgyz and English only _one and _other, so the forms a
// language does not use are optional. A missing key is a type error: `npm run typecheck` is the
// catalogue check.

type PluralFormNotInEveryLanguage = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

export type Translation<T> = T extends string
  ? string
  : { [K in keyof T as K extends PluralFormNotInEveryLanguage ? never : K]: Translation<T[K]> } & {
      [K in keyof T as K extends PluralFormNotInEveryLanguage ? K : never]?: Translation<T[K]>;
    };
