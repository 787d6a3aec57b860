// The labels page's address: kept apart from the barcode drawing, so list pages do not load it.

/** The print page of these parcels' labels (a page outside the admin frame). */
export function labelsPath(ids: readonly number[]): string {
  return `/admin/labels?ids=${ids.join(',')}`;
}

/** The parcel ids of a labels URL (?ids=1,2,3), each once, in the given order. */
export function idsOfLabelsSearch(search: URLSearchParams): number[] {
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
