import { pageResponse as pageSchema } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type PageRequest, pageOffset } from '../db/list';
import { pageAnswer, paginationQuery } from './pagination';

const request = (url: string) => url;
/** A service's page of items, answered as the page envelope. */
const toPage = <T>(url: string, query: PageRequest, count: number, items: T[]) =>
  pageAnswer(url, { items, count, page: query.page, pageSize: query.page_size });

describe('paginationQuery', () => {
  const query = paginationQuery(7);

  it('defaults to the first page and the endpoint page size', () => {
    expect(query.parse({})).toEqual({ page: 1, page_size: 7 });
  });

  it('reads numbers sent as strings and tolerates pagination_type=page_number', () => {
    expect(query.parse({ page: '3', page_size: '20', pagination_type: 'page_number' })).toEqual({
      page: 3,
      page_size: 20,
      pagination_type: 'page_number',
    });
  });

  it.each([
    [{ page: 'abc' }, 'page', 'Номер страницы должен быть числом'],
    [{ page: '0' }, 'page', 'Номер страницы начинается с 1'],
    [{ page: '1.5' }, 'page', undefined],
    [{ page_size: '0' }, 'page_size', 'Размер страницы не меньше 1'],
    [{ page_size: '101' }, 'page_size', 'Размер страницы не больше 100'],
    [{ page_size: 'many' }, 'page_size', 'Размер страницы должен быть числом'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });

  it('accepts the largest page size', () => {
    expect(query.parse({ page_size: '100' }).page_size).toBe(100);
  });
});

describe('pageOffset', () => {
  it('turns a page into limit and offset', () => {
    expect(pageOffset({ page: 1, page_size: 5 })).toEqual({ limit: 5, offset: 0 });
    expect(pageOffset({ page: 3, page_size: 5 })).toEqual({ limit: 5, offset: 10 });
  });
});

describe('toPage', () => {
  it('answers count, total_pages, current_page, next, previous and results, keeping the other query fields', () => {
    const page = toPage(
      request('/api/users/?pagination_type=page_number&page=2&page_size=5&unique_id=KB'),
      { page: 2, page_size: 5 },
      12,
      ['f', 'g', 'h', 'i', 'j'],
    );
    expect(page).toEqual({
      count: 12,
      total_pages: 3,
      current_page: 2,
      next: '/api/users/?pagination_type=page_number&page=3&page_size=5&unique_id=KB',
      previous: '/api/users/?pagination_type=page_number&page=1&page_size=5&unique_id=KB',
      results: ['f', 'g', 'h', 'i', 'j'],
    });
    expect(pageSchema(z.string()).parse(page)).toEqual(page);
  });

  it('has no previous on the first page and no next on the last', () => {
    const first = toPage(request('/api/x/'), { page: 1, page_size: 5 }, 5, [1, 2, 3, 4, 5]);
    expect(first).toMatchObject({ total_pages: 1, next: null, previous: null });
    const last = toPage(request('/api/x/?page=3&page_size=5'), { page: 3, page_size: 5 }, 12, [1, 2]);
    expect(last).toMatchObject({ next: null, previous: '/api/x/?page=2&page_size=5' });
  });

  it('adds the page parameter when the request had none', () => {
    expect(toPage(request('/api/x/'), { page: 1, page_size: 2 }, 3, [1, 2]).next).toBe('/api/x/?page=2');
  });

  it('answers one empty page for an empty list', () => {
    expect(toPage(request('/api/x/'), { page: 1, page_size: 7 }, 0, [])).toEqual({
      count: 0,
      total_pages: 1,
      current_page: 1,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('points previous of a page past the end to the last real page', () => {
    const page = toPage(request('/api/x/?page=9'), { page: 9, page_size: 5 }, 12, []);
    expect(page).toMatchObject({ current_page: 9, next: null, previous: '/api/x/?page=3', results: [] });
  });
});
