// A list's filters and page kept in the address (?track=1Z&origin=3&page=2), so the back button,
// a reload and a shared link show the same list.

/** The filters named by `keys` ('' when absent) and the page (1 when absent or not a number above 1). */
export function readUrlFilters<K extends string>(params: URLSearchParams, keys: readonly K[]) {
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<K, string>;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of these filters and page: empty ones and page 1 left out, other parameters kept. */
export function writeUrlFilters(params: URLSearchParams, filters: Record<string, string>, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) next.set(key, value.trim());
    else next.delete(key);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** An id filter ('3') as a number; anything else as no filter. */
export const idFilter = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
