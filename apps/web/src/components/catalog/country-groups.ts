import type { Country } from '@kerben/domain';
import { useCountries, useSiteCountsByCountry } from '../../api/catalog';

/** Countries under one tab: "США" covers both American warehouses, "США (Чикаго)" and "США (Делавэр)". */
export interface CountryGroup {
  /** Stable key: the ids joined, e.g. "3-10". */
  key: string;
  label: string;
  ids: number[];
  /** Sites in these countries, once known. */
  count?: number;
}

/** The country name without its warehouse in brackets: "США (Чикаго)" -> "США". */
export function countryLabel(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name;
}

/** Countries grouped by their name without the warehouse, in the order of the list. */
export function groupCountries(countries: readonly Country[]): CountryGroup[] {
  const groups = new Map<string, number[]>();
  for (const country of countries) {
    const label = countryLabel(country.name);
    groups.set(label, [...(groups.get(label) ?? []), country.id]);
  }
  return [...groups].map(([label, ids]) => {
    const sorted = [...ids].sort((a, b) => a - b);
    return { key: sorted.join('-'), label, ids: sorted };
  });
}

/** The group whose ids are exactly `ids` (the current filter), if any. */
export function findGroup(groups: readonly CountryGroup[], ids: readonly number[]): CountryGroup | undefined {
  const wanted = [...new Set(ids)].sort((a, b) => a - b).join('-');
  return groups.find((group) => group.key === wanted);
}

/** The country tabs with the number of sites in each; `loading` until the countries are known. */
export function useCountryGroups() {
  const countries = useCountries();
  const counts = useSiteCountsByCountry();
  const groups = groupCountries(countries.data ?? []);
  const perCountry = new Map((counts.data ?? []).map((entry) => [entry.country, entry.count]));
  return {
    groups: groups.map((group) => ({
      ...group,
      count: counts.data ? group.ids.reduce((sum, id) => sum + (perCountry.get(id) ?? 0), 0) : undefined,
    })),
    loading: countries.isPending,
    countsLoading: counts.isPending,
  };
}
