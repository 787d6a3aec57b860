import { asc, eq } from 'drizzle-orm';
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
