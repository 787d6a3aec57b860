import {
  type ExpectedParcel,
  expectedDeclarationSchema,
  expectedParcelSchema,
  type Named,
  ORIGIN_COUNTRY_IDS,
  WAREHOUSES,
  warehouseForOrigin,
} from '@kerben/domain';
import type { ExpectedValues } from '../../api/expected';
import { itemValuesOf, newItemValues } from '../../lib/declaration-form';

// The announcement form of customers and operators: the same fields, the same checks as the server.

/**
 * The fields both sides fill, with at least one declared item; the client (admins) and the
 * warehouse are checked apart.
 */
export const expectedFormSchema = expectedParcelSchema
  .omit({ warehouse: true, user: true })
  .extend(expectedDeclarationSchema.shape);

const text = (item: { id: number } | null | undefined) => (item ? String(item.id) : null);

/** The dialog's starting values: empty, or those of the announcement being edited. */
export function expectedValuesOf(record: ExpectedParcel | null): ExpectedValues {
  return {
    courier_service: text(record?.courier_service_detail),
    tracking_number: record?.tracking_number ?? '',
    country_of_origin: text(record?.country_of_origin_detail),
    country_of_destination: text(record?.country_of_destination_detail),
    address: text(record?.address_detail),
    comments: record?.comments ?? '',
    // A new announcement starts with one empty row; one announced without a declaration (by an older client) too.
    items: record?.items.length ? itemValuesOf(record.items) : [newItemValues()],
  };
}

/** The warehouse an origin's parcels arrive at, by the API's list (renamed ones too), else the seeded name. */
export function originWarehouse(originId: number | null | undefined, warehouses: readonly Named[] = []): Named | undefined {
  const id = warehouseForOrigin(originId);
  if (id === undefined) return undefined;
  return warehouses.find((warehouse) => warehouse.id === id) ?? WAREHOUSES.find((warehouse) => warehouse.id === id);
}

export interface OriginChoice {
  value: string;
  /** The country as the reference list names it: 'США (Чикаго)'. */
  label: string;
  /** The warehouse its parcels arrive at: 'Чикаго'. */
  warehouse: string;
}

/** The countries a parcel may come from, each with the warehouse that receives it, in the fixed order. */
export function originChoices(countries: readonly Named[], warehouses: readonly Named[] = []): OriginChoice[] {
  return ORIGIN_COUNTRY_IDS.flatMap((id) => {
    const country = countries.find((candidate) => candidate.id === id);
    const warehouse = originWarehouse(id, warehouses);
    return country && warehouse ? [{ value: String(id), label: country.name, warehouse: warehouse.name }] : [];
  });
}
