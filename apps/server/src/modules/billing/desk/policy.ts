import { DESK_MSG } from '@kerben/domain';
import { forbidden } from '../../../core/errors';
import { assertCan, isAdmin, isOwnerOrStaff, type SignedInViewer, type Viewer } from '../../../core/viewer';

// «Выдача» is the warehouse's: operators and admins take money and hand parcels over. Without the
// client's code, or with an invoice unpaid, only an admin hands a parcel over, saying why. A new
// code is sent by its owner or the desk. Operators see their own cash of a day; admins anyone's.

/** The operator or admin at the desk, or 401/403. */
export const assertCanWorkAtDesk = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');

/** Handing over without the code or without payment: admins only. */
export const canOverrideHandover = (viewer: Viewer) => isAdmin(viewer);

/** A handover code is sent again for its owner, or by the desk. */
export const canResendHandoverCode = (viewer: Viewer, ownerId: number) => isOwnerOrStaff(viewer, ownerId);

/** Whose cash «Касса за день» shows: an operator's own (another's is a 403); an admin's choice, or everyone's. */
export function reportOperatorFor(viewer: SignedInViewer, requested: number | undefined): number | undefined {
  if (isAdmin(viewer)) return requested;
  if (requested !== undefined && requested !== viewer.userId) throw forbidden(DESK_MSG.ownReportOnly);
  return viewer.userId;
}

/** Money given back: admins only (the 409 on unmarking a paid parcel sends them here). */
export const canRefundMoney = (viewer: Viewer) => isAdmin(viewer);
