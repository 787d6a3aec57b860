import { localizedNames } from './i18n/localize';
import { COUNTRY, FINAL_PARCEL_STATUSES, FLOW_ONLY_PARCEL_STATUSES, PARCEL_STATUS } from './parcel-status';
import type { Named } from './reference-schemas';

// Reference data with fixed ids (docs/product.md#reference-data). The ids are part of the API contract:
// the existing client and operators' habits refer to them, so they never change.

export { COUNTRY };

export const COUNTRIES = /* @__PURE__ */ localizedNames('COUNTRY_NAMES', [
  { id: COUNTRY.usaChicago, name: 'США (Чикаго)' },
  { id: COUNTRY.usaDelaware, name: 'США (Делавэр)' },
  { id: COUNTRY.turkeyIstanbul, name: 'Турция (Стамбул)' },
  { id: COUNTRY.kyrgyzstan, name: 'Кыргызстан' },
  { id: COUNTRY.russia, name: 'Россия' },
] as const);

export const ORIGIN_COUNTRY_IDS = [COUNTRY.usaChicago, COUNTRY.usaDelaware, COUNTRY.turkeyIstanbul] as const;
export const DESTINATION_COUNTRY_IDS = [COUNTRY.kyrgyzstan, COUNTRY.russia] as const;

export const COURIERS = /* @__PURE__ */ localizedNames('COURIER_NAMES', [
  { id: 1, name: 'Fedex' },
  { id: 2, name: 'USPS' },
  { id: 3, name: 'UPS' },
  { id: 6, name: 'Europe' },
  { id: 7, name: 'Amazon' },
] as const);

export { FINAL_PARCEL_STATUSES, FLOW_ONLY_PARCEL_STATUSES, PARCEL_STATUS };

export const PARCEL_STATUSES = /* @__PURE__ */ localizedNames('PARCEL_STATUS_NAMES', [
  { id: PARCEL_STATUS.received, name: 'Получен, готов к отправке' },
  { id: PARCEL_STATUS.inTransit, name: 'Ваша посылка в пути' },
  { id: PARCEL_STATUS.atPickupPoint, name: 'Поступил в ПВЗ, готов к выдаче' },
  { id: PARCEL_STATUS.sentByCourier, name: 'Отправлено курьерской службой' },
  { id: PARCEL_STATUS.delivered, name: 'Выдано получателю' },
  { id: PARCEL_STATUS.combined, name: 'Объединена' },
  { id: PARCEL_STATUS.returned, name: 'Возвращена отправителю' },
] as const);

export const WAREHOUSE = {
  chicago: 14,
  delaware: 28,
  bishkek: 25,
  istanbul: 24,
} as const;

export const WAREHOUSES = /* @__PURE__ */ localizedNames('WAREHOUSE_NAMES', [
  { id: WAREHOUSE.chicago, name: 'Чикаго', aliases: ['chicago', 'чикаго'] },
  {
    id: WAREHOUSE.delaware,
    name: 'Online Warehouse (Delaware)',
    aliases: ['delaware', 'делавэр', 'online warehouse (delaware)'],
  },
  { id: WAREHOUSE.bishkek, name: 'Бишкек', aliases: ['bishkek', 'бишкек'] },
  {
    id: WAREHOUSE.istanbul,
    name: 'Online Warehouse (Turkey)',
    aliases: ['istanbul', 'стамбул', 'turkey', 'online warehouse (turkey)'],
  },
] as const);

/** The warehouse that receives parcels bought in a given origin country. */
export const WAREHOUSE_BY_ORIGIN: Readonly<Record<number, number>> = {
  [COUNTRY.usaChicago]: WAREHOUSE.chicago,
  [COUNTRY.usaDelaware]: WAREHOUSE.delaware,
  [COUNTRY.turkeyIstanbul]: WAREHOUSE.istanbul,
};

/** /admin/warehouses/{name}: a name or a known alias, any case, to a warehouse id. */
export function findWarehouseIdBySlug(slug: string): number | undefined {
  const wanted = decodeURIComponent(slug).trim().toLowerCase();
  return WAREHOUSES.find((w) => w.name.toLowerCase() === wanted || (w.aliases as readonly string[]).includes(wanted))?.id;
}

// ---- Answers of the reference lists (their schemas: reference-schemas.ts)

/** A reference answered as `{ id, name }`, or null when it is not set (or its name was not found). */
export const namedOrNull = (id: number | null, name: string | null): Named | null =>
  id !== null && name !== null ? { id, name } : null;

// ---- Names a person reads, by id: the catalogue's in the current language, not the Russian stored
// in the database (docs/i18n.md). An id outside the fixed lists keeps the name it was stored with.

const nameIn = (list: readonly { id: number; name: string }[], id: number | null, stored: string) =>
  (id === null ? undefined : list.find((item) => item.id === id)?.name) ?? stored;

/** A parcel status's name in the current language. */
export const parcelStatusName = (id: number | null, stored = '') => nameIn(PARCEL_STATUSES, id, stored);
/** A country's name in the current language. */
export const countryName = (id: number | null, stored = '') => nameIn(COUNTRIES, id, stored);
/** A record's country (a route's origin or destination) as `{ id, name }` in the current language, or null when not set. */
export const namedCountry = (id: number | null, stored: string | null): Named | null =>
  namedOrNull(id, stored && countryName(id, stored));
/**
 * A warehouse's name in the current language: the four of the catalogue by id; one an admin added
 * keeps its own name.
 */
export const warehouseName = (id: number | null, stored = '') => nameIn(WAREHOUSES, id, stored);
/** A courier's name in the current language. */
export const courierName = (id: number | null, stored = '') => nameIn(COURIERS, id, stored);
