import type { PurchaseState } from '@kerben/domain';
import { assertCan, isOwnerOrStaff, isStaff, type SignedInViewer, type Viewer } from '../../core/viewer';

// Anyone may ask for a buy-out; a request is seen by its owner and the staff; only staff move it
// through its states. The owner may add the payment confirmation, and withdraw it while unanswered.

/** The operator or admin acting, or 401/403. */
export const assertCanHandlePurchases = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'runWarehouse');

export const canSeePurchase = (viewer: Viewer, purchase: { userId: number | null }) => isOwnerOrStaff(viewer, purchase.userId);

/** An admin's change moves a request through its states; its owner's may only add the payment confirmation. */
export const canMovePurchases = (viewer: Viewer) => isStaff(viewer);

/** Visitors are counted per address and per email; a signed-in person answers for their requests. */
export const isSubmitLimited = (viewer: Viewer) => viewer.userId === null;

/** The owner withdraws a request nobody has answered yet; admins delete any. */
export const canDeletePurchase = (viewer: Viewer, state: PurchaseState) => isStaff(viewer) || state === 'new';

/** Who set a state is the operators' business; a customer sees whether it was them or Kerben. */
export const canSeeWhoChanged = (viewer: Viewer) => isStaff(viewer);
