import { assertCan, isAdmin, isOwnerOrStaff, isStaff, notYours, type SignedInViewer, type Viewer } from '../../core/viewer';

// Operators and admins create and change parcels; a parcel is seen by its owner and them; anyone may
// follow a track number, but sees only where the parcel is, never whose it is.

/** The operator or admin acting, or 401/403. */
export const assertCanHandleParcels = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');

export const canSeeParcel = (viewer: Viewer, parcel: { userId: number }) => isOwnerOrStaff(viewer, parcel.userId);

/** Whose parcels "my parcels" lists: the signed-in viewer's; a visitor has none to see (404). */
export function myParcelsOwnerFor(viewer: Viewer): number {
  if (viewer.userId === null) throw notYours();
  return viewer.userId;
}

/** Who set a status is an operator's business, not the customer's. */
export const canSeeWhoChanged = (viewer: Viewer) => isStaff(viewer);

/** Tracking is limited for everyone but the staff (a track number must not be guessable by brute force). */
export const isTrackingLimited = (viewer: Viewer) => !isStaff(viewer);

/**
 * «Оплачено» by hand (the older client's checkbox) records a payment «отмечено вручную»: an admin's
 * act; operators take money at the desk.
 */
export const canMarkPaidByHand = (viewer: Viewer) => isAdmin(viewer);
