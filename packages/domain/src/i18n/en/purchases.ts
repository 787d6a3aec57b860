import type {
  PurchaseState,
  purchaseTotals,
  PURCHASE_EVENT_TEXT as RU_PURCHASE_EVENT_TEXT,
  PURCHASE_MSG as RU_PURCHASE_MSG,
  PURCHASE_NOTE as RU_PURCHASE_NOTE,
} from '../../purchases';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

type Totals = ReturnType<typeof purchaseTotals>;
const money = (value: number) => `$${value.toFixed(2)}`;
// purchaseTotals gives the percentage with the Russian decimal comma ("7,5").
const percent = (totals: Totals) => totals.feePercent.replace(',', '.');

export const PURCHASE_MSG: MessageTranslation<typeof RU_PURCHASE_MSG> = {
  required: MSG.required,
  nameMin: 'At least 3 characters',
  countMin: 'At least 1',
  emailInvalid: 'Invalid email',
  telegramInvalid: 'Invalid username',
  phoneInvalid: 'Invalid phone number',
  submitFailed: 'Something went wrong while sending the data',
  urlInvalid: 'Enter a link to the item, for example https://www.amazon.com/…',
  notFound: 'Request not found',
  transitionRefused: (from: string, to: string) => `A request in the “${from}” state cannot be moved to “${to}”`,
  priceRequired: 'Enter the price of the item',
  priceInvalid: 'Enter an amount in dollars, for example 49.99',
  priceOnlyBeforePayment: 'The price can only be changed while the request is unpaid',
  orderNumberRequired: 'Enter the shop’s order number',
  reasonRequired: 'Enter the reason for canceling',
  parcelRequired: 'Enter the tracking number of the parcel the item came in',
  parcelNotFound: 'No parcel with this tracking number',
  parcelOfAnotherClient: 'This parcel belongs to another customer',
  stateInvalid: 'Select a state from the list',
  paymentOnlyWhenQuoted: 'The payment confirmation can be uploaded once the request has a price',
  paymentRequired: 'Select an image of the payment confirmation',
  ownerMayOnlyPay: 'You can only upload the payment confirmation',
  deleteOnlyNew: 'Only a request that has not been answered yet can be deleted',
  filterInvalid: 'Invalid filter',
};

/** The operators' names of the states. */
export const PURCHASE_STATE_NAMES: Record<PurchaseState, string> = {
  new: 'New',
  quoted: 'Price quoted',
  paid: 'Paid',
  purchased: 'Bought',
  received: 'Received at the warehouse',
  cancelled: 'Canceled',
};

export const PURCHASE_EVENT_TEXT: MessageTranslation<typeof RU_PURCHASE_EVENT_TEXT> = {
  quoted: (name: string, totals: Totals) => ({
    title: `Buy-out request “${name}”: price quoted`,
    description: `Item price ${money(totals.goods)}, our ${percent(totals)}% commission ${money(totals.fee)}, delivery (estimate) ${money(totals.delivery)}. Total amount due ${money(totals.total)}. Please pay and upload the payment confirmation in “My buy-out requests”.`,
  }),
  paid: (name: string) => ({
    title: `Buy-out request “${name}”: payment confirmed`,
    description: `We have received your payment for “${name}” and will buy the item soon.`,
  }),
  purchased: (name: string, orderNumber: string) => ({
    title: `Buy-out request “${name}”: item bought`,
    description: `We have bought “${name}”. The shop’s order number: ${orderNumber}.`,
  }),
  received: (name: string, track: string) => ({
    title: `Buy-out request “${name}”: item at the warehouse`,
    description: `The item “${name}” has been received at the warehouse (parcel ${track}). You can follow it in “My parcels”.`,
  }),
  cancelled: (name: string, reason: string) => ({
    title: `Buy-out request “${name}” canceled`,
    description: `The request has been canceled. Reason: ${reason}`,
  }),
  commented: (name: string, comment: string) => ({
    title: `Buy-out request “${name}”: a message from Kerben`,
    description: comment,
  }),
};

/** The history notes (what else a change did). */
export const PURCHASE_NOTE: MessageTranslation<typeof RU_PURCHASE_NOTE> = {
  submitted: 'Request sent',
  quoted: (totals: Totals) =>
    `Price: item ${money(totals.goods)} + commission ${money(totals.fee)} + delivery ${money(totals.delivery)} = ${money(totals.total)}`,
  paymentUploaded: 'Payment confirmation uploaded',
  purchased: (orderNumber: string) => `Order number: ${orderNumber}`,
  received: (track: string) => `Parcel: ${track}`,
  cancelled: (reason: string) => `Reason: ${reason}`,
  comment: (comment: string) => `Comment: ${comment}`,
};

/** The mail that goes with a buy-out notification; a visitor without an account learns how to follow it. */
export function purchaseMail(text: { title: string; description: string }, requestsUrl: string, hasAccount: boolean) {
  const follow = hasAccount
    ? `Your requests and their history are in your account: ${requestsUrl}`
    : `Sign up on the website with this email and the request will appear in your account: ${requestsUrl}`;
  return { subject: `Kerben: ${text.title}`, text: `${text.description}\n\n${follow}\n\nKerben` };
}
