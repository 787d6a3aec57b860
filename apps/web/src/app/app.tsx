import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app in the browser: the same tree as prerender.tsx draws at build time. */
export function App() {
  return (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
}
