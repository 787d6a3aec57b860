import { countryName } from '@kerben/domain';
import type { UrlBuilder } from '../../core/urls';

/** A record's country as its select joins it (its own columns or null, and its flag's key). */
export interface CountryColumns {
  countryId: number | null;
  countryName: string | null;
  countryIconKey: string | null;
}

/** A record's country as answers show it (a shop site's, a warehouse's): its name and its flag, or null. */
export function presentCountryWithFlag(urls: UrlBuilder, row: CountryColumns) {
  if (row.countryId === null || row.countryName === null) return null;
  return {
    id: row.countryId,
    name: countryName(row.countryId, row.countryName),
    icon: row.countryIconKey ? urls.media(row.countryIconKey) : null,
  };
}
