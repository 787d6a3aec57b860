import { companyDate, PARCEL_MSG, type Parcel, type ParcelEvent } from '@kerben/domain';
import { notYours, type Viewer } from '../../../core/viewer';
import type { PageRequest } from '../../../db/list';
import { assertCanHandleParcels, canSeeParcel, myParcelsOwnerFor } from '../policy';
import * as q from '../queries';
import type { MyParcelsQuery, ParcelListQuery } from '../schemas';
import type { ParcelParts } from './parts';

/** The lists and a parcel with its history, for the operators and for the owner. */
export function parcelReading({ db, customs, presentParcel, presentEvent, clock }: ParcelParts) {
  return {
    /** The operators' list: of a warehouse or of all, with the filters of the warehouse page. */
    async list(viewer: Viewer, query: ParcelListQuery) {
      assertCanHandleParcels(viewer);
      const rule = await customs.rule();
      return q.listParcels(
        db,
        {
          warehouseId: query.warehouse,
          statusId: query.status,
          trackKey: query.track_number,
          dateSent: query.date_sent ?? undefined,
          clientCode: query.unique_id,
          name: query.name,
          originId: query.country_of_origin,
          destinationId: query.country_of_destination,
          ids: query.id,
          storage: query.storage && { kind: query.storage, today: companyDate(clock()) },
          longestInStorageFirst: query.ordering === '-storage_days',
        },
        query,
        (row) => presentParcel(row, rule),
      );
    },

    /** A customer's own parcels, newest first. */
    async listMine(viewer: Viewer, query: MyParcelsQuery) {
      const userId = myParcelsOwnerFor(viewer);
      const rule = await customs.rule();
      return q.listParcels(db, { userId, statusId: query.status, trackKey: query.track_number }, query, (row) =>
        presentParcel(row, rule),
      );
    },

    /** A customer's own parcels not handed over yet (in transit or at a warehouse), newest first. */
    async listMineNotDelivered(viewer: Viewer, page: PageRequest) {
      const userId = myParcelsOwnerFor(viewer);
      const rule = await customs.rule();
      return q.listParcels(db, { userId, notDelivered: true }, page, (row) => presentParcel(row, rule));
    },

    async get(viewer: Viewer, id: number): Promise<Parcel> {
      const row = await q.findParcel(db, id);
      if (!row || !canSeeParcel(viewer, row.parcel)) throw notYours(PARCEL_MSG.notFound);
      return presentParcel(row, await customs.rule());
    },

    async events(viewer: Viewer, id: number): Promise<ParcelEvent[]> {
      const row = await q.findParcel(db, id);
      if (!row || !canSeeParcel(viewer, row.parcel)) throw notYours(PARCEL_MSG.notFound);
      return (await q.listEvents(db, id)).map(presentEvent(viewer));
    },
  };
}
