import type { ScanLookup } from '@kerben/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeclaredItemValues, itemsBody } from '../lib/declaration-rows';
import { api, type Edit, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';
import { type ParcelValues, parcelFields, parcelKeys, parcelQuery } from './parcels';
import { warehouseKeys } from './warehouses';

// Expected parcels ("my_warehouse" in the API): a customer announces a parcel on its way, an
// operator receives it into the warehouse, by a scan of its track number or from the list.

/** A customer's list: the start of a track number, the origin, the page (7 a page). */
export interface MyExpectedFilters {
  tracking_number?: string;
  country_of_origin?: number;
  page?: number;
}

/** The operators' list of everyone's. */
export interface ExpectedFilters {
  unique_id?: string;
  first_name?: string;
  tracking_number?: string;
  warehouse?: number;
  received?: boolean;
  /** Only the announcements whose track number another open one has too (or only the others). */
  conflict?: boolean;
  /** Only those an operator deleted before they arrived (kept until their parcel is received). */
  withdrawn?: boolean;
  page?: number;
}

export const expectedKeys = {
  all: ['expected'] as const,
  mine: (filters: MyExpectedFilters) => [...expectedKeys.all, 'mine', filters] as const,
  list: (filters: ExpectedFilters) => [...expectedKeys.all, 'list', filters] as const,
  lookup: (track: string) => [...expectedKeys.all, 'lookup', track] as const,
  one: (id: number) => [...expectedKeys.all, 'one', id] as const,
};

// ---- Reads

export function useMyExpected(filters: MyExpectedFilters) {
  return useQuery({
    queryKey: expectedKeys.mine(filters),
    queryFn: ({ signal }) => api.get('/api/my_warehouse/list/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function useExpectedList(filters: ExpectedFilters) {
  return useQuery({
    queryKey: expectedKeys.list(filters),
    queryFn: ({ signal }) => api.get('/api/my_warehouse/list_for_admin/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a scanned track number is (any spelling): the expected parcel announcing it and the
 * warehouse parcel that has it. Always asked afresh: a scan is about now.
 */
export function useScanLookup() {
  const queryClient = useQueryClient();
  return async (track: string): Promise<ScanLookup> => {
    const found = await queryClient.fetchQuery({
      queryKey: expectedKeys.lookup(track),
      queryFn: ({ signal }) => api.get('/api/my_warehouse/lookup/', { signal, query: { tracking_number: track } }),
      staleTime: 0,
      retry: false,
    });
    // Received, but its parcel has another number now: that parcel, by the id the announcement keeps.
    const id = found.parcel ? undefined : found.expected?.parcel?.id;
    if (id === undefined) return found;
    const parcel = await queryClient.fetchQuery({ ...parcelQuery(id), staleTime: 0, retry: false }).catch(() => null);
    return { ...found, parcel };
  };
}

/** Loads one announcement when asked (the candidate an operator chose at a scan), always fresh. */
export function useFetchExpected() {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.fetchQuery({
      queryKey: expectedKeys.one(id),
      queryFn: ({ signal }) => api.get('/api/my_warehouse/get/{id}/', { path: { id }, signal }),
      staleTime: 0,
      retry: false,
    });
}

// ---- Writes

/**
 * What the announcement dialogs hold: select values (ids as text, or null) as typed. Admins also
 * name the client and may choose the warehouse; a customer's follows the origin.
 */
export interface ExpectedValues {
  courier_service: string | null;
  tracking_number: string;
  country_of_origin: string | null;
  country_of_destination: string | null;
  address: string | null;
  comments: string;
  /** The declared contents, a row per item. */
  items: DeclaredItemValues[];
  /** Admins: the client's id (sent as `user`). */
  clientId?: number | null;
  /** Admins: any warehouse; left out, the origin's. */
  warehouse?: string | null;
}

const idOf = (value: string | null | undefined) => (value ? Number(value) : null);

/**
 * The JSON body: ids as numbers, an empty choice as null (an edit clears it); a required one left
 * empty is 0, which the server refuses with the field's message, as it does null.
 */
export function expectedBody(values: ExpectedValues) {
  return {
    courier_service: Number(values.courier_service),
    tracking_number: values.tracking_number,
    country_of_origin: Number(values.country_of_origin),
    country_of_destination: idOf(values.country_of_destination),
    address: idOf(values.address),
    comments: values.comments,
    items: itemsBody(values.items),
    warehouse: idOf(values.warehouse) ?? undefined,
    user: values.clientId ?? undefined,
  };
}

const lists = () => [expectedKeys.all];

/** V: the dialog's values (an operator's carry the client's code too); what is sent is the same. */
export function useCreateExpected<V extends ExpectedValues = ExpectedValues>() {
  return useInvalidatingMutation((values: V) => api.post('/api/my_warehouse/add/', { body: expectedBody(values) }), lists);
}

export function useUpdateExpected<V extends ExpectedValues = ExpectedValues>() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<V>) => api.patch('/api/my_warehouse/update/{id}/', { path: { id }, body: expectedBody(values) }),
    lists,
  );
}

export function useDeleteExpected() {
  return useInvalidatingMutation((id: number) => api.delete('/api/my_warehouse/delete/{id}/', { path: { id } }), lists);
}

/**
 * Receives an expected parcel: the wizard's fields in one multipart request; the client comes from
 * the announcement (the server takes it from there), so the code is not sent.
 */
export function useReceiveExpected() {
  return useInvalidatingMutation(
    ({ id, values: { unique_id_user: _client, ...values } }: Edit<ParcelValues>) =>
      api.post('/api/my_warehouse/{id}/receive/', { path: { id }, body: toFormData(parcelFields(values)) }),
    () => [expectedKeys.all, parcelKeys.all, warehouseKeys.all],
  );
}
