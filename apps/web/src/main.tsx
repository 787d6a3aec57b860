import './styles/mantine-public.css';
import './styles/global.css';
import { startTransition } from 'react';
import { bootstrapSession } from './api/session';
import { App } from './app/app';

// Starts at once; public pages render meanwhile, /user and /admin wait for it.
void bootstrapSession();
// The customer area asks for its first answers while its code downloads (preloaded by its shell).
if (/^\/user(\/|$)/.test(window.location.pathname)) {
  void import('./pages/user/start').then(({ prefetchUserArea }) => prefetchUserArea(window.location));
}

/** Lets the browser take a turn (a tap, a paint) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting the app costs a slow phone several hundred milliseconds of script; in one piece it would
// keep a tap on the prerendered page waiting all that time. So it starts in steps, each its own task:
// the app's modules (this one's imports), React's renderer (a chunk of its own, preloaded by the page:
// scripts/prerender.mjs), then React takes over the page.
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing in index.html');
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('./app/renderer');
  await yieldToBrowser();
  // A public page arrives prerendered and React takes over its HTML in a transition: the work is cut
  // into short tasks. Every other route (/user, /admin, /auth) gets the empty shell and renders from scratch.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <App />));
  else createRoot(root).render(<App />);
}

void start();
