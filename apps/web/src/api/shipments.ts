import type { Shipment, ShipmentStatus } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiDownload, type Edit, saveDownload } from './client';
import { useInvalidatingMutation } from './mutation';
import { parcelKeys } from './parcels';

// Shipments (admins): batches of parcels sent together, their parcels, status moves and manifests.

export interface ShipmentFilters {
  status?: ShipmentStatus;
  warehouse?: number;
  page?: number;
}

export const shipmentKeys = {
  all: ['shipments'] as const,
  list: (filters: ShipmentFilters) => [...shipmentKeys.all, 'list', filters] as const,
  one: (id: number) => [...shipmentKeys.all, 'one', id] as const,
};

export function useShipments(filters: ShipmentFilters) {
  return useQuery({
    queryKey: shipmentKeys.list(filters),
    queryFn: ({ signal }) => api.get('/api/shipments/', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** A shipment with its parcels and totals. */
export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/shipments/{id}/', { path: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** What the shipment dialog holds: select values as text, the date as typed (MM.DD.YYYY). */
export interface ShipmentValues {
  number: string;
  carrier: string;
  warehouse: string | null;
  country_of_destination: string | null;
  departure_date: string;
  comment: string;
}

// Ids as numbers. A choice left empty is 0, which the server refuses with the field's message, as
// it did null (its schema reads ids with z.coerce.number).
const idOf = (value: string | null) => Number(value);
const lists = () => [shipmentKeys.all];

export function useCreateShipment() {
  return useInvalidatingMutation(
    (values: ShipmentValues) =>
      api.post('/api/shipments/', {
        body: {
          ...values,
          warehouse: idOf(values.warehouse),
          country_of_destination: idOf(values.country_of_destination),
          departure_date: values.departure_date || undefined,
        },
      }),
    lists,
  );
}

/** The details of a shipment (where and whence it goes stay). */
export function useUpdateShipment() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<ShipmentValues>) =>
      api.patch('/api/shipments/{id}/', {
        path: { id },
        body: {
          number: values.number,
          carrier: values.carrier,
          departure_date: values.departure_date || null,
          comment: values.comment,
        },
      }),
    lists,
  );
}

/** Moves it to its next status; its parcels move with it, so their lists refresh too. */
export function useMoveShipment() {
  return useInvalidatingMutation(
    ({ id, status }: { id: number; status: ShipmentStatus }) =>
      api.patch('/api/shipments/{id}/', { path: { id }, body: { status } }),
    () => [shipmentKeys.all, parcelKeys.all],
  );
}

/** Adds parcels by scanned track number (or by id). */
export function useAddShipmentParcels() {
  return useInvalidatingMutation(
    ({ id, ...parcels }: { id: number; track_numbers?: string[]; ids?: number[] }) =>
      api.post('/api/shipments/{id}/parcels/', { path: { id }, body: parcels }),
    lists,
  );
}

export function useRemoveShipmentParcel() {
  return useInvalidatingMutation(
    ({ id, parcelId }: { id: number; parcelId: number }) =>
      api.delete('/api/shipments/{id}/parcels/{parcel_id}/', { path: { id, parcel_id: parcelId } }),
    lists,
  );
}

/** Downloads the manifest and hands it to the browser. */
export async function downloadManifest(shipment: Pick<Shipment, 'id' | 'number'>, format: 'xlsx' | 'csv'): Promise<void> {
  saveDownload(await apiDownload(`/api/shipments/${shipment.id}/manifest.${format}`, `manifest-${shipment.id}.${format}`));
}
