import { DEFAULT_LANGUAGE, type Language } from '@kerben/domain';
import { registerTranslations } from '@kerben/domain/i18n';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { queryClient } from './api/query-client';
import { bootstrapSession, setDrawnSession } from './api/session';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { firstQueries } from './app/user-area-start';
import { publicSiteMessages, setLanguage } from './i18n';
import { languageOfPath } from './i18n/language';

// The build's server-side entry (vite build --ssr, run by scripts/prerender.mjs): the HTML of each
// public page as a visitor's browser first draws it, which main.tsx then hydrates. Content from the
// database is not there (queries run in the browser): its skeleton is. The server also draws a
// signed-in customer's /user with it, per request, from that customer's answers (renderCustomerArea).

// What scripts/prerender.mjs draws: every public page at its address in every language.
export { DEFAULT_LANGUAGE, LANGUAGES, PUBLIC_PAGES, publicPagePath } from '@kerben/domain';
// What the customer area's shell asks for before the app's code runs.
export { earlyRequests } from './app/user-area-start';

type Translations = () => Promise<Record<string, unknown>>;
/** All of the domain's catalogues in a language, which the browser loads later. */
const ALL_MESSAGES: Record<Exclude<Language, 'ru'>, Translations> = {
  ky: () => import('@kerben/domain/i18n/ky'),
  en: () => import('@kerben/domain/i18n/en'),
};

/** The HTML inside #root for `url`, once every lazy page and section it shows has loaded. */
async function draw(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Every boundary in place: a large one would otherwise come after the page with an inline
    // script to move it (which the site's CSP refuses, and a browser without scripts never runs).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${url} failed`);
  return html;
}

/**
 * The HTML inside #root for `url`. /ky/… and /en/… are drawn in their language, with its texts
 * loaded first and the domain's catalogues the browser has when it takes the page over: the few of
 * the public site and those its modules ask for (the FAQ). Drawn again with all of them, the page must not change, or the browser would
 * meet a text it cannot match yet.
 */
export async function renderPage(url: string): Promise<string> {
  const language = languageOfPath(url) ?? DEFAULT_LANGUAGE;
  await setLanguage(language);
  if (language === 'ru') return draw(url);
  registerTranslations(language, await publicSiteMessages(language));
  const html = await draw(url);
  registerTranslations(language, await ALL_MESSAGES[language]());
  if ((await draw(url)) !== html) {
    throw new Error(
      `${url} shows a domain catalogue that packages/domain/src/i18n/${language}/public-site.ts lacks (or that the module showing it does not ask for: addCatalogues)`,
    );
  }
  return html;
}

/** What the server asked its own API for a customer's /user, to draw it (apps/server/src/http/customer-area.ts). */
export interface CustomerAreaRequest {
  url: string;
  language: Language;
  /** The answer of each of the area's first queries, by its address (earlyRequests). */
  answers: Record<string, unknown>;
  /** The isAdmin cookie's flag (the header's link to the admin area). */
  staff: boolean;
}

/**
 * A signed-in customer's /user as their browser would first draw it once its answers are in: the
 * HTML inside #root, and the state the browser hydrates it with (the queries' answers and the
 * language: app/server-drawn.ts). The app's query cache, session and language are the module's
 * own, so the server draws one page at a time and leaves them empty after each.
 */
export async function renderCustomerArea(request: CustomerAreaRequest): Promise<{ html: string; state: string }> {
  const home = request.url.split('?')[0]?.replace(/\/+$/, '') === '/user';
  try {
    queryClient.clear();
    for (const { url, queryKey } of firstQueries(home)) {
      if (!(url in request.answers)) throw new Error(`no answer for ${url}`);
      queryClient.setQueryData(queryKey, request.answers[url]);
    }
    setDrawnSession({ signedIn: true, staff: request.staff });
    await bootstrapSession();
    const { language } = request;
    await setLanguage(language);
    if (language !== 'ru') registerTranslations(language, await ALL_MESSAGES[language]());
    const html = await draw(request.url);
    return { html, state: JSON.stringify({ language, queries: dehydrate(queryClient) }) };
  } finally {
    queryClient.clear();
    setDrawnSession({ signedIn: false, staff: false });
  }
}
