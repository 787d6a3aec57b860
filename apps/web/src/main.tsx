import '@mantine/core/styles.css';
import './styles/global.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { bootstrapSession } from './api/session';
import { Providers } from './app/providers';
import { router } from './app/router';

// Starts at once; public pages render meanwhile, /user and /admin wait for it.
void bootstrapSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
