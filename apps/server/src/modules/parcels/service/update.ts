import { companyDate, PAID_FLAG_MSG, PARCEL_MSG, PARCEL_STATUS, type Parcel, sameDeclaration } from '@kerben/domain';
import { conflict, forbidden } from '../../../core/errors';
import { notYours, type Viewer } from '../../../core/viewer';
import { assertCanHandleParcels, canMarkPaidByHand } from '../policy';
import * as q from '../queries';
import { checkStatusByHand, priceChange, repricedBy } from '../rules';
import type { ParcelUpdateBody } from '../schemas';
import type { ParcelParts } from './parts';
import { checkReferences, trackTaken } from './references';

/** An operator's edit of one parcel. */
export function parcelUpdating({
  unitOfWork,
  addresses,
  images,
  found,
  notifyOwners,
  recordDeclaration,
  money,
  afterStatusChange,
}: ParcelParts) {
  return {
    /**
     * Changes the given fields. A changed status or declaration is written to the history; new weight,
     * dimensions or route reprice the delivery (the billing posts the difference while it is not
     * paid); a typed price stays until the admin gives another or null (back to the tariff). The
     * paid flag is the invoices': an admin's `is_paid: true` records a payment «отмечено вручную» of
     * what is open; `false` on a paid parcel is refused (a refund is made at the desk).
     */
    async update(viewer: Viewer, id: number, input: ParcelUpdateBody): Promise<Parcel> {
      const operator = assertCanHandleParcels(viewer);
      return unitOfWork(
        (before) => images.prepare(before, input, viewer),
        async (work, prepared) => {
          const [current] = await q.lockParcels(work.tx, [id]);
          if (!current) throw notYours(PARCEL_MSG.notFound);
          checkStatusByHand(input.status, [current]);
          if (input.is_paid === false && current.isPaid) throw conflict(PAID_FLAG_MSG.unpayRefused);
          const marksPaid = input.is_paid === true && !current.isPaid;
          if (marksPaid && !canMarkPaidByHand(viewer)) throw forbidden(PAID_FLAG_MSG.adminOnly);
          const { ownerId, trackKey } = await checkReferences(work.tx, addresses, input, current);
          // A parcel given to another client does not keep the previous client's address.
          const addressId = input.address !== undefined ? input.address : ownerId !== current.userId ? null : undefined;
          const saved = await images.save(work, prepared, ownerId, current);
          const newItems = input.items !== undefined && !sameDeclaration(input.items, current.items) ? input.items : undefined;
          const statusChanges = input.status !== undefined && input.status !== current.statusId;
          // New measures, route or a typed price: the price and the tariff are written with the edit.
          const pricing = priceChange(input, current);
          const sentOr = <T>(sent: T | undefined, kept: T) => (sent !== undefined ? sent : kept);
          const priced = repricedBy(input)
            ? await money.priceOf(work.tx, {
                id,
                weight: sentOr(input.weight, current.weight),
                width: sentOr(input.width, current.width),
                height: sentOr(input.height, current.height),
                length: sentOr(input.length, current.length),
                originCountryId: sentOr(input.country_of_origin, current.originCountryId),
                destinationCountryId: sentOr(input.country_of_destination, current.destinationCountryId),
                price: pricing.price ?? current.price,
                priceIsManual: pricing.priceIsManual,
                tariffVersionId: current.tariffVersionId,
                receivedOn: companyDate(current.createdAt),
              })
            : undefined;
          // A stay that ends (a new status or warehouse) is charged its storage before the clock restarts.
          if (statusChanges || (input.warehouse !== undefined && input.warehouse !== current.warehouseId)) {
            await money.staysEnding(work, [id], operator.userId);
          }
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
              price: priced?.price ?? pricing.price,
              priceIsManual: pricing.priceIsManual,
              tariffVersionId: priced?.tariffVersionId,
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
          if (repricedBy(input)) await money.changed(work, id, operator.userId);
          if (newItems) await recordDeclaration(work.tx, id, newItems, operator.userId);
          if (statusChanges && input.status !== undefined) {
            await q.insertEvents(work.tx, [{ parcelId: id, statusId: input.status, changedBy: operator.userId }]);
            await afterStatusChange?.(work, [id], input.status, operator.userId);
            const notes =
              input.status === PARCEL_STATUS.atPickupPoint ? await money.reachedPickup(work, [id], operator.userId) : undefined;
            await notifyOwners(work, 'statusChanged', [id], notes);
          }
          if (marksPaid && (await money.markPaid(work, [id], operator.userId)).length > 0) {
            throw conflict(PAID_FLAG_MSG.nothingToPay);
          }
          return found(work.tx, id);
        },
      );
    },
  };
}
