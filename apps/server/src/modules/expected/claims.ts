import type { DbOrTx } from '../../db/client';
import type { AnnouncementClaims } from '../parcels';
import * as q from './queries';

/**
 * What the parcels module asks when it receives a parcel: the client's announcement of its number,
 * received by it in the same transaction. So receiving is one call whichever client makes it, and
 * the existing client's "В склад" (delete the announcement, then create the parcel) loses nothing:
 * the delete only withdrew it (policy.ts `isWithdrawnOnDelete`).
 */
export const announcementClaims: AnnouncementClaims = {
  async claim(tx: DbOrTx, userId: number, trackKey: string) {
    const row = await q.lockOpenAnnouncement(tx, userId, trackKey);
    return row ? { id: row.id, items: row.items, declaredBy: row.userId } : undefined;
  },
  async link(tx: DbOrTx, id: number, parcelId: number) {
    await q.markReceived(tx, id, parcelId);
  },
};
