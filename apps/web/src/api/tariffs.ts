import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './mutation';
import type { RequestBody } from './operations';
import { queryClient } from './query-client';

// The tariff (docs/money.md#tariff-and-exchange-rates): everyone reads the version in force (the
// calculators and the parcel wizard price with it); admins read every version and publish new ones.

export const tariffKeys = {
  all: ['tariffs'] as const,
  current: () => [...tariffKeys.all, 'current'] as const,
  history: () => [...tariffKeys.all, 'history'] as const,
};

// A tariff changes a few times a year; a page open for a day sees a new one on its next visit.
const TARIFF_STALE_MS = 10 * 60_000;

const currentTariffQuery = {
  queryKey: tariffKeys.current(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/api/tariffs/', { signal }),
  staleTime: TARIFF_STALE_MS,
};

/** The version in force today, the scheduled ones and each warehouse's storage terms. */
export function useTariffs() {
  return useQuery(currentTariffQuery);
}

/** The terms in force, read through the same cache (the public pages' prices, outside React Query). */
export async function fetchCurrentTariff() {
  return (await queryClient.fetchQuery(currentTariffQuery)).current;
}

/** The admins' «Тарифы»: the same with every version, past ones included. */
export function useTariffHistory() {
  return useQuery({
    queryKey: tariffKeys.history(),
    queryFn: ({ signal }) => api.get('/api/tariffs/', { signal, query: { history: '1' } }),
  });
}

/**
 * Publishes terms from a date (what is not sent stays as in force then). The warehouses' storage
 * terms are the warehouses' too, and every price shown follows the tariff.
 */
export function useUpdateTariffs() {
  return useInvalidatingMutation(
    (input: RequestBody<'patch', '/api/tariffs/'>) => api.patch('/api/tariffs/', { body: input }),
    () => [tariffKeys.all, ['warehouses']],
  );
}
