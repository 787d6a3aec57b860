import { z } from 'zod';
import { localized } from './i18n/localize';
import { COUNTRY, FINAL_PARCEL_STATUSES, FLOW_ONLY_PARCEL_STATUSES, PARCEL_STATUS } from './parcel-status';

// Reference data with fixed ids (docs/product.md#reference-data). The ids are part of the API contract:
// the existing client and operators' habits refer to them, so they never change.

export { COUNTRY };

export const COUNTRIES = /* @__PURE__ */ localized('COUNTRIES', [
  { id: COUNTRY.usaChicago, name: 'США (Чикаго)' },
  { id: COUNTRY.usaDelaware, name: 'США (Делавэр)' },
  { id: COUNTRY.turkeyIstanbul, name: 'Турция (Стамбул)' },
  { id: COUNTRY.kyrgyzstan, name: 'Кыргызстан' },
  { id: COUNTRY.russia, name: 'Россия' },
] as const);

export const ORIGIN_COUNTRY_IDS = [COUNTRY.usaChicago, COUNTRY.usaDelaware, COUNTRY.turkeyIstanbul] as const;
export const DESTINATION_COUNTRY_IDS = [COUNTRY.kyrgyzstan, COUNTRY.russia] as const;

export const COURIERS = /* @__PURE__ */ localized('COURIERS', [
  { id: 1, name: 'Fedex' },
  { id: 2, name: 'USPS' },
  { id: 3, name: 'UPS' },
  { id: 6, name: 'Europe' },
  { id: 7, name: 'Amazon' },
] as const);

export { FINAL_PARCEL_STATUSES, FLOW_ONLY_PARCEL_STATUSES, PARCEL_STATUS };

export const PARCEL_STATUSES = /* @__PURE__ */ localized('PARCEL_STATUSES', [
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

export const WAREHOUSES = /* @__PURE__ */ localized('WAREHOUSES', [
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

// ---- Answers of the reference lists

export const namedResponse = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof namedResponse>;

/** A reference answered as `{ id, name }`, or null when it is not set (or its name was not found). */
export const namedOrNull = (id: number | null, name: string | null): Named | null =>
  id !== null && name !== null ? { id, name } : null;

/** A country with its flag: an absolute URL in /api/countries/list/, a /media path when nested. */
export const countryResponse = namedResponse.extend({ icon: z.string().nullable() });
export type Country = z.infer<typeof countryResponse>;
