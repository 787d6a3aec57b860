import { DESTINATION_COUNTRY_IDS, type Named, ORIGIN_COUNTRY_IDS } from '@kerben/domain';
import { useCountries } from '../../../api/catalog';
import { useCouriers, useParcelStatuses } from '../../../api/reference';
import { useWarehouses } from '../../../api/warehouses';

export interface Option {
  value: string;
  label: string;
}

const options = (list: readonly Named[] | undefined): Option[] =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/**
 * The choices of the parcel selects: statuses, couriers, warehouses and the countries a parcel
 * comes from (USA, Turkey) and goes to (Kyrgyzstan, Russia), as the reference lists name them.
 */
export function useParcelOptions() {
  const statuses = useParcelStatuses();
  const couriers = useCouriers();
  const countries = useCountries();
  const warehouses = useWarehouses();
  const countriesOf = (ids: readonly number[]) => options(countries.data?.filter((country) => ids.includes(country.id)));
  return {
    statuses: options(statuses.data),
    couriers: options(couriers.data),
    warehouses: options(warehouses.data),
    origins: countriesOf(ORIGIN_COUNTRY_IDS),
    destinations: countriesOf(DESTINATION_COUNTRY_IDS),
    /** The warehouses with their countries (the wizard fills the origin from the warehouse). */
    warehouseList: warehouses.data ?? [],
  };
}

export type ParcelOptions = ReturnType<typeof useParcelOptions>;
