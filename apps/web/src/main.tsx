import './styles/mantine-public.css';
import './styles/global.css';
import './i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootstrapSession } from './api/session';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

// Starts at once; public pages render meanwhile, /user and /admin wait for it.
void bootstrapSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// The same tree as prerender.tsx draws at build time.
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A public page arrives prerendered (scripts/prerender.mjs) and React takes over its HTML, in a
// transition: the work is cut into short tasks, so a slow phone answers a tap meanwhile. Every other
// route (/user, /admin, /auth) gets the empty shell and renders from scratch.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
