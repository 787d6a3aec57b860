import { CONSOLIDATION_MSG, combinedItems, PARCEL_MSG, PARCEL_STATUS, type Parcel } from '@kerben/domain';
import { notYours, type Viewer } from '../../../core/viewer';
import type { Work } from '../../../db/unit-of-work';
import { assertCanHandleParcels } from '../policy';
import * as q from '../queries';
import type { ParcelCreateBody } from '../schemas';
import type { ParcelParts } from './parts';

/** The box a consolidation makes: its track number and what the operator weighed and measured. */
export interface BoxMeasures {
  trackNumber: string;
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** The warehouse's own changes of parcels, inside the warehouse services' units of work. */
export function parcelWarehouseFlows(
  { changeStatus, found, money }: ParcelParts,
  receiveQuietly: (work: Work, viewer: Viewer, input: ParcelCreateBody) => Promise<Parcel>,
) {
  return {
    /**
     * Parcels combined into one box (the caller checked they may be): the box is received as a
     * parcel of its own (its declaration their items together, charged its delivery by its own
     * chargeable weight), its storage clock taken from the earliest child (the customer keeps their
     * free days); the children get «Объединена» linked to the box, each with its history row, and
     * their delivery is not charged. Answers the box.
     */
    async combineIn(work: Work, viewer: Viewer, childIds: number[], box: BoxMeasures): Promise<Parcel> {
      const operator = assertCanHandleParcels(viewer);
      const children = await q.lockParcels(work.tx, childIds);
      const [first] = children;
      const [owner] = first ? await q.findParcels(work.tx, [first.id]) : [];
      if (!first || !owner || children.length !== childIds.length) throw notYours(PARCEL_MSG.notFound);
      // The recipient's address, when the children name one (the consolidation admits no two).
      const addresses = [...new Set(children.flatMap((parcel) => (parcel.addressId === null ? [] : [parcel.addressId])))];
      const made = await receiveQuietly(work, viewer, {
        name: CONSOLIDATION_MSG.boxName(children.length),
        unique_id_user: owner.owner.clientCode,
        warehouse: first.warehouseId,
        track_number: box.trackNumber,
        weight: box.weight,
        length: box.length,
        width: box.width,
        height: box.height,
        country_of_origin: first.originCountryId,
        country_of_destination: first.destinationCountryId,
        address: addresses.length === 1 ? addresses[0] : null,
        items: combinedItems(children.map((parcel) => parcel.items)),
      });
      const earliest = children
        .filter((parcel) => parcel.storageSince !== null)
        .sort((a, b) => (a.storageSince?.getTime() ?? 0) - (b.storageSince?.getTime() ?? 0))[0];
      if (earliest) {
        await q.updateParcels(work.tx, [made.id], {
          storageSince: earliest.storageSince,
          storageFreeUntil: earliest.storageFreeUntil,
          storageFeePerDayUsd: earliest.storageFeePerDayUsd,
        });
      }
      await q.updateParcels(work.tx, childIds, { statusId: PARCEL_STATUS.combined, consolidatedIntoId: made.id });
      await q.insertEvents(
        work.tx,
        childIds.map((parcelId) => ({ parcelId, statusId: PARCEL_STATUS.combined, changedBy: operator.userId })),
      );
      await money.combined(work, childIds, { id: made.id, trackNumber: box.trackNumber }, operator.userId);
      return found(work.tx, made.id);
    },

    /** Weighed again by the warehouse (repacked): the delivery follows the new weight, as an operator's edit would. */
    async reweighIn(work: Work, viewer: Viewer, parcelId: number, weight: number): Promise<void> {
      const operator = assertCanHandleParcels(viewer);
      await q.lockParcels(work.tx, [parcelId]);
      await q.updateParcels(work.tx, [parcelId], { weight });
      await money.changed(work, parcelId, operator.userId);
    },

    /**
     * A parcel given back to the shop: «Возвращена отправителю» with its history row, its stay's
     * storage charged, its delivery not (the caller tells the owner).
     */
    async returnIn(work: Work, viewer: Viewer, parcelId: number): Promise<void> {
      const operator = assertCanHandleParcels(viewer);
      const rows = await q.lockParcels(work.tx, [parcelId]);
      await changeStatus(work, operator.userId, rows, PARCEL_STATUS.returned, { notify: false });
      await money.returned(work, parcelId, operator.userId);
    },
  };
}
