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
    queryFn: ({ signal }) => api.get('/api/warehouses/list/', { signal, query: { page_size: 100 } }),
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

// The aliases as a list: the server splits the text at commas, as this does.
const body = (values: WarehouseValues) => ({ ...values, aliases: values.aliases.split(','), country: values.country || null });
const lists = () => [warehouseKeys.all];

export function useCreateWarehouse() {
  return useInvalidatingMutation((values: WarehouseValues) => api.post('/api/warehouses/create/', { body: body(values) }), lists);
}

export function useUpdateWarehouse() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<WarehouseValues>) => api.patch('/api/warehouses/update/{id}/', { path: { id }, body: body(values) }),
    lists,
  );
}

export function useDeleteWarehouse() {
  return useInvalidatingMutation((id: number) => api.delete('/api/warehouses/delete/{id}/', { path: { id } }), lists);
}
