import { type Country, countryName, courierName, type Named, PARCEL_STATUSES, parcelStatusName } from '@kerben/domain';
import type { UrlBuilder } from '../../core/urls';
import type { Db } from '../../db/client';
import { listCountries, listCouriers, listParcelStatuses } from './queries';

export function createReferenceService({ db, urls }: { db: Db; urls: UrlBuilder }) {
  return {
    /** Country flags are absolute URLs: the existing client uses them as they are. */
    async countries(origin?: string): Promise<Country[]> {
      const rows = await listCountries(db);
      return rows.map((c) => ({
        id: c.id,
        name: countryName(c.id, c.name),
        icon: c.iconKey ? urls.absolute(urls.media(c.iconKey), origin) : null,
      }));
    },

    async couriers(): Promise<Named[]> {
      return (await listCouriers(db)).map((c) => ({ ...c, name: courierName(c.id, c.name) }));
    },

    /** In the order a parcel goes through them (docs/product.md#parcel-statuses), not by id. */
    async statuses(): Promise<Named[]> {
      const position = (id: number) => {
        const index = PARCEL_STATUSES.findIndex((s) => s.id === id);
        return index === -1 ? Number.MAX_SAFE_INTEGER : index;
      };
      return (await listParcelStatuses(db))
        .map((s) => ({ ...s, name: parcelStatusName(s.id, s.name) }))
        .sort((a, b) => position(a.id) - position(b.id) || a.id - b.id);
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
