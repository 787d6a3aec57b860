import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';
import type { DataTableProps } from './types';

/** A page of a list as the API answers it. */
interface ListPage<T> {
  results: T[];
  total_pages: number;
}

/**
 * What a DataTable shows of a paged list query: the page's rows (the previous page's while the
 * next loads), the error with a retry only when there is nothing to show, and the pager.
 */
export function pagedTable<T>(
  list: Pick<UseQueryResult<ListPage<T>>, 'data' | 'isFetching' | 'error' | 'refetch'>,
  page: number,
  onPageChange: (page: number) => void,
): Pick<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry' | 'page' | 'totalPages' | 'onPageChange'> {
  const data = list.data;
  return {
    rows: data?.results ?? [],
    loading: list.isFetching,
    error: data ? null : list.error ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    page,
    totalPages: data?.total_pages ?? 1,
    onPageChange,
  };
}
