import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const MAX_PAGE_SIZE = 100;

/** Query fields of every paginated list; `pagination_type=page_number` is accepted and ignored. */
export function paginationQuery(defaultPageSize: number) {
  return z.object({
    page: z.coerce
      .number({ error: 'Номер страницы должен быть числом' })
      .int()
      .min(1, 'Номер страницы начинается с 1')
      .default(1),
    page_size: z.coerce
      .number({ error: 'Размер страницы должен быть числом' })
      .int()
      .min(1, 'Размер страницы не меньше 1')
      .max(MAX_PAGE_SIZE, `Размер страницы не больше ${MAX_PAGE_SIZE}`)
      .default(defaultPageSize),
    pagination_type: z.string().optional(),
  });
}

export interface PageRequest {
  page: number;
  page_size: number;
}

/** The answer shape of every paginated list (DESIGN.md section 4). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export function pageOffset({ page, page_size }: PageRequest): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

export function toPage<T>(request: FastifyRequest, query: PageRequest, count: number, results: T[]) {
  const totalPages = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    total_pages: totalPages,
    current_page: query.page,
    next: query.page < totalPages ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, Math.min(query.page - 1, totalPages)) : null,
    results,
  };
}
