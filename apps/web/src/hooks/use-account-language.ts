import { isLanguage } from '@kerben/domain';
import { useEffect } from 'react';
import { useProfile } from '../api/profile';
import { currentLanguage, setLanguage } from '../i18n';
import { writeLanguageCookie } from '../i18n/language';

// Apart from use-language.ts, which the public header uses: this one needs the profile's query.

/**
 * The signed-in areas speak the account's language: once the profile says it, the app switches to
 * it (and the cookie remembers it, so the next visit starts in it at once).
 */
export function useAccountLanguage() {
  const language = useProfile().data?.language;
  useEffect(() => {
    if (!isLanguage(language) || language === currentLanguage()) return;
    writeLanguageCookie(language);
    void setLanguage(language);
  }, [language]);
}
