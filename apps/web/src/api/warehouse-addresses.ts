import { useQuery } from '@tanstack/react-query';
import { api, type Edit, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';

// Warehouse addresses ("Адреса складов"): where customers ship what they buy. Anyone may read
// them; admins add, change and delete them.

export const warehouseAddressKeys = {
  all: ['contacts'] as const,
  list: () => [...warehouseAddressKeys.all, 'list'] as const,
};

/** Every warehouse address (a handful: one page of up to 100). */
export function useWarehouseAddresses() {
  return useQuery({
    queryKey: warehouseAddressKeys.list(),
    queryFn: ({ signal }) => api.get('/api/contacts/list/', { signal, query: { page_size: 100 } }),
    select: (page) => page.results,
  });
}

export interface WarehouseAddressValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  email: string;
  unit: string;
  /** A newly chosen picture; null keeps the saved one (or none). */
  image: File | null;
  /** The admin removed the saved picture (and chose no new one). */
  removeImage: boolean;
}

/** Optional fields an edit may empty: they go as remove_<field>=true. */
const CONTACT_CLEARABLE = ['state', 'zip_code', 'email', 'unit', 'image'] as const;

function contactFields({ image, removeImage, ...fields }: WarehouseAddressValues) {
  // null asks to delete the saved picture; undefined keeps it.
  return { ...fields, image: image ?? (removeImage ? null : undefined) };
}

const lists = () => [warehouseAddressKeys.all];

export function useCreateWarehouseAddress() {
  return useInvalidatingMutation(
    (values: WarehouseAddressValues) => api.post('/api/contacts/create/', { body: toFormData(contactFields(values)) }),
    lists,
  );
}

export function useUpdateWarehouseAddress() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<WarehouseAddressValues>) =>
      api.patch('/api/contacts/update/{id}/', { path: { id }, body: toFormData(contactFields(values), CONTACT_CLEARABLE) }),
    lists,
  );
}

export function useDeleteWarehouseAddress() {
  return useInvalidatingMutation((id: number) => api.delete('/api/contacts/delete/{id}/', { path: { id } }), lists);
}
