import { isOwnerOrStaff, isStaff, type SignedInViewer, type Viewer } from '../../core/viewer';

// An address is its owner's: they and the staff (who fill parcels for clients) may read and
// change it. For anyone else it does not exist.

export const canUseAddress = (viewer: Viewer, address: { userId: number }) => isOwnerOrStaff(viewer, address.userId);

/** Whose addresses a list or a new address is about: the staff may name a user, a customer only themselves. */
export const addressOwnerFor = (viewer: SignedInViewer, requestedUserId?: number) =>
  isStaff(viewer) && requestedUserId !== undefined ? requestedUserId : viewer.userId;
