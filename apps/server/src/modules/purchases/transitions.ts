import {
  canMovePurchase,
  normalizeTrackNumber,
  PURCHASE_EVENT_TEXT,
  PURCHASE_MSG,
  PURCHASE_NOTE,
  PURCHASE_STATE_NAMES,
  type PurchaseState,
  purchaseTotals,
} from '@kerben/domain';
import { conflict, fieldErrors } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import * as q from './queries';
import type { PurchaseUpdateBody } from './schemas';

/** What the owner is told of a change: in the app and by mail (notifications.notifyPurchase). */
/** What the owner is told of a change, written in the owner's language when it is sent. */
export type Notice = () => { title: string; description: string };

/** What entering a state writes on the request, notes in its history and tells its owner. */
export interface Entered {
  changes: Partial<q.PurchaseValues>;
  note: string;
  tells: Notice | null;
}

interface Move {
  tx: DbOrTx;
  current: q.PurchaseRecord;
  input: PurchaseUpdateBody;
  /** The buy-out commission of the tariff in force (basis points): a quote is priced with it. */
  commissionBp: number;
}

interface Transition {
  /** The form field the move cannot go without: a 400 on it when missing or wrong. */
  needs?: keyof PurchaseUpdateBody;
  /** What the move writes, notes and tells; a message for `needs` when what was sent does not do. */
  enter(move: Move): Entered | string | Promise<Entered | string>;
}

/**
 * The states a buy-out request is moved into by an operator, each with what it needs and what it
 * tells the owner. Which moves are allowed is PURCHASE_TRANSITIONS of packages/domain
 * (docs/product.md#buy-out-requests), checked before; no arrow leads back to new. No move needs a file: an operator may
 * attach the payment confirmation to any change.
 */
const TRANSITIONS: { [state in PurchaseState]?: Transition } = {
  // Entered again by a new price while quoted.
  quoted: {
    needs: 'goods_price',
    enter({ current, input, commissionBp }) {
      const goods = input.goods_price ?? current.goodsPrice;
      if (goods == null) return PURCHASE_MSG.priceRequired;
      const totals = purchaseTotals(goods, input.delivery_price ?? current.deliveryPrice ?? 0, commissionBp);
      return {
        changes: { goodsPrice: totals.goods, fee: totals.fee, deliveryPrice: totals.delivery, price: totals.total },
        note: PURCHASE_NOTE.quoted(totals),
        tells: () => PURCHASE_EVENT_TEXT.quoted(current.name, totals),
      };
    },
  },
  paid: {
    enter: ({ current }) => ({ changes: { paidAt: new Date() }, note: '', tells: () => PURCHASE_EVENT_TEXT.paid(current.name) }),
  },
  purchased: {
    needs: 'order_number',
    enter({ current, input }) {
      const orderNumber = input.order_number || current.orderNumber;
      if (!orderNumber) return PURCHASE_MSG.orderNumberRequired;
      return {
        changes: { orderNumber },
        note: PURCHASE_NOTE.purchased(orderNumber),
        tells: () => PURCHASE_EVENT_TEXT.purchased(current.name, orderNumber),
      };
    },
  },
  received: {
    needs: 'parcel_track_number',
    async enter({ tx, current, input }) {
      const key = normalizeTrackNumber(input.parcel_track_number ?? '');
      if (!key) return PURCHASE_MSG.parcelRequired;
      const parcel = await q.findParcelByTrackKey(tx, key);
      if (!parcel) return PURCHASE_MSG.parcelNotFound;
      // The goods of a client's request arrive in that client's parcel; a visitor's have no client yet.
      if (current.userId !== null && parcel.userId !== current.userId) return PURCHASE_MSG.parcelOfAnotherClient;
      return {
        changes: { parcelId: parcel.id },
        note: PURCHASE_NOTE.received(parcel.trackNumber),
        tells: () => PURCHASE_EVENT_TEXT.received(current.name, parcel.trackNumber),
      };
    },
  },
  cancelled: {
    needs: 'cancel_reason',
    enter({ current, input }) {
      const reason = input.cancel_reason;
      if (!reason) return PURCHASE_MSG.reasonRequired;
      return {
        changes: { cancelReason: reason },
        note: PURCHASE_NOTE.cancelled(reason),
        tells: () => PURCHASE_EVENT_TEXT.cancelled(current.name, reason),
      };
    },
  },
};

/**
 * What the existing client's save means (it sends `price` and `status_request` on every save): a
 * price other than the request's current price quotes the goods at it; `status_request=true`
 * marks the request purchased where the lifecycle goes there from its state (paid), with the order
 * number that needs, and means nothing elsewhere (it is the client's "done" box, sent again).
 */
export function withOlderClientFields(current: q.PurchaseRecord, input: PurchaseUpdateBody): PurchaseUpdateBody {
  const { price, status_request, ...rest } = input;
  const changed: PurchaseUpdateBody = { ...rest };
  if (price !== undefined && changed.goods_price === undefined && price !== current.price) changed.goods_price = price;
  if (status_request === true && changed.state === undefined && canMovePurchase(current.state, 'purchased')) {
    changed.state = 'purchased';
  }
  return changed;
}

/**
 * Where an operator's change takes the request: `target`, the state it moves to (409 off the
 * arrows), and `entering`, the state whose entry runs: the target, or quoted again for a new price.
 */
export function moveOf(current: q.PurchaseRecord, input: PurchaseUpdateBody) {
  // A price equal to the current quote (a form sent again with a comment) is no new quote.
  const priced =
    (input.goods_price != null && input.goods_price !== current.goodsPrice) ||
    (input.delivery_price != null && input.delivery_price !== current.deliveryPrice);
  // A price given to a new request quotes it.
  const requested: PurchaseState | undefined = input.state ?? (priced && current.state === 'new' ? 'quoted' : undefined);
  const target = requested !== undefined && requested !== current.state ? requested : undefined;
  if (target && !canMovePurchase(current.state, target)) {
    throw conflict(PURCHASE_MSG.transitionRefused(PURCHASE_STATE_NAMES[current.state], PURCHASE_STATE_NAMES[target]));
  }
  if (priced && (target ?? current.state) !== 'quoted') throw conflict(PURCHASE_MSG.priceOnlyBeforePayment);
  return { target, entering: target ?? (priced ? ('quoted' as const) : undefined) };
}

/** Enters a state as the table says; 400 on the field it needs when the form does not give it. */
export async function enter(state: PurchaseState, move: Move): Promise<Entered> {
  const transition = TRANSITIONS[state];
  if (!transition) throw new Error(`no move enters the state ${state}`);
  const entered = await transition.enter(move);
  if (typeof entered === 'string') throw fieldErrors({ [transition.needs ?? 'state']: [entered] });
  return entered;
}
