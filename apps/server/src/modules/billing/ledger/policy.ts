import { isAdmin, isOwnerOrAdmin, isStaff, type Role, type SignedInViewer, type Viewer } from '../../../core/viewer';

// A customer's money is theirs to read: their balance, entries and invoices. The staff read a
// customer's (the desk serves them); admins anyone's. Who posted an entry is the staff's business.

/** Whose account a request is about: the staff may name one (`?user=`), a customer is always themselves. */
export const accountFor = (viewer: SignedInViewer, requested: number | undefined) =>
  isStaff(viewer) && requested !== undefined ? requested : viewer.userId;

/** The owner, an admin, or an operator serving a customer. */
export const canReadAccount = (viewer: Viewer, ownerId: number, ownerRole: Role | undefined) =>
  isOwnerOrAdmin(viewer, ownerId) || (isStaff(viewer) && ownerRole === 'customer');

export const canSeeWhoPosted = (viewer: Viewer) => isStaff(viewer);

/** The handover code is for the owner's eyes only: an operator who saw it could hand the parcel to anyone. */
export const canSeeHandoverCode = (viewer: Viewer, ownerId: number) => viewer.userId === ownerId;

/** Everyone's invoices in one list: the staff's (the desk, the admins' pages). */
export const canListEveryonesInvoices = (viewer: Viewer) => isStaff(viewer);

/** Voiding an invoice: admins only. */
export const canVoidInvoices = (viewer: Viewer) => isAdmin(viewer);

/** Corrections by hand: admins only. */
export const canAdjustLedger = (viewer: Viewer) => isAdmin(viewer);

/**
 * Whose account money is corrected or given back from: a customer's. Staff accounts have no
 * parcels to pay for, and an admin who could credit their own (or a colleague's) account and then
 * refund it would take cash out of the drawer with nothing owed behind it.
 */
export const isMoneyAccount = (role: Role | undefined) => role === 'customer';
