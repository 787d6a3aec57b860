import { namedCountry, normalizeTrackNumber, PARCEL_MSG, type Parcel, parcelStatusName, type Tracking } from '@kerben/domain';
import { addressKey, consumeOrRefuse } from '../../../core/rate-limit';
import { notYours, type Viewer } from '../../../core/viewer';
import { assertCanHandleParcels, canSeeParcel, isTrackingLimited } from '../policy';
import * as q from '../queries';
import type { ParcelParts } from './parts';

/** A parcel found by its track number: the public tracking and the operators' scan. */
export function parcelTracking({ db, customs, trackingLimiter, presentParcel }: ParcelParts) {
  return {
    /** The parcel that has this track number (any spelling), for an operator's scan. */
    async findByTrackNumber(viewer: Viewer, trackNumber: string): Promise<Parcel | null> {
      assertCanHandleParcels(viewer);
      const key = normalizeTrackNumber(trackNumber);
      const row = key ? await q.findParcelByTrackKey(db, key) : undefined;
      return row ? presentParcel(row, await customs.rule()) : null;
    },

    /** Where a parcel is, by its track number in any spelling; its owner and admins see all of it. */
    async track(viewer: Viewer, trackNumber: string, ip: string): Promise<Tracking> {
      const key = normalizeTrackNumber(trackNumber);
      // No number finds nothing (parcels without one are not tracked), and asks nothing of the limit.
      if (!key) throw notYours(PARCEL_MSG.trackNotFound);
      if (isTrackingLimited(viewer)) {
        await consumeOrRefuse(trackingLimiter, addressKey(ip));
      }
      const row = await q.findParcelByTrackKey(db, key);
      if (!row) throw notYours(PARCEL_MSG.trackNotFound);
      // The statuses only: what was declared inside is the owner's business.
      const timeline = (await q.listEvents(db, row.parcel.id)).flatMap((event) =>
        event.statusId !== null && event.statusName !== null
          ? [
              {
                status: { id: event.statusId, name: parcelStatusName(event.statusId, event.statusName) },
                created_at: event.createdAt.toISOString(),
              },
            ]
          : [],
      );
      const p = row.parcel;
      return {
        track_number: p.trackNumber,
        status: { id: p.statusId, name: parcelStatusName(p.statusId, row.statusName) },
        warehouse: p.warehouseId,
        warehouse_detail: { id: p.warehouseId, name: row.warehouseName },
        country_of_origin: namedCountry(p.originCountryId, row.originName),
        country_of_destination: namedCountry(p.destinationCountryId, row.destinationName),
        date_sent: p.dateSent,
        date_arrived: p.dateArrived,
        timeline,
        ...(canSeeParcel(viewer, p) ? { parcel: presentParcel(row, await customs.rule()) } : {}),
      };
    },
  };
}
