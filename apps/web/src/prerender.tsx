import { DEFAULT_LANGUAGE } from '@kerben/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { setLanguage } from './i18n';
import { languageOfPath } from './i18n/language';

// The build's server-side entry (vite build --ssr, run by scripts/prerender.mjs): the HTML of each
// public page as a visitor's browser first draws it, which main.tsx then hydrates. Content from the
// database is not there (queries run in the browser): its skeleton is.

export { PUBLIC_PAGES } from '@kerben/domain';

/** The HTML inside #root for `url`, once every lazy page and section it shows has loaded. */
export async function renderPage(url: string): Promise<string> {
  // /ky/… and /en/… are drawn in their language, with its texts loaded first.
  await setLanguage(languageOfPath(url) ?? DEFAULT_LANGUAGE);
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
