import { normalizeTrackNumber, PARCEL_MSG, type Parcel, type Tracking } from '@kerben/domain';
import { addressKey, consumeOrRefuse } from '../../../core/rate-limit';
import { notYours, type Viewer } from '../../../core/viewer';
import { canSeeParcel, isTrackingLimited, parcelOperator } from '../policy';
import * as q from '../queries';
import type { ParcelParts } from './parts';

/** A parcel found by its track number: the public tracking and the operators' scan. */
export function parcelTracking({ db, trackingLimiter, presentParcel, presentEvent }: ParcelParts) {
  return {
    /** The parcel that has this track number (any spelling), for an operator's scan. */
    async findByTrackNumber(viewer: Viewer, trackNumber: string): Promise<Parcel | null> {
      parcelOperator(viewer);
      const key = normalizeTrackNumber(trackNumber);
      const row = key ? await q.findParcelByTrackKey(db, key) : undefined;
      return row ? presentParcel(row) : null;
    },

    /** Where a parcel is, by its track number in any spelling; its owner and admins see all of it. */
    async track(viewer: Viewer, trackNumber: string, ip: string): Promise<Tracking> {
      if (isTrackingLimited(viewer)) {
        await consumeOrRefuse(trackingLimiter, addressKey(ip));
      }
      const row = await q.findParcelByTrackKey(db, normalizeTrackNumber(trackNumber));
      if (!row) throw notYours(PARCEL_MSG.trackNotFound);
      const timeline = (await q.listEvents(db, row.parcel.id)).map((event) => {
        const { status, created_at } = presentEvent(viewer)(event);
        return { status, created_at };
      });
      const parcel = presentParcel(row);
      return {
        track_number: parcel.track_number,
        status: parcel.status,
        warehouse: parcel.warehouse,
        country_of_origin: parcel.country_of_origin,
        country_of_destination: parcel.country_of_destination,
        date_sent: parcel.date_sent,
        date_arrived: parcel.date_arrived,
        timeline,
        ...(canSeeParcel(viewer, row.parcel) ? { parcel } : {}),
      };
    },
  };
}
