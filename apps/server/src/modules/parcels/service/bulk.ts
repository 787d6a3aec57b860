import { PARCEL_MSG, type parcelBulkUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { fieldError } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import type { Work } from '../../../db/unit-of-work';
import { assertCanHandleParcels } from '../policy';
import * as q from '../queries';
import { paidChange } from '../rules';
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
export function parcelBulkChanges({ unitOfWork, files, changeStatus }: ParcelParts) {
  return {
    /**
     * The same status, dates or paid flag for several parcels, all or nothing: an id that does
     * not exist changes nothing and is named. One history row per parcel whose status changed.
     */
    async bulkUpdate(viewer: Viewer, input: BulkUpdate): Promise<{ updated: number }> {
      const operator = assertCanHandleParcels(viewer);
      return unitOfWork(async (work) => {
        const { tx } = work;
        const rows = await lockedOrMissing(tx, input.ids);
        if (input.status !== undefined && (await q.missingReferences(tx, { status: input.status })).length > 0) {
          throw fieldError('status', PARCEL_MSG.statusNotFound);
        }
        const ids = rows.map((row) => row.id);
        if (input.date_sent !== undefined || input.date_arrived !== undefined) {
          await q.updateParcels(tx, ids, { dateSent: input.date_sent, dateArrived: input.date_arrived });
        }
        // Only parcels whose flag changes get a new paid time: one marked paid earlier keeps its own.
        const flipped = input.is_paid === undefined ? [] : rows.filter((row) => row.isPaid !== input.is_paid);
        if (flipped.length > 0) {
          await q.updateParcels(
            tx,
            flipped.map((row) => row.id),
            paidChange(input.is_paid, !input.is_paid),
          );
        }
        if (input.status !== undefined) await changeStatus(work, operator.userId, rows, input.status);
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
      { keep = [] }: { keep?: readonly number[] } = {},
    ): Promise<number[]> {
      const operator = assertCanHandleParcels(viewer);
      const rows = await q.lockParcels(work.tx, ids);
      return changeStatus(
        work,
        operator.userId,
        rows.filter((row) => !keep.includes(row.statusId)),
        statusId,
      );
    },

    /** Deletes the named parcels (never "all"), with their history; their pictures go after the commit. */
    async bulkDelete(viewer: Viewer, ids: number[]): Promise<void> {
      assertCanHandleParcels(viewer);
      await unitOfWork(async (work) => {
        const rows = await lockedOrMissing(work.tx, ids);
        await q.deleteParcels(work.tx, ids);
        await files.discard(
          work,
          rows.flatMap((row) => [row.imageFileId, row.receiptFileId]),
        );
      });
    },
  };
}
