import { useQuery } from '@tanstack/react-query';
import { api } from './client';

// Reference lists with fixed ids: they do not change while a page is open.

export const referenceKeys = {
  couriers: ['reference', 'couriers'] as const,
  statuses: ['reference', 'statuses'] as const,
};

export function useCouriers() {
  return useQuery({
    queryKey: referenceKeys.couriers,
    queryFn: ({ signal }) => api.get('/api/couriers/list/', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Parcel statuses in the order a parcel goes through them. */
export function useParcelStatuses() {
  return useQuery({
    queryKey: referenceKeys.statuses,
    queryFn: ({ signal }) => api.get('/api/warehouses/status/list/', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
