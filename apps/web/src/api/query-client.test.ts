import { PAGE_LANGUAGE_HEADER } from '@kerben/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Fresh modules, as public-site.test.ts takes: test files share one module registry (isolate:
// false), and loading.test.ts checks which translations a browser would have downloaded.
let runtime: typeof import('../i18n');
let client: typeof import('./client');
let queries: typeof import('./query-client');

beforeAll(async () => {
  vi.resetModules();
  runtime = await import('../i18n');
  client = await import('./client');
  queries = await import('./query-client');
});

describe("answers in the page's language", () => {
  it('names the language the page reads in on every request', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push((init.headers as Record<string, string>)[PAGE_LANGUAGE_HEADER] ?? '');
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await client.api.get('/api/countries/list/');
    await runtime.setLanguage('ky');
    await client.api.get('/api/countries/list/');
    expect(asked).toEqual(['ru', 'ky']);
    await runtime.setLanguage('ru');
  });

  it('asks again for what it holds when the reader switches language, once a switch', async () => {
    const held = new QueryClient();
    const stop = queries.refetchOnLanguageChange(held);
    held.setQueryData(['countries'], [{ id: 1, name: 'США' }]);
    expect(held.getQueryState(['countries'])?.isInvalidated).toBe(false);

    await runtime.setLanguage('en');
    expect(held.getQueryState(['countries'])?.isInvalidated).toBe(true);

    // A redraw in the same language (the domain's texts arriving) is not a switch.
    held.setQueryData(['countries'], [{ id: 1, name: 'USA' }]);
    await runtime.setLanguage('en');
    expect(held.getQueryState(['countries'])?.isInvalidated).toBe(false);
    stop();
    await runtime.setLanguage('ru');
  });
});
