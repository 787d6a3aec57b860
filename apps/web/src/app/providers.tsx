import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient } from '../api/query-client';
import { lazyNamed } from './lazy';
import { theme } from './theme';

const NotificationsHost = lazyNamed(() => import('./notifications-host'), 'NotificationsHost');

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
