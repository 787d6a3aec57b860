import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient } from '../api/query-client';
import { lazyNamed } from './lazy';
import { useNotificationsWanted } from './notifications-wanted';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazyNamed(() => import('./notifications-host'), 'NotificationsHost');

export function Providers({ children }: { children: ReactNode }) {
  const notificationsWanted = useNotificationsWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {notificationsWanted && (
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
