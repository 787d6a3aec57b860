// Types only: the home page reads the board, and a value import would bring the domain package
// (zod) into the public entry.
import type { BoardCategory, BoardItem, Page } from '@kerben/domain';
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
    queryFn: ({ signal }) => api.get<Page<BoardCategory>>('/api/items/category/list/', { signal }),
    select: (page) => page.results,
  });
}

/** The newest published announcements, for the home page. */
export function usePublishedBoard() {
  return useQuery({
    queryKey: boardKeys.published(),
    queryFn: ({ signal }) => api.get<Page<BoardItem>>('/api/items/list/', { signal, query: { page_size: HOME_BOARD_SIZE } }),
    select: (page) => page.results,
  });
}

/** One page of every announcement, scheduled ones too; the previous page stays while the next loads. */
export function useAdminBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.adminList(filters),
    queryFn: ({ signal }) =>
      api.get<Page<BoardItem>>('/api/items/list_for_admin/', {
        signal,
        query: { text: filters.text, page: filters.page ?? 1 },
      }),
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
    (values: BoardCategoryValues) => api.post<BoardCategory>('/api/items/category/create/', values),
    everything,
  );
}

export function useUpdateBoardCategory() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<BoardCategoryValues>) => api.patch<BoardCategory>(`/api/items/category/update/${id}/`, values),
    everything,
  );
}

export function useDeleteBoardCategory() {
  return useInvalidatingMutation((id: number) => api.delete<void>(`/api/items/category/delete/${id}/`), everything);
}

export interface BoardItemValues {
  text: string;
  /** The selected category's id, as the select holds it. */
  category: string | null;
  city: string;
  /** MM.DD.YYYY as typed; empty means today. */
  publication_date: string;
}

export function useCreateBoardItem() {
  return useInvalidatingMutation((values: BoardItemValues) => api.post<BoardItem>('/api/items/create/', values), everything);
}

export function useUpdateBoardItem() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<BoardItemValues>) => api.patch<BoardItem>(`/api/items/update/${id}/`, values),
    everything,
  );
}

export function useDeleteBoardItem() {
  return useInvalidatingMutation((id: number) => api.delete<void>(`/api/items/delete/${id}/`), everything);
}
