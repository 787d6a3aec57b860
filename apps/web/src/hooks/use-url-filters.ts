import { useSearchParams } from 'react-router';
import { readUrlFilters, writeUrlFilters } from '../lib/url-filters';

/**
 * A list page's filters and page in the address, and the one way to change them: a new filter goes
 * back to page 1 and replaces the history entry (typing into a filter is not a step back), a new
 * page is a step of its own.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readUrlFilters(params, keys);
  const setFilters = (next: Partial<Record<K, string>>, nextPage = 1) =>
    setParams(writeUrlFilters(params, { ...filters, ...next }, nextPage), { replace: nextPage === 1 });
  return { filters, page, setFilters };
}
