import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './mutation';
import type { RequestBody } from './operations';

// The duty estimate's rule: everyone reads it (the announcement form, the calculator); admins edit it.

export const customsKeys = {
  all: ['customs'] as const,
  rule: () => [...customsKeys.all, 'rule'] as const,
  settings: () => [...customsKeys.all, 'settings'] as const,
};

/** The limits, rate and exchange rate the estimate is made with; they change rarely. Idle while `enabled` is false. */
export function useCustomsRule(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: customsKeys.rule(),
    queryFn: ({ signal }) => api.get('/api/customs/rule/', { signal }),
    staleTime: 10 * 60 * 1000,
    enabled: options.enabled ?? true,
  });
}

/** The admins' settings form. */
export function useCustomsSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: customsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/settings/customs/', { signal }),
    enabled: options.enabled ?? true,
  });
}

/**
 * Saves the numbers; every duty shown is estimated anew (parcels, announcements, shipments). Their
 * keys are written out rather than imported: the public calculator loads this file, and importing
 * the parcels' and shipments' hooks would bring them into its chunk.
 */
export function useUpdateCustomsSettings() {
  return useInvalidatingMutation(
    (values: RequestBody<'patch', '/api/settings/customs/'>) => api.patch('/api/settings/customs/', { body: values }),
    () => [customsKeys.all, ['parcels'], ['expected'], ['shipments']],
  );
}
