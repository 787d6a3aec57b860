import { isLanguage, type Language } from '@kerben/domain';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { setDrawnSession } from '../api/session';

/** The element in which the server hands a page it drew per request its state (apps/server/src/http/customer-area.ts; main.tsx looks for it). */
const SERVER_STATE_ID = 'kerben-server-state';

/**
 * A page the server drew for this visitor (a signed-in customer's /user): the answers it was drawn
 * from go into the query cache and the session it was drawn with is the cookies', so the first
 * render in the browser draws the same HTML and React takes it over. Undefined for every other page.
 */
export function takeServerDrawnPage(): { language: Language } | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  const state = JSON.parse(element.textContent) as { language: Language; queries: DehydratedState };
  if (!isLanguage(state.language)) return undefined;
  hydrate(queryClient, state.queries);
  setDrawnSession('from-cookies');
  return { language: state.language };
}
