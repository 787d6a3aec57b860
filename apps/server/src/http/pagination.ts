import { MAX_PAGE_SIZE, MSG, type Page } from '@kerben/domain';
import { z } from 'zod';
import type { ListPage } from '../db/list';

/** Query fields of every paginated list; `pagination_type=page_number` is accepted and ignored. */
export function paginationQuery(defaultPageSize: number) {
  return z.object({
    page: z.coerce
      .number({ error: () => MSG.pageNotNumber })
      .int()
      .min(1, { error: () => MSG.pageTooSmall })
      .default(1),
    page_size: z.coerce
      .number({ error: () => MSG.pageSizeNotNumber })
      .int()
      .min(1, { error: () => MSG.pageSizeTooSmall })
      .max(MAX_PAGE_SIZE, { error: () => MSG.pageSizeTooLarge(MAX_PAGE_SIZE) })
      .default(defaultPageSize),
    pagination_type: z.string().optional(),
  });
}

function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * The page envelope of docs/api.md#lists around a service's page of items; `next` and
 * `previous` repeat the request's own query with another page number.
 */
export function pageAnswer<T>(requestUrl: string, list: ListPage<T>): Page<T> {
  const totalPages = Math.max(1, Math.ceil(list.count / list.pageSize));
  return {
    count: list.count,
    total_pages: totalPages,
    current_page: list.page,
    next: list.page < totalPages ? pageUrl(requestUrl, list.page + 1) : null,
    previous: list.page > 1 ? pageUrl(requestUrl, Math.min(list.page - 1, totalPages)) : null,
    results: list.items,
  };
}
