import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

// The audit log: every write by admins and operators (GET /api/audit/, admins only). Read only.

export interface AuditFilters {
  actor: string;
  entity: string;
  entity_id: string;
  action: string;
  date_from: string;
  date_to: string;
  page: number;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get('/api/audit/', {
        signal,
        query: {
          actor: filters.actor || undefined,
          entity: filters.entity || undefined,
          entity_id: filters.entity_id || undefined,
          action: filters.action || undefined,
          date_from: filters.date_from || undefined,
          date_to: filters.date_to || undefined,
          page: filters.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The address of a record's entries in the log (a parcel's, a user's details link to it). */
export const auditLinkOf = (entity: string, id: number) => `/admin/audit?entity=${entity}&entity_id=${id}`;
