import { assertCan, isAdmin, isOwnerOrAdmin, type SignedInViewer, type Viewer } from '../../core/viewer';

/** A profile is read and changed by its owner (admins too, through the admin screens). */
export const canEditProfile = (viewer: Viewer, userId: number) => isOwnerOrAdmin(viewer, userId);

/** Client search (codes, names, phones) is for the operators and admins (a parcel's client). */
export const assertCanSearchClients = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');

/** Operators find customers only (a parcel's or an expected parcel's client); admins find every account. */
export const isSearchLimitedToCustomers = (viewer: Viewer) => !isAdmin(viewer);

/** Passport pages are seen by their owner and admins (operators never need them). */
export const canSeePassport = (viewer: Viewer, userId: number) => isOwnerOrAdmin(viewer, userId);

/** Nobody changes their own role (an admin cannot lock themselves out by mistake). */
export const canChangeRoles = (viewer: SignedInViewer, ids: readonly number[]) => !ids.includes(viewer.userId);

/** The users page (list, add, edit, delete, roles) is for admins. */
export const assertCanManageUsers = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'manageUsers');
