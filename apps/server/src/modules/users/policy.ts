import { admin, isOwnerOrAdmin, type SignedInViewer, type Viewer } from '../../core/viewer';

/** A profile is read and changed by its owner (admins too, through the admin screens). */
export const canEditProfile = (viewer: Viewer, userId: number) => isOwnerOrAdmin(viewer, userId);

/** Client search (codes, names, phones) is for the operators. */
export const assertCanSearchClients = (viewer: Viewer): void => {
  admin(viewer);
};

/** The users page (list, add, edit, delete, roles) is for admins. */
export const assertCanManageUsers = (viewer: Viewer): SignedInViewer => admin(viewer);
