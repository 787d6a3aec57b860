import { isLanguage, type Language } from '@kerben/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/session';
import { currentLanguage, setLanguage } from '../i18n';
import { browserSignals, detectLanguage, isPublicPath, localizePath, writeLanguageCookie } from '../i18n/language';

/** The language the app reads in now; a component that calls it draws again when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : currentLanguage();
}

/** `to` in the language in use: a public page's address with its prefix (`/about` -> `/ky/about`). */
export function useLocalizedPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => localizePath(to, language), [language]);
}

/**
 * The switcher's action. A signed-in person's choice is the account's (PATCH of the profile: the
 * server's mails and messages follow it); a visitor's is kept in the `lang` cookie. The cookie is
 * written for both, so the next visit on this browser starts in that language before anything is
 * asked. On a public page the address moves to the language's own.
 */
export function useChooseLanguage() {
  const { hasToken } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [pending, setPending] = useState(false);
  const choose = async (language: Language) => {
    setPending(true);
    try {
      if (hasToken) await (await import('../api/profile')).saveAccountLanguage(queryClient, language);
      writeLanguageCookie(language);
      await setLanguage(language);
    } finally {
      setPending(false);
    }
    if (isPublicPath(pathname)) {
      const address = localizePath(pathname, language);
      if (address !== pathname) await navigate(`${address}${search}${hash}`);
    }
  };
  return { choose, pending };
}

/**
 * A public page follows the visitor's language: a choice (the cookie) outranks the address, so a
 * link into another language's page moves to the chosen one's; without a choice, the address says
 * (`/ky/…`) or else the browser's languages. main.tsx did the same before the first render.
 */
export function usePublicPageLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new address; the query and anchor only travel along
  useEffect(() => {
    if (!isPublicPath(pathname)) return;
    const language = detectLanguage({ ...browserSignals(), pathname });
    if (language !== currentLanguage()) void setLanguage(language);
    const address = localizePath(pathname, language);
    if (address !== pathname) void navigate(`${address}${search}${hash}`, { replace: true });
  }, [pathname]);
}
