import { registerTranslations } from '@kerben/domain';
import * as en from '@kerben/domain/i18n/en';
import * as ky from '@kerben/domain/i18n/ky';
import { installLanguageResolver } from '../core/language';

/** The server speaks every language from the start: all translations registered, the request's language read. */
export function installLanguages(): void {
  registerTranslations('ky', ky);
  registerTranslations('en', en);
  installLanguageResolver();
}
