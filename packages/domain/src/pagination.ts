import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** The answer of every paginated list (docs/api.md#lists). */
export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export interface Page<T> {
  count: number;
  total_pages: number;
  current_page: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
