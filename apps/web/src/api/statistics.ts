import type { StatisticsSeries } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

// The admin dashboard: four series (today by hour, the week and the month by day, in Bishkek
// time) and the counts of what waits for an operator. Read-only: nothing here is invalidated by
// a mutation; a minute-old dashboard is fine and refreshes on focus.

export const statisticsKeys = {
  all: ['statistics'] as const,
  series: (series: StatisticsSeries, destinationId: number | null) =>
    [...statisticsKeys.all, 'series', series, destinationId] as const,
  pending: ['statistics', 'pending'] as const,
};

const STALE_MS = 60_000;

/** One series, for every parcel or only those going to one country (users ignore the country). */
export function useStatistics(series: StatisticsSeries, destinationId: number | null) {
  return useQuery({
    queryKey: statisticsKeys.series(series, destinationId),
    queryFn: ({ signal }) =>
      api.get(`/api/statics/admin_panel/${series}/`, {
        signal,
        query: destinationId === null ? {} : { country_of_destination_id: destinationId },
      }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function usePendingWork() {
  return useQuery({
    queryKey: statisticsKeys.pending,
    queryFn: ({ signal }) => api.get('/api/statics/admin_panel/pending/', { signal }),
    staleTime: STALE_MS,
  });
}
