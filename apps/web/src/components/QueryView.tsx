import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { ErrorState } from './ErrorState';

/** The parts of a TanStack Query result that QueryView reads (any `useQuery` result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer: a skeleton of the list, by default a spinner. */
  loading?: ReactNode;
  /** What failed, as the error's title ('Не удалось загрузить список продуктов'). */
  errorTitle?: string;
  /** Shown when the answer is empty (see isEmpty). */
  empty?: ReactNode;
  /** Defaults to: an array, or a page's `results`, without items. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

function hasNoItems(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const results = (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) && results.length === 0;
}

/**
 * One query's states in one place: loading, failed (the reason and a retry button), empty, or the
 * data. Data already on screen stays while a refetch fails or the next page loads.
 */
export function QueryView<T>({ query, loading, errorTitle, empty, isEmpty = hasNoItems, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const { data, error } = query;
  // While a retry runs the loading view shows again, so the click visibly does something.
  if (data === undefined && error && !query.isFetching) {
    return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) {
    return (
      loading ?? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )
    );
  }
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
