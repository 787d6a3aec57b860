import type { Page } from '@kerben/domain';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { notifySessionChanged } from '../api/session';
import { PageActionProvider, usePageActionSlot } from '../hooks/page-action';

/** What a fake route answers: a JSON body (200), or a status with a body. */
export type FakeAnswer = { status: number; body?: unknown } | { body: unknown };

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: BodyInit | null | undefined;
}

/**
 * Stubs fetch with a tiny server: `routes['PUT /api/notifications/check/7/']` answers that call; an
 * unknown call is a 404. Returns the calls made, in order.
 */
export function fakeApi(routes: Record<string, (request: FakeRequest) => FakeAnswer>) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init.body };
      calls.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer = route ? route(request) : { status: 404, body: { detail: 'Не найдено' } };
      const status = 'status' in answer ? answer.status : 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders a page as the app does: Mantine, a fresh query client (no retries), a router. */
export function renderWithApp(node: ReactNode, queryClient = testQueryClient()) {
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}

/**
 * Renders a page at its route's pattern (`/admin/shipments/:id`), opened at `path`, so it reads its
 * params and search as in the app; the router, to follow where the page goes.
 */
export function renderRoute(pattern: string, element: ReactNode, path = pattern) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A page inside the area header's action slot, as AreaShell renders it (the header's button, plain). */
export function WithPageAction({ children }: { children: ReactNode }) {
  const [action, setAction] = usePageActionSlot();
  return (
    <PageActionProvider value={setAction}>
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {children}
    </PageActionProvider>
  );
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** One page of a list answer holding `results` (a fake route's body). */
export function pageOf<T>(results: T[]): Page<T> {
  return { count: results.length, total_pages: 1, current_page: 1, next: null, previous: null, results };
}

/** Mantine's toasts recorded instead of shown (no Notifications root in a page's test); the spy. */
export function spyOnNotifications() {
  return vi.spyOn(notifications, 'show').mockReturnValue('id');
}

/** A signed-in session, as far as the hooks that check for one can tell. */
export function signIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the session store the app reads
  document.cookie = 'accessToken=test-token; Path=/';
  notifySessionChanged();
}
