import type { PARCEL_ORDERINGS, ParcelStorageFilter } from '@kerben/domain';
import { keepPreviousData, queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { type DeclaredItemValues, itemsBody } from '../lib/declaration-rows';
import { api, type Edit, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';
import { FILE_LINK_RENEWAL_MS } from './profile';
import { warehouseKeys } from './warehouses';

// Warehouse parcels: the operators' lists and changes, a customer's own parcels, and tracking.
// A parcel's photo and receipt are signed links that expire: what shows them is fetched again first.

/** The filters of a warehouse page (and of all parcels); empty values are left out. */
export interface ParcelFilters {
  warehouse?: number;
  status?: number;
  track_number?: string;
  /** YYYY-MM-DD or MM.DD.YYYY. */
  date_sent?: string;
  unique_id?: string;
  name?: string;
  country_of_origin?: number;
  country_of_destination?: number;
  /** Only these parcels (labels of a selection). */
  id?: readonly number[];
  storage?: ParcelStorageFilter;
  ordering?: (typeof PARCEL_ORDERINGS)[number];
  page?: number;
  page_size?: number;
}

export interface MyParcelFilters {
  status?: number;
  track_number?: string;
  page?: number;
}

export const parcelKeys = {
  all: ['parcels'] as const,
  lists: () => [...parcelKeys.all, 'list'] as const,
  list: (filters: ParcelFilters) => [...parcelKeys.lists(), filters] as const,
  mine: (filters: MyParcelFilters) => [...parcelKeys.all, 'mine', filters] as const,
  one: (id: number) => [...parcelKeys.all, 'one', id] as const,
  events: (id: number) => [...parcelKeys.all, 'events', id] as const,
  tracking: (track: string) => [...parcelKeys.all, 'tracking', track] as const,
};

// ---- Reads

/** One page of the operators' list; the previous page stays on screen while the next one loads. */
export function useParcels(filters: ParcelFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: parcelKeys.list(filters),
    queryFn: ({ signal }) => api.get('/api/warehouses/product/list/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: FILE_LINK_RENEWAL_MS,
  });
}

const MAX_PAGE_SIZE = 100;

/**
 * The given parcels (a selection's labels), in pages of at most 100 ids; `parcels` is in the order
 * of `ids`, `missing` the ids no parcel has.
 */
export function useParcelsByIds(ids: readonly number[]) {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) chunks.push(ids.slice(start, start + MAX_PAGE_SIZE));
  return useQueries({
    queries: chunks.map((chunk) => {
      const filters = { id: chunk, page_size: MAX_PAGE_SIZE };
      return {
        queryKey: parcelKeys.list(filters),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get('/api/warehouses/product/list/', { signal, query: { ...filters } }),
      };
    }),
    combine: (results) => {
      const byId = new Map(results.flatMap((result) => result.data?.results ?? []).map((parcel) => [parcel.id, parcel]));
      const done = results.every((result) => result.isSuccess);
      return {
        parcels: ids.flatMap((id) => byId.get(id) ?? []),
        missing: done ? ids.filter((id) => !byId.has(id)) : [],
        isPending: results.some((result) => result.isPending),
        error: results.find((result) => result.error)?.error ?? null,
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}

/** The signed-in customer's own parcels. */
/** A page of the customer's own parcels: for useQuery, or a prefetch before /user's code has loaded. */
export const myParcelsQuery = (filters: MyParcelFilters) =>
  queryOptions({
    queryKey: parcelKeys.mine(filters),
    queryFn: ({ signal }) => api.get('/api/warehouses/my/', { signal, query: { ...filters } }),
  });

export function useMyParcels(filters: MyParcelFilters) {
  return useQuery({
    ...myParcelsQuery(filters),
    placeholderData: keepPreviousData,
    refetchInterval: FILE_LINK_RENEWAL_MS,
  });
}

/** One parcel by id (its owner or an admin): for useQuery, or fetchQuery outside a component's render. */
export const parcelQuery = (id: number) =>
  queryOptions({
    queryKey: parcelKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/warehouses/product/{id}/', { path: { id }, signal }),
  });

export function useParcel(id: number | null) {
  return useQuery({ ...parcelQuery(id ?? 0), enabled: id !== null, refetchInterval: FILE_LINK_RENEWAL_MS });
}

/** Loads a parcel when asked (a click on 'Открыть посылку'), always fresh. */
export function useFetchParcel() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.fetchQuery({ ...parcelQuery(id), staleTime: 0 });
}

/** A parcel's history, oldest first. */
export function useParcelEvents(id: number | null) {
  return useQuery({
    queryKey: parcelKeys.events(id ?? 0),
    queryFn: ({ signal }) => api.get('/api/warehouses/product/{id}/events/', { path: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/**
 * Where a parcel is, by track number; null when no parcel has it ('Трек-код товара не найден').
 * Idle until a number is given.
 */
export function useTracking(track: string) {
  const wanted = track.trim();
  return useQuery({
    queryKey: parcelKeys.tracking(wanted),
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/api/warehouses/product/get/{track}/', { path: { track: wanted }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: wanted.length > 0,
    retry: false,
  });
}

// ---- Writes (admins)

/** What the wizard and the edit form send; the photo and the receipt as files. */
export interface ParcelValues {
  name: string;
  unique_id_user: string;
  /** Select values: ids as text, or null. */
  address: string | null;
  warehouse: string | null;
  status: string | null;
  courier_service: string | null;
  country_of_origin: string | null;
  country_of_destination: string | null;
  track_number: string;
  /** As typed; '' leaves the value out (or clears it on an edit). */
  weight: string;
  width: string;
  height: string;
  length: string;
  /** '' lets the server price the parcel by the rule. */
  price: string;
  comments: string;
  /** MM.DD.YYYY as typed. */
  date_sent: string;
  date_arrived: string;
  /** A newly chosen photo or receipt; null keeps the saved one. */
  image: File | null;
  image_check: File | null;
  /** The declared contents, a row per item; all of them are sent (none clears them). */
  items: DeclaredItemValues[];
}

/** Fields an edit may empty: they go as remove_<field>=true. */
const PARCEL_CLEARABLE = [
  'address',
  'courier_service',
  'country_of_origin',
  'country_of_destination',
  'track_number',
  'weight',
  'width',
  'height',
  'length',
  'price',
  'comments',
  'date_sent',
  'date_arrived',
] as const;

/** The values as the multipart body takes them: a file only when one was chosen, the declaration as JSON text. */
export const parcelFields = ({ image, image_check, items, ...fields }: Partial<ParcelValues>) => ({
  ...fields,
  image: image ?? undefined,
  image_check: image_check ?? undefined,
  items: items ? JSON.stringify(itemsBody(items)) : undefined,
});

// A parcel changes the warehouse lists too (each card counts its parcels).
const parcelLists = () => [parcelKeys.all, warehouseKeys.all];

export function useCreateParcel() {
  return useInvalidatingMutation(
    (values: ParcelValues) => api.post('/api/warehouses/product/create/', { body: toFormData(parcelFields(values)) }),
    parcelLists,
  );
}

/** Changes the given fields only (the edit form sends them all; a new photo alone is `{ image }`). */
export function useUpdateParcel() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<Partial<ParcelValues>>) =>
      api.patch('/api/warehouses/product/update/{id}/', {
        path: { id },
        body: toFormData(parcelFields(values), PARCEL_CLEARABLE),
      }),
    parcelLists,
  );
}

export interface BulkParcelChange {
  ids: readonly number[];
  status?: number;
  /** MM.DD.YYYY or YYYY-MM-DD. */
  date_sent?: string;
  date_arrived?: string;
  is_paid?: boolean;
}

/** The same status, dates or paid flag for the selected parcels, all or nothing. */
export function useBulkUpdateParcels() {
  return useInvalidatingMutation(
    (change: BulkParcelChange) => api.patch('/api/warehouses/product/update/', { body: change }),
    parcelLists,
  );
}

/** Deletes the selected parcels (explicit ids only), all or nothing. */
export function useDeleteParcels() {
  return useInvalidatingMutation(
    (ids: readonly number[]) => api.put('/api/warehouses/product/delete/', { body: { ids } }),
    parcelLists,
  );
}
