import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language, setLanguageResolver } from '@kerben/domain';

// The language the server speaks in now (docs/i18n.md): a request's, set when it arrives and
// replaced by the account's once the caller is known, or the one `withLanguage` names for a mail to
// someone else. The catalogues of packages/domain read it through the resolver installed here.

interface LanguageScope {
  language: Language;
}

const scope = new AsyncLocalStorage<LanguageScope>();

/** Makes the catalogues read the language of the running request or `withLanguage` (once per process). */
export function installLanguageResolver(): void {
  setLanguageResolver(
    () => scope.getStore()?.language ?? DEFAULT_LANGUAGE,
    (language, fn) => scope.run({ language }, fn),
  );
}

/** Runs `next` (a request's handling) in `language`, which `useLanguage` may change later in the request. */
export function runInLanguage(language: Language, next: () => void): void {
  scope.run({ language }, next);
}

/** From here on, the running request speaks `language` (the signed-in account's). */
export function useLanguage(language: Language): void {
  const store = scope.getStore();
  if (store) store.language = language;
}
