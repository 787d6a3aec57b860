import { isOwnerOrStaff, isStaff, type SignedInViewer, staff, type Viewer } from '../../core/viewer';

// A customer announces and manages their own expected parcels; operators see and receive all.

export const canUseExpected = (viewer: Viewer, expected: { userId: number }) => isOwnerOrStaff(viewer, expected.userId);

/** An operator names the client and may send it to any warehouse; a customer announces only their own, to the origin's. */
export const announcesForClients = (viewer: Viewer) => isStaff(viewer);

/** One already received is part of a parcel: its owner no longer removes it, an operator may. */
export const canRemoveExpected = (viewer: Viewer, expected: { parcelId: number | null }) =>
  expected.parcelId === null || isStaff(viewer);

/** The operator or admin acting (lists of everyone's, receiving, scanning), or 401/403. */
export const expectedOperator = (viewer: Viewer): SignedInViewer => staff(viewer);
