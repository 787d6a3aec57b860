import { SERVICE_MSG } from '@kerben/domain';
import { conflict } from '../../core/errors';
import {
  assertCan,
  assertSignedIn,
  isAdmin,
  isOwnerOrStaff,
  isStaff,
  notYours,
  type SignedInViewer,
  type Viewer,
} from '../../core/viewer';

// A customer orders services on their own parcels and combines their own parcels; operators and
// admins see every order, order on a customer's behalf, and do the work. Someone else's parcel or
// order is "not found" to a customer.

/** The operator or admin doing the warehouse's work, or 401/403. */
export const assertCanWorkOnTasks = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');

/** Who may order on a parcel, see an order or cancel it: its owner, operators and admins; anyone else gets 404. */
export function assertCanReachParcelOf(viewer: Viewer, ownerId: number, message: string): SignedInViewer {
  const user = assertSignedIn(viewer);
  if (!isOwnerOrStaff(user, ownerId)) throw notYours(message);
  return user;
}

/** Whose orders a list shows: a customer's own whatever they ask; the staff's everyone's, or one customer's. */
export const listedOwnerFor = (viewer: Viewer, asked: number | undefined): number | undefined => {
  const user = assertSignedIn(viewer);
  return isStaff(user) ? asked : user.userId;
};

/** A customer combines only their own parcels: another's is "not found" to them, as if it did not exist. */
export const canSeeParcelOf = (viewer: Viewer, ownerId: number) => isOwnerOrStaff(viewer, ownerId);

/** Who works on a task is the warehouse's business. */
export const canSeeWhoWorks = (viewer: Viewer) => isStaff(viewer);

/**
 * A task in work is finished (or declined) by the operator who took it, or by an admin (someone
 * went home); another operator is told who has it.
 */
export function assertCanFinishTask(
  viewer: SignedInViewer,
  order: { takenBy: number | null },
  takerName: string,
): SignedInViewer {
  if (order.takenBy !== null && order.takenBy !== viewer.userId && !isAdmin(viewer)) {
    throw conflict(SERVICE_MSG.takenByOther(takerName));
  }
  return viewer;
}
