import { assertCan, isOwnerOrStaff, isStaff, type SignedInViewer, type Viewer } from '../../core/viewer';
import { isWithdrawn, type WithdrawalFacts } from './rules';

// A customer announces and manages their own expected parcels; operators see and receive all.

export const canUseExpected = (viewer: Viewer, expected: { userId: number }) => isOwnerOrStaff(viewer, expected.userId);

/** An operator names the client and may send it to any warehouse; a customer announces only their own, to the origin's. */
export const canAnnounceForClients = (viewer: Viewer) => isStaff(viewer);

/** One already received is part of a parcel: its owner no longer removes it, an operator may. */
export const canRemoveExpected = (viewer: Viewer, expected: { parcelId: number | null }) =>
  expected.parcelId === null || isStaff(viewer);

/**
 * An operator's delete of an announcement still on its way withdraws it (kept until its parcel is
 * received): the older client's "В склад" deletes it before creating the parcel. One that came
 * back after its time (rules.ts) is withdrawn again, as the older client's next "В склад" deletes
 * it again. Deleted while withdrawn (from the withdrawn ones), or by its owner, it is removed.
 */
export const isWithdrawnOnDelete = (viewer: Viewer, expected: WithdrawalFacts & { userId: number }, now: Date) =>
  isStaff(viewer) && expected.parcelId === null && !isWithdrawn(expected, now) && expected.userId !== viewer.userId;

/** The operator or admin acting (lists of everyone's, receiving, scanning), or 401/403. */
export const assertCanHandleExpected = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');
