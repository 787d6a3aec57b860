import type { ServiceKind, TaskKind } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';
import { parcelKeys } from './parcels';
import { FILE_LINK_RENEWAL_MS } from './profile';
import { warehouseKeys } from './warehouses';

// Warehouse services: a customer's orders on a parcel and consolidations of several parcels, the
// warehouse's tasks («Задания склада»). Photos and labels are signed links that expire: the lists
// are read again before they do.

export interface ServiceListFilters {
  /** 'open': the warehouse's tasks, oldest first. */
  status?: 'open';
  /** One customer's (a customer's list is always their own). */
  user?: number;
  parcel?: number;
  warehouse?: number;
  service?: TaskKind;
  page?: number;
}

export const serviceKeys = {
  all: ['services'] as const,
  list: (filters: ServiceListFilters) => [...serviceKeys.all, 'list', filters] as const,
  consolidations: (filters: ServiceListFilters) => [...serviceKeys.all, 'consolidations', filters] as const,
};

/** Orders and consolidations: a customer's own (of one parcel with `parcel`), the staff's everyone's. */
export function useServiceOrders(filters: ServiceListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => api.get('/api/services/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: FILE_LINK_RENEWAL_MS,
  });
}

/**
 * The consolidations of `user` still waiting for the warehouse (they may cancel them until it
 * starts). The user is named: the staff's list is everyone's, and their customer area shows their own.
 */
export function useOpenConsolidations(user: number | undefined) {
  const filters = { status: 'open', user } as const;
  return useQuery({
    queryKey: serviceKeys.consolidations(filters),
    queryFn: ({ signal }) => api.get('/api/consolidations/', { signal, query: filters }),
    enabled: user !== undefined,
  });
}

// An order or a task changes the parcels (a box, a new weight, a status) and the warehouses' counts.
const changed = () => [serviceKeys.all, parcelKeys.all, warehouseKeys.all];

export interface ServiceOrderValues {
  parcelId: number;
  service: ServiceKind;
  comment: string;
  remove_shoe_boxes: boolean;
  bubble_wrap: boolean;
  /** The shop's prepaid label (a return only). */
  label: File | null;
}

/** The options the service takes: the repacking's choices only for a repacking. */
export function serviceOptions(values: Omit<ServiceOrderValues, 'parcelId' | 'label'>) {
  return {
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    ...(values.service === 'repack' ? { remove_shoe_boxes: values.remove_shoe_boxes, bubble_wrap: values.bubble_wrap } : {}),
  };
}

/** Orders a service; a return goes as multipart with its label. */
export function useOrderService() {
  return useInvalidatingMutation(({ parcelId, label, ...values }: ServiceOrderValues) => {
    const options = serviceOptions(values);
    const path = { id: parcelId };
    if (values.service === 'return') {
      return api.post('/api/warehouses/product/{id}/services/', {
        path,
        body: toFormData({ service: values.service, options: JSON.stringify(options), label: label ?? undefined }),
      });
    }
    return api.post('/api/warehouses/product/{id}/services/', { path, body: { service: values.service, options } });
  }, changed);
}

/** Cancels an order, or a consolidation, the warehouse has not started. */
export function useCancelService() {
  return useInvalidatingMutation(
    ({ id, consolidation }: { id: number; consolidation: boolean }) =>
      consolidation
        ? api.delete('/api/consolidations/{id}/', { path: { id } })
        : api.delete('/api/services/{id}/', { path: { id } }),
    changed,
  );
}

export interface ConsolidationValues {
  parcelIds: readonly number[];
  removeBoxes: boolean;
  comment: string;
}

export function useCreateConsolidation() {
  return useInvalidatingMutation(
    ({ parcelIds, removeBoxes, comment }: ConsolidationValues) =>
      api.post('/api/consolidations/', {
        body: {
          parcel_ids: parcelIds,
          options: { remove_boxes: removeBoxes, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        },
      }),
    changed,
  );
}

// ---- The warehouse

export type TaskMove =
  | { id: number; status: 'in_work' }
  | { id: number; status: 'declined'; reason: string; note?: string }
  | { id: number; status: 'done'; note: string; weight: string; photos: readonly File[] };

/** Takes a task, finishes it with its result (photos as multipart) or declines it with the reason. */
export function useMoveTask() {
  return useInvalidatingMutation((move: TaskMove) => {
    const path = { id: move.id };
    if (move.status === 'done') {
      const { id: _id, ...fields } = move;
      return api.patch('/api/services/{id}/', { path, body: toFormData({ ...fields, photos: [...fields.photos] }) });
    }
    const { id: _id, ...body } = move;
    return api.patch('/api/services/{id}/', { path, body });
  }, changed);
}

export function useScanIntoBox() {
  return useInvalidatingMutation(
    ({ id, track }: { id: number; track: string }) =>
      api.post('/api/consolidations/{id}/scan/', { path: { id }, body: { track_number: track } }),
    changed,
  );
}

export interface BoxMeasures {
  weight: string;
  length: string;
  width: string;
  height: string;
}

export function useCompleteConsolidation() {
  return useInvalidatingMutation(
    ({ id, measures }: { id: number; measures: BoxMeasures }) =>
      api.post('/api/consolidations/{id}/complete/', { path: { id }, body: measures }),
    changed,
  );
}
