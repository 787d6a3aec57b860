import './styles/mantine-public.css';
import './styles/global.css';
import { DEFAULT_LANGUAGE, type Language } from '@kerben/domain';
import { startTransition } from 'react';
import { bootstrapSession } from './api/session';
import { App } from './app/app';
import { setLanguage } from './i18n';
import { browserSignals, detectLanguage, isPublicPath, languageOfPath, localizePath } from './i18n/language';

// A signed-in customer's /user arrives drawn by the server, with the answers it was drawn from
// (its reader is a chunk of its own: public pages never need it).
const serverDrawnPage = document.getElementById('kerben-server-state')
  ? import('./app/server-drawn').then(({ takeServerDrawnPage }) => takeServerDrawnPage())
  : undefined;
// Starts at once; public pages render meanwhile, /user and /admin wait for it.
void bootstrapSession();
// The customer area asks for its first answers while its code downloads (preloaded by its shell).
const userArea = /^\/user(\/|$)/.test(window.location.pathname) ? import('./app/user-area-start') : undefined;
// A page the server drew came with those answers.
void userArea?.then(async ({ prefetchUserArea }) => (await serverDrawnPage) ?? prefetchUserArea(window.location));

/** Lets the browser take a turn (a tap, a paint) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting the app costs a slow phone several hundred milliseconds of script; in one piece it would
// keep a tap on the prerendered page waiting all that time. So it starts in steps, each its own task:
// the app's modules (this one's imports), React's renderer (a chunk of its own, preloaded by the page:
// scripts/prerender.mjs), then React takes over the page.
/**
 * The language of the first render (docs/i18n.md: the visitor's choice, the address of a public
 * page, the browser's languages; the account's follows once the profile is known). A public page
 * whose address names another language moves to the chosen language's address first; its
 * prerendered HTML is then in the wrong language and is drawn afresh rather than taken over.
 */
function chooseLanguage(serverDrawn: { language: Language } | undefined): { language: Language; moved: boolean } {
  // A page the server drew for this visitor is in the language it was drawn in.
  if (serverDrawn) return { language: serverDrawn.language, moved: false };
  const language = detectLanguage(browserSignals());
  const { pathname, search, hash } = window.location;
  if (!isPublicPath(pathname) || (languageOfPath(pathname) ?? DEFAULT_LANGUAGE) === language) return { language, moved: false };
  window.history.replaceState(window.history.state, '', `${localizePath(pathname, language)}${search}${hash}`);
  return { language, moved: true };
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing in index.html');
  const serverDrawn = await serverDrawnPage;
  const { language, moved } = chooseLanguage(serverDrawn);
  // The first render's texts load beside React's renderer, in the language only (the page preloads
  // them; the domain's messages come after, see setLanguage). If Kyrgyz or English cannot load, the
  // page starts in Russian; without any texts it does not start (the prerendered page stays).
  // A page drawn by the server shows the domain's texts already: its first render needs them too.
  const texts = setLanguage(language, { messagesLater: !serverDrawn }).catch((error: unknown) => {
    if (language === DEFAULT_LANGUAGE) throw error;
    return setLanguage(DEFAULT_LANGUAGE);
  });
  // The pseudo-locale of the catalogue check, for a browser that asks for it (i18n/pseudo.ts).
  const pseudo = localStorage.getItem('kerben:pseudo') ? import('./i18n/pseudo').then((m) => m.startPseudo()) : undefined;
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('./app/renderer');
  await texts;
  await pseudo;
  // The customer area draws its frame and page in one go once their chunks are loaded (app/user-area-start.ts);
  // if they cannot load, React's lazy loading shows why as before.
  await userArea?.then(({ loadUserArea }) => loadUserArea(window.location)).catch(() => undefined);
  await yieldToBrowser();
  // A public page arrives prerendered (a signed-in customer's /user drawn by the server) and React
  // takes over its HTML in a transition: the work is cut into short tasks. Every other route (/user
  // without a session, /admin, /auth) gets the empty shell and renders from scratch.
  if (root.firstElementChild && !moved && !pseudo) startTransition(() => void hydrateRoot(root, <App />));
  else {
    root.replaceChildren();
    createRoot(root).render(<App />);
  }
}

void start();
