import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { countries, couriers, parcelStatuses, warehouses } from '../../../db/schema';

// The references a parcel names, checked before it is written.

/** Which of the given reference ids do not exist (field name -> missing). */
export async function missingReferences(
  db: DbOrTx,
  refs: {
    warehouse?: number;
    status?: number;
    courier_service?: number;
    country_of_origin?: number;
    country_of_destination?: number;
  },
): Promise<string[]> {
  const checks: Array<[string, number | undefined, () => Promise<unknown[]>]> = [
    [
      'warehouse',
      refs.warehouse,
      // Held (FOR KEY SHARE) until the parcel is written: a warehouse deleted meanwhile is a 400 here, not a failed insert.
      () =>
        db
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(eq(warehouses.id, refs.warehouse ?? 0))
          .for('key share'),
    ],
    [
      'status',
      refs.status,
      () =>
        db
          .select({ id: parcelStatuses.id })
          .from(parcelStatuses)
          .where(eq(parcelStatuses.id, refs.status ?? 0)),
    ],
    [
      'courier_service',
      refs.courier_service,
      () =>
        db
          .select({ id: couriers.id })
          .from(couriers)
          .where(eq(couriers.id, refs.courier_service ?? 0)),
    ],
    [
      'country_of_origin',
      refs.country_of_origin,
      () =>
        db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, refs.country_of_origin ?? 0)),
    ],
    [
      'country_of_destination',
      refs.country_of_destination,
      () =>
        db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, refs.country_of_destination ?? 0)),
    ],
  ];
  const missing: string[] = [];
  for (const [field, id, find] of checks) {
    if (id !== undefined && (await find()).length === 0) missing.push(field);
  }
  return missing;
}
