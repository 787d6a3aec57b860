import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Edit } from './client';
import { useInvalidatingMutation } from './mutation';

// Requests from senders outside Illinois/Delaware: anyone sends one from the public form; admins
// list, edit, mark processed and delete them. The API keeps its historic path.

export interface OutOfStateRequestFilters {
  /** 'true': new only, 'false': processed only, '': all. */
  status: string;
  search: string;
  page: number;
}

export const outOfStateRequestKeys = {
  all: ['outside-requests'] as const,
  list: (filters: OutOfStateRequestFilters) => [...outOfStateRequestKeys.all, 'list', filters] as const,
};

export function useOutOfStateRequests(filters: OutOfStateRequestFilters) {
  return useQuery({
    queryKey: outOfStateRequestKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get('/api/otside_of_illinois/list/', {
        signal,
        query: { status: filters.status || undefined, search: filters.search || undefined, page: filters.page },
      }),
    placeholderData: keepPreviousData,
  });
}

const lists = () => [outOfStateRequestKeys.all];

/** The form's fields as typed; the server parses the weight and normalises the phones. */
export interface OutOfStateRequestValues {
  full_name: string;
  address: string;
  phone_number: string;
  cargo_weight: string;
  email: string;
  telegram: string;
  whatsapp: string;
  /** Admins only: false marks the request processed. */
  status?: boolean;
}

export function useSendOutOfStateRequest() {
  return useInvalidatingMutation(
    (values: OutOfStateRequestValues) => api.post('/api/otside_of_illinois/add/', { body: values }),
    lists,
  );
}

export function useUpdateOutOfStateRequest() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<OutOfStateRequestValues>) =>
      api.patch('/api/otside_of_illinois/update_delete/{id}/', { path: { id }, body: values }),
    lists,
  );
}

/** One click in the list: the request is no longer new. */
export function useMarkOutOfStateRequestProcessed() {
  return useInvalidatingMutation(
    (id: number) => api.patch('/api/otside_of_illinois/update_delete/{id}/', { path: { id }, body: { status: false } }),
    lists,
  );
}

export function useDeleteOutOfStateRequest() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/otside_of_illinois/update_delete/{id}/', { path: { id } }),
    lists,
  );
}
