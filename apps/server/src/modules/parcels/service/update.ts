import { PARCEL_MSG, type Parcel, sameDeclaration } from '@kerben/domain';
import { notYours, type Viewer } from '../../../core/viewer';
import { assertCanHandleParcels } from '../policy';
import * as q from '../queries';
import { changedParcelPrice, paidChange } from '../rules';
import type { ParcelUpdateBody } from '../schemas';
import type { ParcelParts } from './parts';
import { checkReferences, trackTaken } from './references';

/** An operator's edit of one parcel. */
export function parcelUpdating({ unitOfWork, addresses, images, found, notifyOwners, recordDeclaration }: ParcelParts) {
  return {
    /**
     * Changes the given fields. A changed status or declaration is written to the history; new weight,
     * dimensions or route reprice a parcel priced by the rule; a typed price stays until the
     * admin gives another or null (back to the rule).
     */
    async update(viewer: Viewer, id: number, input: ParcelUpdateBody): Promise<Parcel> {
      const operator = assertCanHandleParcels(viewer);
      return unitOfWork(
        (before) => images.prepare(before, input, viewer),
        async (work, prepared) => {
          const [current] = await q.lockParcels(work.tx, [id]);
          if (!current) throw notYours(PARCEL_MSG.notFound);
          const { ownerId, trackKey } = await checkReferences(work.tx, addresses, input, current);
          // A parcel given to another client does not keep the previous client's address.
          const addressId = input.address !== undefined ? input.address : ownerId !== current.userId ? null : undefined;
          const saved = await images.save(work, prepared, ownerId, current);
          const newItems = input.items !== undefined && !sameDeclaration(input.items, current.items) ? input.items : undefined;
          await q
            .updateParcels(work.tx, [id], {
              name: input.name,
              userId: ownerId,
              addressId,
              warehouseId: input.warehouse,
              statusId: input.status,
              courierId: input.courier_service,
              trackNumber: input.track_number,
              trackKey,
              weight: input.weight,
              width: input.width,
              height: input.height,
              length: input.length,
              ...changedParcelPrice(input, current),
              ...paidChange(input.is_paid, current.isPaid),
              imageFileId: saved.photo.fileId,
              receiptFileId: saved.receipt.fileId,
              comments: input.comments,
              dateSent: input.date_sent,
              dateArrived: input.date_arrived,
              originCountryId: input.country_of_origin,
              destinationCountryId: input.country_of_destination,
              items: newItems,
            })
            .catch(trackTaken);
          await saved.discardOld();
          if (newItems) await recordDeclaration(work.tx, id, newItems, operator.userId);
          if (input.status !== undefined && input.status !== current.statusId) {
            await q.insertEvents(work.tx, [{ parcelId: id, statusId: input.status, changedBy: operator.userId }]);
            await notifyOwners(work, 'statusChanged', [id]);
          }
          return found(work.tx, id);
        },
      );
    },
  };
}
