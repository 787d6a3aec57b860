import { PARCEL_STATUSES } from '@kerben/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { countries, couriers, files, parcelStatuses } from '../../db/schema';
import { absoluteUrl } from '../../http/urls';
import type { FileService } from '../files/service';

export function createReferenceService({
  db,
  files: fileService,
  publicUrl,
}: {
  db: Db;
  files: FileService;
  publicUrl?: string;
}) {
  return {
    /** Country icons are absolute URLs: the existing client uses them as they are. */
    async countries(request: FastifyRequest) {
      const rows = await db
        .select({ id: countries.id, name: countries.name, iconKey: files.key })
        .from(countries)
        .leftJoin(files, eq(files.id, countries.iconFileId))
        .orderBy(asc(countries.id));
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        icon: c.iconKey ? absoluteUrl(request, fileService.publicPath(c.iconKey), publicUrl) : null,
      }));
    },
    couriers: () => db.select().from(couriers).orderBy(asc(couriers.id)),
    /** In the order a parcel goes through them (DESIGN.md section 5), not by id. */
    async statuses() {
      const rows = await db.select().from(parcelStatuses);
      const position = (id: number) => {
        const index = PARCEL_STATUSES.findIndex((s) => s.id === id);
        return index === -1 ? Number.MAX_SAFE_INTEGER : index;
      };
      return rows.sort((a, b) => position(a.id) - position(b.id) || a.id - b.id);
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
