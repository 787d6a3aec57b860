import type { PurchaseState } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';
import { purchaseKeys } from './purchase-submit';

export { type PurchaseFormValues, purchaseKeys, useSubmitPurchase } from './purchase-submit';

import { notificationKeys } from './notifications';
import { statisticsKeys } from './statistics';

// Buy-out requests: anyone submits one (the home page's form, 'Добавить заявку'); a customer
// follows their own and uploads the payment confirmation; operators answer and move them along.

export interface PurchaseFilters {
  name?: string;
  date?: string;
  price_min?: number;
  price_max?: number;
  state?: PurchaseState;
  paid?: boolean;
  page?: number;
}

// ---- Reads

export function useMyPurchases(page: number) {
  return useQuery({
    queryKey: purchaseKeys.mine(page),
    queryFn: ({ signal }) => api.get('/api/purchase/my_purchases/', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseList(filters: PurchaseFilters) {
  return useQuery({
    queryKey: purchaseKeys.list(filters),
    queryFn: ({ signal }) => api.get('/api/purchase/list/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** One request with its history; asked while its details are open. */
export function usePurchaseDetails(id: number | null) {
  return useQuery({
    queryKey: purchaseKeys.details(id ?? 0),
    queryFn: ({ signal }) => api.get('/api/purchase/get/{id}/', { path: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

// ---- Writes

/** An operator's change: a move with what it needs, a comment, a payment confirmation. */
export interface PurchaseChange {
  state?: PurchaseState;
  goods_price?: number | string;
  delivery_price?: number | string;
  order_number?: string;
  parcel_track_number?: string;
  cancel_reason?: string;
  comment?: string;
  payment_confirmation?: File | null;
}

export function useUpdatePurchase() {
  return useInvalidatingMutation(
    ({ id, change }: { id: number; change: PurchaseChange }) =>
      api.patch('/api/purchase/update/{id}/', { path: { id }, body: toFormData({ ...change }) }),
    () => [purchaseKeys.all, statisticsKeys.all, notificationKeys.all],
  );
}

export function useDeletePurchase() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/purchase/delete/{id}/', { path: { id } }),
    () => [purchaseKeys.all, statisticsKeys.all],
  );
}
