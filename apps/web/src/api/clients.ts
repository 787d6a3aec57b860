import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

// Operators find a client by the start of their code (#KB00…) to assign a parcel.

export const clientKeys = {
  all: ['clients'] as const,
  search: (code: string) => [...clientKeys.all, 'search', code] as const,
};

/** Clients whose code starts with `code` (at least 2 characters typed); idle before that. */
export function useClientSearch(code: string) {
  const wanted = code.trim().replace(/^#/, '').toUpperCase();
  return useQuery({
    queryKey: clientKeys.search(wanted),
    queryFn: ({ signal }) => api.get('/api/add_user_for_admin/list/', { signal, query: { unique_id: wanted, page_size: 10 } }),
    select: (page) => page.results,
    enabled: wanted.length >= 2,
    placeholderData: keepPreviousData,
  });
}
