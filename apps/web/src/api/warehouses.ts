import type { Page, Warehouse } from '@kerben/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type Edit } from './client';
import { useInvalidatingMutation } from './mutation';

// Warehouses: anyone may read them; admins create, rename and delete them.

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: () => [...warehouseKeys.all, 'list'] as const,
};

/** Every warehouse (a handful) with the parcels it holds; idle while `enabled` is false. */
export function useWarehouses(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: warehouseKeys.list(),
    queryFn: ({ signal }) => api.get<Page<Warehouse>>('/api/warehouses/list/', { signal, query: { page_size: 100 } }),
    select: (page) => page.results,
    enabled: options.enabled ?? true,
  });
}

export interface WarehouseValues {
  name: string;
  /** Other names, comma separated ("chicago, чикаго"). */
  aliases: string;
  /** Select value: the country id as text, or null. */
  country: string | null;
  address: string;
  /** NumberInput values: a number, or '' while the field is empty. */
  free_storage_days: number | string;
  storage_fee_per_day_usd: number | string;
}

const body = (values: WarehouseValues) => ({ ...values, country: values.country || null });
const lists = () => [warehouseKeys.all];

export function useCreateWarehouse() {
  return useInvalidatingMutation(
    (values: WarehouseValues) => api.post<Warehouse>('/api/warehouses/create/', body(values)),
    lists,
  );
}

export function useUpdateWarehouse() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<WarehouseValues>) => api.patch<Warehouse>(`/api/warehouses/update/${id}/`, body(values)),
    lists,
  );
}

export function useDeleteWarehouse() {
  return useInvalidatingMutation((id: number) => api.delete<void>(`/api/warehouses/delete/${id}/`), lists);
}
