import type { PurchaseState } from '@kerben/domain';
import { admin, type SignedInViewer, type Viewer } from '../../core/viewer';

// Anyone may ask for a buy-out; a request is seen by its owner and the admins; only admins move it
// through its states. The owner may add the payment confirmation, and withdraw it while unanswered.

/** The admin acting, or 401/403. */
export const purchaseOperator = (viewer: Viewer): SignedInViewer => admin(viewer);

export const canSeePurchase = (viewer: Viewer, purchase: { userId: number | null }) =>
  viewer.isAdmin || (viewer.userId !== null && viewer.userId === purchase.userId);

/** Visitors are counted per address and per email; a signed-in person answers for their requests. */
export const isSubmitLimited = (viewer: Viewer) => viewer.userId === null;

/** The owner withdraws a request nobody has answered yet; admins delete any. */
export const canDelete = (viewer: Viewer, state: PurchaseState) => viewer.isAdmin || state === 'new';

/** Who set a state is the operators' business; a customer sees whether it was them or Kerben. */
export const canSeeWhoChanged = (viewer: Viewer) => viewer.isAdmin;
