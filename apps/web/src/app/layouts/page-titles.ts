import { PUBLIC_PAGES, pageTitle, publicPageMeta } from '@kerben/domain';
import { addCatalogues } from '../../i18n';

// The public pages' titles and descriptions (packages/domain site.ts) and their translation: a chunk
// of their own, which page-meta.ts loads after the first render. The first HTML has them already
// (the server writes them); they matter once the visitor moves to another page.
/** Resolves once their translation in the language in use is registered (at once in Russian). */
export const titlesReady = addCatalogues('site');

/** The title ('… — Kerben') and description of the page at `pathname` (the home's description otherwise). */
export function pageMetaOf(pathname: string, fallbackTitle: string | undefined): { title: string; description: string } {
  const page = publicPageMeta(pathname);
  return {
    title: pageTitle(page?.title ?? fallbackTitle ?? PUBLIC_PAGES[0]?.title ?? ''),
    description: (page ?? PUBLIC_PAGES[0])?.description ?? '',
  };
}
