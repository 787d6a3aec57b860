import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Edit } from './client';
import { useInvalidatingMutation } from './mutation';

// The bulletin board: announcements by city in coloured categories. The published ones and the
// categories are public (the home page shows them); the admin writes them and sees scheduled ones.

export interface BoardFilters {
  text?: string;
  page?: number;
}

export const boardKeys = {
  all: ['board'] as const,
  categories: () => [...boardKeys.all, 'categories'] as const,
  published: () => [...boardKeys.all, 'published'] as const,
  adminList: (filters: BoardFilters) =>
    [...boardKeys.all, 'admin', { text: filters.text ?? '', page: filters.page ?? 1 }] as const,
};

/** How many announcements the home page shows: the newest ones. */
export const HOME_BOARD_SIZE = 30;

export function useBoardCategories() {
  return useQuery({
    queryKey: boardKeys.categories(),
    queryFn: ({ signal }) => api.get('/api/items/category/list/', { signal }),
    select: (page) => page.results,
  });
}

/** The newest published announcements, for the home page. */
export function usePublishedBoard() {
  return useQuery({
    queryKey: boardKeys.published(),
    queryFn: ({ signal }) => api.get('/api/items/list/', { signal, query: { page_size: HOME_BOARD_SIZE } }),
    select: (page) => page.results,
  });
}

/** One page of every announcement, scheduled ones too; the previous page stays while the next loads. */
export function useAdminBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.adminList(filters),
    queryFn: ({ signal }) =>
      api.get('/api/items/list_for_admin/', { signal, query: { text: filters.text, page: filters.page ?? 1 } }),
    placeholderData: keepPreviousData,
  });
}

// ---- Writes: each one refreshes the whole board (an announcement shows its category's colour).

const everything = () => [boardKeys.all];

export interface BoardCategoryValues {
  name: string;
  color: string;
}

export function useCreateBoardCategory() {
  return useInvalidatingMutation(
    (values: BoardCategoryValues) => api.post('/api/items/category/create/', { body: values }),
    everything,
  );
}

export function useUpdateBoardCategory() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<BoardCategoryValues>) => api.patch('/api/items/category/update/{id}/', { path: { id }, body: values }),
    everything,
  );
}

export function useDeleteBoardCategory() {
  return useInvalidatingMutation((id: number) => api.delete('/api/items/category/delete/{id}/', { path: { id } }), everything);
}

export interface BoardItemValues {
  text: string;
  /** The selected category's id, as the select holds it. */
  category: string | null;
  city: string;
  /** MM.DD.YYYY as typed; empty means today. */
  publication_date: string;
}

// The category's id as a number; a category not chosen is 0, which the server refuses with the
// field's message, as it did null (its schema reads the id with z.coerce.number).
const itemBody = (values: BoardItemValues) => ({ ...values, category: Number(values.category) });

export function useCreateBoardItem() {
  return useInvalidatingMutation(
    (values: BoardItemValues) => api.post('/api/items/create/', { body: itemBody(values) }),
    everything,
  );
}

export function useUpdateBoardItem() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<BoardItemValues>) => api.patch('/api/items/update/{id}/', { path: { id }, body: itemBody(values) }),
    everything,
  );
}

export function useDeleteBoardItem() {
  return useInvalidatingMutation((id: number) => api.delete('/api/items/delete/{id}/', { path: { id } }), everything);
}
