import { companyDate, type DeclaredItem, PAID_FLAG_MSG, PARCEL_STATUS, type Parcel, sameDeclaration } from '@kerben/domain';
import { conflict, forbidden } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { Work } from '../../../db/unit-of-work';
import { assertCanHandleParcels, canMarkPaidByHand } from '../policy';
import * as q from '../queries';
import { checkStatusByHand, priceChange } from '../rules';
import type { ParcelCreateBody } from '../schemas';
import type { ParcelImages } from './images';
import type { ParcelParts } from './parts';
import { checkReferences, trackTaken } from './references';

/** A parcel received at a warehouse: by the wizard, or from an expected parcel in that module's unit of work. */
/** What the customer declared when announcing a parcel being received: the history starts with it. */
export interface Announced {
  items: DeclaredItem[];
  declaredBy: number;
}

export function parcelReceiving({
  unitOfWork,
  addresses,
  announcements,
  images,
  found,
  notifyOwners,
  recordDeclaration,
  money,
  clock,
}: ParcelParts) {
  /**
   * Creates a received parcel with its first history rows (its status; the declaration as the
   * customer announced it, then as the operator corrected it), and tells its owner.
   */
  async function receive(
    work: Work,
    viewer: Viewer,
    input: ParcelCreateBody,
    prepared: ParcelImages,
    announced?: Announced,
    { notify = true }: { notify?: boolean } = {},
  ): Promise<Parcel> {
    const operator = assertCanHandleParcels(viewer);
    if (input.is_paid && !canMarkPaidByHand(viewer)) throw forbidden(PAID_FLAG_MSG.adminOnly);
    checkStatusByHand(input.status, []);
    const { ownerId, trackKey } = await checkReferences(work.tx, addresses, input);
    // Received by the wizard (or by the existing client's "В склад") with a number its client
    // announced: that announcement is received too, in this transaction (docs/legacy-client.md).
    const claimed = !announced && trackKey && announcements ? await announcements.claim(work.tx, ownerId, trackKey) : undefined;
    const declared = announced ?? claimed;
    const items = input.items ?? declared?.items ?? [];
    const statusId = input.status ?? PARCEL_STATUS.received;
    const saved = await images.save(work, prepared, ownerId);
    // The price and the tariff are written with the parcel: the billing charges it by them below.
    const pricing = priceChange(input);
    const priced = await money.priceOf(work.tx, {
      weight: input.weight ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      length: input.length ?? null,
      originCountryId: input.country_of_origin ?? null,
      destinationCountryId: input.country_of_destination ?? null,
      price: input.price ?? 0,
      priceIsManual: pricing.priceIsManual,
      tariffVersionId: null,
      receivedOn: companyDate(clock()),
    });
    const id = await q
      .insertParcel(work.tx, {
        name: input.name,
        userId: ownerId,
        addressId: input.address ?? null,
        warehouseId: input.warehouse,
        statusId,
        courierId: input.courier_service ?? null,
        trackNumber: input.track_number ?? '',
        trackKey: trackKey ?? null,
        weight: input.weight ?? null,
        width: input.width ?? null,
        height: input.height ?? null,
        length: input.length ?? null,
        price: priced.price,
        priceIsManual: pricing.priceIsManual,
        tariffVersionId: priced.tariffVersionId,
        imageFileId: saved.photo.fileId ?? null,
        receiptFileId: saved.receipt.fileId ?? null,
        comments: input.comments ?? '',
        dateSent: input.date_sent ?? null,
        dateArrived: input.date_arrived ?? null,
        originCountryId: input.country_of_origin ?? null,
        destinationCountryId: input.country_of_destination ?? null,
        items,
        createdBy: operator.userId,
      })
      .catch(trackTaken);
    await q.insertEvents(work.tx, [{ parcelId: id, statusId, changedBy: operator.userId }]);
    if (claimed) await announcements?.link(work.tx, claimed.id, id);
    if (declared && declared.items.length > 0) await recordDeclaration(work.tx, id, declared.items, declared.declaredBy);
    if (items.length > 0 && !(declared && sameDeclaration(items, declared.items))) {
      await recordDeclaration(work.tx, id, items, operator.userId);
    }
    // Charged its delivery by today's tariff (and invoiced, arriving at the pickup point at once).
    const notes = await money.received(work, id, operator.userId);
    if (notify) await notifyOwners(work, 'received', [id], notes);
    if (input.is_paid && (await money.markPaid(work, [id], operator.userId)).length > 0) {
      throw conflict(PAID_FLAG_MSG.nothingToPay);
    }
    return found(work.tx, id);
  }

  return {
    /** The wizard's parcel: priced by the rule unless the admin gave a price; its first status recorded. */
    async create(viewer: Viewer, input: ParcelCreateBody): Promise<Parcel> {
      assertCanHandleParcels(viewer);
      return unitOfWork(
        (before) => images.prepare(before, input, viewer),
        (work, prepared) => receive(work, viewer, input, prepared),
      );
    },

    /** Another module's unit of work receiving a parcel prepares its images first (before its transaction). */
    prepareImages: images.prepare,

    /** The same, inside another module's unit of work (an expected parcel received by scan), with what was announced. */
    receiveIn: (work: Work, viewer: Viewer, input: ParcelCreateBody, prepared: ParcelImages, announced?: Announced) =>
      receive(work, viewer, input, prepared, announced),

    /** A parcel the warehouse makes itself (a consolidation's box), inside that unit of work, its owner told by the caller. */
    receiveQuietly: (work: Work, viewer: Viewer, input: ParcelCreateBody) =>
      receive(work, viewer, input, { photo: undefined, receipt: undefined }, undefined, { notify: false }),
  };
}
