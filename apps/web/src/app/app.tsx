import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * Marks the document once React runs the page, drawn afresh or taken over from the HTML the build
 * or the server drew (a tap on that HTML before then does nothing): the browser tests wait for it.
 */
function useStartedMark() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
}

/** The whole app in the browser: the same tree as prerender.tsx draws at build time. */
export function App() {
  useStartedMark();
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
