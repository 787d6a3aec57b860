import { isOwnerOrAdmin, isStaff, type Role, type SignedInViewer, type Viewer } from '../../core/viewer';

// An address is its owner's: they and the admins may read and change it, and the operators those of
// customers (they fill parcels for clients), not the staff's own. For anyone else it does not exist.

export const canUseAddress = (viewer: Viewer, address: { userId: number }, ownerRole: Role | undefined) =>
  isOwnerOrAdmin(viewer, address.userId) || (isStaff(viewer) && ownerRole === 'customer');

/** Whether canUseAddress needs the owner's role: only for someone else's address and a viewer not an admin. */
export const isOwnerRoleNeeded = (viewer: Viewer, address: { userId: number }) => !isOwnerOrAdmin(viewer, address.userId);

/** Whose addresses a list or a new address is about: the staff may name a user, a customer only themselves. */
export const addressOwnerFor = (viewer: SignedInViewer, requestedUserId?: number) =>
  isStaff(viewer) && requestedUserId !== undefined ? requestedUserId : viewer.userId;
