import { PUBLIC_PAGES, pageTitle, publicPageMeta } from '@kerben/domain';
import { useEffect } from 'react';

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
 * pages; the server writes the same ones into the first HTML (packages/domain site.ts). Pages
 * without their own description (a document, "not found") keep the home page's.
 */
export function usePageMeta(pathname: string, fallbackTitle: string | undefined) {
  const page = publicPageMeta(pathname);
  const title = pageTitle(page?.title ?? fallbackTitle ?? PUBLIC_PAGES[0]?.title ?? '');
  const description = (page ?? PUBLIC_PAGES[0])?.description ?? '';
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
