import { isOwnerOrAdmin, type Viewer } from '../../core/viewer';

// An address is its owner's: they and the admins (who fill parcels for clients) may read and
// change it. For anyone else it does not exist.

export const canUseAddress = (viewer: Viewer, address: { userId: number }) => isOwnerOrAdmin(viewer, address.userId);

/** Whose addresses a list or a new address is about: an admin may name a user, a customer only themselves. */
export const addressOwnerFor = (viewer: { userId: number; isAdmin: boolean }, requestedUserId?: number) =>
  viewer.isAdmin && requestedUserId !== undefined ? requestedUserId : viewer.userId;
