// The language runtime of the catalogues, for whoever runs them: the web app imports it as
// `@kerben/domain/i18n` and loads a language's translations (`@kerben/domain/i18n/ky`, `…/en`)
// only when that language is chosen; the server registers every language at start.

export { onlyWords, pluralProblems, translationProblems } from './catalogue-check';
export type { LazyMessage } from './localize';
export {
  addTranslations,
  currentLanguage,
  hasTranslations,
  localizedCatalogues,
  registerTranslations,
  setLanguageResolver,
  withLanguage,
} from './localize';
export type { MessageTranslation } from './translation';
