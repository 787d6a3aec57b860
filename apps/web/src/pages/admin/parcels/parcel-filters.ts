import { PARCEL_ORDERINGS, PARCEL_STORAGE_FILTERS, type ParcelStorageFilter, parseApiDate } from '@kerben/domain';
import type { ParcelFilters } from '../../../api/parcels';

/** What the operator typed or chose in the filters of a warehouse page; '' or null: no filter. */
export interface ParcelFilterValues {
  track: string;
  /** MM.DD.YYYY as typed. */
  sent: string;
  status: string | null;
  client: string;
  name: string;
  origin: string | null;
  destination: string | null;
  /** 'waiting' or 'paid' (past the free days). */
  storage: ParcelStorageFilter | null;
  /** '-storage_days': the longest in storage first; newest first otherwise. */
  ordering: (typeof PARCEL_ORDERINGS)[number] | null;
}

export type TextFilter = 'track' | 'sent' | 'client' | 'name';
export type SelectFilter = 'status' | 'origin' | 'destination' | 'storage' | 'ordering';

/** The URL's search parameter of each filter (?track=1Z99&status=6&page=2). */
const PARAM: Record<keyof ParcelFilterValues, string> = {
  track: 'track',
  sent: 'sent',
  status: 'status',
  client: 'client',
  name: 'name',
  origin: 'origin',
  destination: 'destination',
  storage: 'storage',
  ordering: 'ordering',
};

const FILTER_KEYS = Object.keys(PARAM) as (keyof ParcelFilterValues)[];
const ID_SELECTS = new Set<keyof ParcelFilterValues>(['status', 'origin', 'destination']);
/** Selects whose values are words, each with the values it accepts. */
const WORD_SELECTS: Partial<Record<keyof ParcelFilterValues, readonly string[]>> = {
  storage: PARCEL_STORAGE_FILTERS,
  ordering: PARCEL_ORDERINGS,
};

export const NO_FILTERS: ParcelFilterValues = {
  track: '',
  sent: '',
  status: null,
  client: '',
  name: '',
  origin: null,
  destination: null,
  storage: null,
  ordering: null,
};

/** The filters and the page a URL names; unknown or malformed values count as none. */
export function readParcelSearch(search: URLSearchParams): { filters: ParcelFilterValues; page: number } {
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = search.get(PARAM[key])?.trim() ?? '';
    const words = WORD_SELECTS[key];
    if (ID_SELECTS.has(key)) (filters as Record<string, string | null>)[key] = /^\d+$/.test(value) ? value : null;
    else if (words) (filters as Record<string, string | null>)[key] = words.includes(value) ? value : null;
    else (filters as Record<string, string | null>)[key] = value;
  }
  const page = Number(search.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The URL of the filters and the page: empty filters and page 1 are left out, so a page without
 * filters keeps a clean address; parameters the filters do not own are kept.
 */
export function writeParcelSearch(current: URLSearchParams, filters: ParcelFilterValues, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The filters in use (the order of the list is not one). */
export function countActiveFilters(filters: ParcelFilterValues): number {
  return FILTER_KEYS.filter((key) => key !== 'ordering' && Boolean(filters[key]?.trim())).length;
}

const id = (value: string | null) => (value ? Number(value) : undefined);
const text = (value: string) => value.trim() || undefined;

/**
 * The list query of the filters: a date only once it is a whole, real date (while it is being
 * typed the list stays as it was), a client code without its '#'.
 */
export function parcelQuery(filters: ParcelFilterValues, page: number, warehouse?: number): ParcelFilters {
  const sent = filters.sent.length === 10 ? parseApiDate(filters.sent) : undefined;
  const query: ParcelFilters = {
    warehouse,
    track_number: text(filters.track),
    date_sent: sent,
    status: id(filters.status),
    unique_id: text(filters.client.replace(/^#/, '')),
    name: text(filters.name),
    country_of_origin: id(filters.origin),
    country_of_destination: id(filters.destination),
    storage: filters.storage ?? undefined,
    ordering: filters.ordering ?? undefined,
    page,
  };
  // Undefined keys would still be part of the query key and make equal filters look different.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ParcelFilters;
}
