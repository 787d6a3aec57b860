import { PAID_FLAG_MSG, PARCEL_MSG, type ParcelHandover, type parcelBulkUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError, forbidden } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import type { Work } from '../../../db/unit-of-work';
import { assertCanHandleParcels, canMarkPaidByHand } from '../policy';
import * as q from '../queries';
import { checkStatusByHand } from '../rules';
import type { ParcelParts } from './parts';

type BulkUpdate = z.output<typeof parcelBulkUpdateSchema>;

/** The named parcels, locked; an id that does not exist is a 400 naming it. */
async function lockedOrMissing(tx: DbOrTx, ids: number[]): Promise<q.ParcelRecord[]> {
  const rows = await q.lockParcels(tx, ids);
  const present = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !present.has(id));
  if (missing.length > 0) throw fieldError('ids', PARCEL_MSG.idsMissing(missing));
  return rows;
}

/** Changes and deletes of a selection of parcels, all or nothing. */
export function parcelBulkChanges({ unitOfWork, files, changeStatus, money }: ParcelParts) {
  return {
    /**
     * The same status, dates or paid flag for several parcels, all or nothing: an id that does
     * not exist changes nothing and is named. One history row per parcel whose status changed.
     * `is_paid: true` (admins) records a payment «отмечено вручную» of what each parcel not paid
     * yet owes (one paid already keeps its payment and time); `false` on a paid one is refused.
     */
    async bulkUpdate(viewer: Viewer, input: BulkUpdate): Promise<{ updated: number }> {
      const operator = assertCanHandleParcels(viewer);
      return unitOfWork(async (work) => {
        const { tx } = work;
        const rows = await lockedOrMissing(tx, input.ids);
        if (input.status !== undefined && (await q.missingReferences(tx, { status: input.status })).length > 0) {
          throw fieldError('status', PARCEL_MSG.statusNotFound);
        }
        checkStatusByHand(input.status, rows);
        if (input.is_paid === false && rows.some((row) => row.isPaid)) throw conflict(PAID_FLAG_MSG.unpayRefused);
        const unpaid = input.is_paid === true ? rows.filter((row) => !row.isPaid) : [];
        if (unpaid.length > 0 && !canMarkPaidByHand(viewer)) throw forbidden(PAID_FLAG_MSG.adminOnly);
        const ids = rows.map((row) => row.id);
        if (input.date_sent !== undefined || input.date_arrived !== undefined) {
          await q.updateParcels(tx, ids, { dateSent: input.date_sent, dateArrived: input.date_arrived });
        }
        if (input.status !== undefined) await changeStatus(work, operator.userId, rows, input.status);
        if (unpaid.length > 0) {
          const nothing = await money.markPaid(
            work,
            unpaid.map((row) => row.id),
            operator.userId,
          );
          if (nothing.length > 0) throw conflict(PAID_FLAG_MSG.nothingToPayOf(nothing.map((parcel) => parcel.id)));
        }
        return { updated: rows.length };
      });
    },

    /**
     * Inside another module's unit of work (a shipment sent or arrived): these parcels get the
     * status, except those in a status of `keep` (handed over already), each with its history row
     * and its owner's notification. Answers the ids that changed.
     */
    async setStatusIn(
      work: Work,
      viewer: Viewer,
      ids: number[],
      statusId: number,
      { keep = [], handover, notify }: { keep?: readonly number[]; handover?: ParcelHandover; notify?: boolean } = {},
    ): Promise<number[]> {
      const operator = assertCanHandleParcels(viewer);
      const rows = await q.lockParcels(work.tx, ids);
      return changeStatus(
        work,
        operator.userId,
        rows.filter((row) => !keep.includes(row.statusId)),
        statusId,
        { handover, notify },
      );
    },

    /**
     * Deletes the named parcels (never "all"), with their history; their pictures go after the
     * commit. Charges not invoiced yet are reversed; a parcel an invoice names is kept (409).
     */
    async bulkDelete(viewer: Viewer, ids: number[]): Promise<void> {
      const operator = assertCanHandleParcels(viewer);
      await unitOfWork(async (work) => {
        const rows = await lockedOrMissing(work.tx, ids);
        await money.deleting(work, ids, operator.userId);
        await q.deleteParcels(work.tx, ids);
        await files.discard(
          work,
          rows.flatMap((row) => [row.imageFileId, row.receiptFileId]),
        );
      });
    },
  };
}
