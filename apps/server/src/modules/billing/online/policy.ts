import { assertCan, type SignedInViewer, type Viewer } from '../../../core/viewer';

// Paying online is the customer's own business: they pay their own invoices with their own cards.
// Reading a payment follows the account (canReadAccount of the ledger's policy); giving money back
// through the provider is an admin's.

/** The admin giving money back through the payment provider, or 401/403. */
export const assertCanRefundOnline = (viewer: Viewer): SignedInViewer => assertCan(viewer, 'refundOnline');

/** A saved card charges only for its holder. */
export const canChargeCard = (viewer: Viewer, card: { userId: number }) =>
  viewer.userId !== null && viewer.userId === card.userId;

/** An invoice is paid online by its own customer (staff take money at the desk). */
export const canPayInvoice = (viewer: Viewer, invoice: { userId: number }) => viewer.userId === invoice.userId;
