import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient } from '../api/query-client';
import { lazyNamed } from '../lib/lazy';
import { useNotificationsWanted } from '../lib/notifications-wanted';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazyNamed(() => import('./notifications-host'), 'NotificationsHost');

/**
 * The notifications' frame once a module wants it. Its own component: when a page's chunk asks for
 * it while the page hydrates, only this draws again, not the providers above the page (a new
 * Mantine context would make React drop the prerendered page and draw it afresh).
 */
function NotificationsWhenWanted() {
  const wanted = useNotificationsWanted();
  return (
    wanted && (
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
    )
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light only: index.html's <html> carries the same scheme for the prerendered pages. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <NotificationsWhenWanted />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
