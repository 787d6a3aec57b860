import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type SiteValues, useCreateSite, useUpdateLogo, useUpdateProduct, useUpdateSite } from './catalog';
import { toFormData } from './client';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

/** The FormData as [key, text or file name] pairs, in order. */
function entries(data: FormData): [string, string][] {
  return [...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);
}

/** Records the calls and answers each with `answer` as JSON. */
function mockFetch(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function withQueryClient({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient() }, children);
}

describe('toFormData', () => {
  it('sends text, numbers and files, repeats arrays and leaves empty values out', () => {
    const data = toFormData({
      name: 'Amazon',
      category: 3,
      ids: [1, 2],
      logo: png(),
      country: null,
      description: '',
      kept: undefined,
    });
    expect(entries(data)).toEqual([
      ['name', 'Amazon'],
      ['category', '3'],
      ['ids', '1'],
      ['ids', '2'],
      ['logo', 'file:logo.png'],
    ]);
  });

  it('turns an emptied clearable field into remove_<field>=true, but never an undefined one', () => {
    const data = toFormData({ name: 'Amazon', country: null, description: '', logo: undefined, link: '' }, [
      'country',
      'description',
      'logo',
    ]);
    expect(entries(data)).toEqual([
      ['name', 'Amazon'],
      ['remove_country', 'true'],
      ['remove_description', 'true'],
    ]);
  });
});

const site: SiteValues = {
  name: 'Amazon',
  url: 'https://amazon.com/',
  category: '2',
  country: null,
  description: '',
  logo: null,
  removeLogo: false,
};

describe('catalogue writes: one multipart request each', () => {
  it('an edited site goes as one PATCH with every field, the new logo and the cleared fields', async () => {
    const calls = mockFetch({ id: 5 });
    const { result } = renderHook(() => useUpdateSite(), { wrapper: withQueryClient });

    await act(() => result.current.mutateAsync({ id: 5, values: { ...site, logo: png() } }));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/catalog/sites/update/5/');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(entries(calls[0]?.init.body as FormData)).toEqual([
      ['name', 'Amazon'],
      ['url', 'https://amazon.com/'],
      ['category', '2'],
      ['remove_country', 'true'],
      ['remove_description', 'true'],
      ['logo', 'file:logo.png'],
    ]);
  });

  it('a removed site logo is remove_logo=true; without a new file the saved one is left alone', async () => {
    const calls = mockFetch({ id: 5 });
    const { result } = renderHook(() => useUpdateSite(), { wrapper: withQueryClient });

    await act(() =>
      result.current.mutateAsync({ id: 5, values: { ...site, country: '3', description: 'Всё', removeLogo: true } }),
    );
    await act(() => result.current.mutateAsync({ id: 5, values: { ...site, country: '3', description: 'Всё' } }));

    expect(entries(calls[0]?.init.body as FormData)).toContainEqual(['remove_logo', 'true']);
    const keep = entries(calls[1]?.init.body as FormData).map(([key]) => key);
    expect(keep).toEqual(['name', 'url', 'category', 'country', 'description']);
  });

  it('a new site sends no remove_ flags', async () => {
    const calls = mockFetch({ id: 6 });
    const { result } = renderHook(() => useCreateSite(), { wrapper: withQueryClient });

    await act(() => result.current.mutateAsync(site));

    expect(calls[0]?.init.method).toBe('POST');
    expect(entries(calls[0]?.init.body as FormData)).toEqual([
      ['name', 'Amazon'],
      ['url', 'https://amazon.com/'],
      ['category', '2'],
    ]);
  });

  it('a logo clears its optional link; a product has nothing to clear', async () => {
    const calls = mockFetch({ id: 1 });
    const logo = renderHook(() => useUpdateLogo(), { wrapper: withQueryClient });
    const product = renderHook(() => useUpdateProduct(), { wrapper: withQueryClient });

    await act(() => logo.result.current.mutateAsync({ id: 1, values: { link: '', logo: null } }));
    await act(() =>
      product.result.current.mutateAsync({ id: 2, values: { title: 'Кеды', link: 'https://a.com/', image: png() } }),
    );

    expect(entries(calls[0]?.init.body as FormData)).toEqual([['remove_link', 'true']]);
    expect(entries(calls[1]?.init.body as FormData)).toEqual([
      ['title', 'Кеды'],
      ['link', 'https://a.com/'],
      ['image', 'file:logo.png'],
    ]);
  });
});
