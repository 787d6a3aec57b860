import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, couriers, files, parcelStatuses } from '../../db/schema';

export const listCountries = (db: DbOrTx) =>
  db
    .select({ id: countries.id, name: countries.name, iconKey: files.key })
    .from(countries)
    .leftJoin(files, eq(files.id, countries.iconFileId))
    .orderBy(asc(countries.id));

export const listCouriers = (db: DbOrTx) => db.select().from(couriers).orderBy(asc(couriers.id));

export const listParcelStatuses = (db: DbOrTx) => db.select().from(parcelStatuses);

export const countriesWithoutIcon = (db: DbOrTx) =>
  db.select({ id: countries.id }).from(countries).where(isNull(countries.iconFileId));

/** Gives a country its icon unless it has one by now; false when it had. */
export async function setIconUnlessSet(tx: DbOrTx, countryId: number, iconFileId: number): Promise<boolean> {
  const updated = await tx
    .update(countries)
    .set({ iconFileId })
    .where(and(eq(countries.id, countryId), isNull(countries.iconFileId)))
    .returning({ id: countries.id });
  return updated.length > 0;
}
