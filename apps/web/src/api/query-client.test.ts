import { PAGE_LANGUAGE_HEADER } from '@kerben/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { api } from './client';
import { refetchOnLanguageChange } from './query-client';

afterEach(() => setLanguage('ru'));

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
    await api.get('/api/countries/list/');
    await setLanguage('ky');
    await api.get('/api/countries/list/');
    expect(asked).toEqual(['ru', 'ky']);
  });

  it('asks again for what it holds when the reader switches language, once a switch', async () => {
    const client = new QueryClient();
    const stop = refetchOnLanguageChange(client);
    client.setQueryData(['countries'], [{ id: 1, name: 'США' }]);
    expect(client.getQueryState(['countries'])?.isInvalidated).toBe(false);

    await setLanguage('en');
    expect(client.getQueryState(['countries'])?.isInvalidated).toBe(true);

    // A redraw in the same language (the domain's texts arriving) is not a switch.
    client.setQueryData(['countries'], [{ id: 1, name: 'USA' }]);
    await setLanguage('en');
    expect(client.getQueryState(['countries'])?.isInvalidated).toBe(false);
    stop();
  });
});
