import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The page's title ('… — Kerben'), description and Open Graph title as the visitor moves between
 * pages; the server writes the same ones into the first HTML (packages/domain site.ts), so they
 * come after the first render, from a chunk of their own with their translation (page-titles.ts),
 * which is there long before the visitor moves on: the next page's title is set at once, before
 * RouteAnnouncer reads it. Pages without their own description (a document, "not found") keep the
 * home page's.
 */
export function usePageMeta(pathname: string, fallbackTitle: string | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    void import('./page-titles')
      .then(async ({ pageMetaOf, titlesReady }) => {
        await titlesReady;
        if (!current || i18n.language !== language) return;
        const { title, description } = pageMetaOf(pathname, fallbackTitle);
        document.title = title;
        setMeta('name', 'description', description);
        setMeta('property', 'og:title', title);
        setMeta('property', 'og:description', description);
      })
      .catch(() => undefined); // offline: the title stays the previous page's
    return () => {
      current = false;
    };
  }, [pathname, fallbackTitle, language, i18n]);
}
