import {
  type COUNTRIES,
  COUNTRY,
  type COURIERS,
  PARCEL_STATUS,
  type PARCEL_STATUSES,
  WAREHOUSE,
  type WAREHOUSES,
} from '../../reference';

// The reference lists carry more than a name (ids, aliases), so their names are given by id:
// COUNTRY_NAMES[id], COURIER_NAMES[id], PARCEL_STATUS_NAMES[id], WAREHOUSE_NAMES[id].

export const COUNTRY_NAMES: Record<(typeof COUNTRIES)[number]['id'], string> = {
  [COUNTRY.usaChicago]: 'USA (Chicago)',
  [COUNTRY.usaDelaware]: 'USA (Delaware)',
  [COUNTRY.turkeyIstanbul]: 'Turkey (Istanbul)',
  [COUNTRY.kyrgyzstan]: 'Kyrgyzstan',
  [COUNTRY.russia]: 'Russia',
};

export const COURIER_NAMES: Record<(typeof COURIERS)[number]['id'], string> = {
  1: 'Fedex',
  2: 'USPS',
  3: 'UPS',
  6: 'Europe',
  7: 'Amazon',
};

export const PARCEL_STATUS_NAMES: Record<(typeof PARCEL_STATUSES)[number]['id'], string> = {
  [PARCEL_STATUS.received]: 'At the warehouse',
  [PARCEL_STATUS.inTransit]: 'In transit',
  [PARCEL_STATUS.atPickupPoint]: 'At the pickup point',
  [PARCEL_STATUS.sentByCourier]: 'Out with a courier',
  [PARCEL_STATUS.delivered]: 'Handed over',
  [PARCEL_STATUS.combined]: 'Consolidated',
  [PARCEL_STATUS.returned]: 'Returned',
};

export const WAREHOUSE_NAMES: Record<(typeof WAREHOUSES)[number]['id'], string> = {
  [WAREHOUSE.chicago]: 'Chicago',
  [WAREHOUSE.delaware]: 'Online Warehouse (Delaware)',
  [WAREHOUSE.bishkek]: 'Bishkek',
  [WAREHOUSE.istanbul]: 'Online Warehouse (Turkey)',
};
