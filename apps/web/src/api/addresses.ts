import type { AddressInput } from '@kerben/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type Edit } from './client';
import { useInvalidatingMutation } from './mutation';

// Delivery addresses: a customer's own; an admin may read and add a client's (`user`).

export const addressKeys = {
  all: ['addresses'] as const,
  of: (userId?: number) => [...addressKeys.all, userId ?? 'mine'] as const,
};

/** One's own addresses, or (admins) those of the client `userId`; idle while the client is unknown. */
export function useAddresses(options: { userId?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressKeys.of(options.userId),
    queryFn: ({ signal }) => api.get('/api/address/list/', { signal, query: { user: options.userId } }),
    select: (answer) => answer.results,
    enabled: options.enabled ?? true,
  });
}

const lists = () => [addressKeys.all];

export function useCreateAddress() {
  return useInvalidatingMutation(
    ({ values, userId }: { values: AddressInput; userId?: number }) =>
      api.post('/api/address/create/', { body: values, query: { user: userId } }),
    lists,
  );
}

/** A customer adds one of their own addresses (the settings page). */
export function useCreateOwnAddress() {
  return useInvalidatingMutation((values: AddressInput) => api.post('/api/address/create/', { body: values }), lists);
}

export function useUpdateAddress() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<AddressInput>) => api.patch('/api/address/update/{id}/', { path: { id }, body: values }),
    lists,
  );
}

export function useDeleteAddress() {
  return useInvalidatingMutation((id: number) => api.delete('/api/address/delete/{id}/', { path: { id } }), lists);
}
