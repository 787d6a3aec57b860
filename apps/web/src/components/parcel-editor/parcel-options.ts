import type { Named } from '@kerben/domain';
import { useCouriers, useParcelStatuses } from '../../api/reference';
import { useWarehouses } from '../../api/warehouses';

export interface Option {
  value: string;
  label: string;
}

const options = (list: readonly Named[] | undefined): Option[] =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** The choices of the parcel selects: statuses, couriers and warehouses (countries: CountrySelect). */
export function useParcelOptions() {
  const statuses = useParcelStatuses();
  const couriers = useCouriers();
  const warehouses = useWarehouses();
  return {
    statuses: options(statuses.data),
    couriers: options(couriers.data),
    warehouses: options(warehouses.data),
    /** The warehouses with their countries (the wizard fills the origin from the warehouse). */
    warehouseList: warehouses.data ?? [],
  };
}

export type ParcelOptions = ReturnType<typeof useParcelOptions>;
