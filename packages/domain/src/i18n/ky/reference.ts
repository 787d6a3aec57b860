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
  [COUNTRY.usaChicago]: 'АКШ (Чикаго)',
  [COUNTRY.usaDelaware]: 'АКШ (Делавэр)',
  [COUNTRY.turkeyIstanbul]: 'Түркия (Стамбул)',
  [COUNTRY.kyrgyzstan]: 'Кыргызстан',
  [COUNTRY.russia]: 'Россия',
};

export const COURIER_NAMES: Record<(typeof COURIERS)[number]['id'], string> = {
  1: 'Fedex',
  2: 'USPS',
  3: 'UPS',
  6: 'Европа',
  7: 'Amazon',
};

export const PARCEL_STATUS_NAMES: Record<(typeof PARCEL_STATUSES)[number]['id'], string> = {
  [PARCEL_STATUS.received]: 'Кампада',
  [PARCEL_STATUS.inTransit]: 'Жолдо',
  [PARCEL_STATUS.atPickupPoint]: 'Берүү пунктунда',
  [PARCEL_STATUS.sentByCourier]: 'Курьер менен жөнөтүлдү',
  [PARCEL_STATUS.delivered]: 'Берилди',
  [PARCEL_STATUS.combined]: 'Бириктирилди',
  [PARCEL_STATUS.returned]: 'Кайтарылды',
};

export const WAREHOUSE_NAMES: Record<(typeof WAREHOUSES)[number]['id'], string> = {
  [WAREHOUSE.chicago]: 'Чикаго',
  [WAREHOUSE.delaware]: 'Online Warehouse (Delaware)',
  [WAREHOUSE.bishkek]: 'Бишкек',
  [WAREHOUSE.istanbul]: 'Online Warehouse (Turkey)',
};
