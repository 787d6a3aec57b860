import { convertMinor, FINAL_PARCEL_STATUSES, type LazyMessage, LEDGER_MSG, PARCEL_STATUS, PICKUP_TEXT } from '@kerben/domain';
import type { DbOrTx } from '../../db/client';
import type { Work } from '../../db/unit-of-work';
import { type BillingDeps, todayOf } from './deps';
import type { HandoverCodes } from './desk/codes';
import type { Invoicing } from './invoices/issuing';
import type { InvoiceRecord } from './invoices/queries';
import { recordPayment } from './ledger/payments';
import type { PostedBy, Posting, PriceFacts } from './ledger/posting';
import * as ledger from './ledger/queries';
import type { RateService } from './rates/service';

/**
 * What a parcel's events do to money, called by the parcels module inside the unit of work of the
 * change (the parcels' rows are locked by it): received, changed, its stay ending, at the pickup
 * point, marked paid by an admin of the older client, deleted.
 */
export function createParcelMoney(
  deps: BillingDeps,
  parts: { posting: Posting; invoicing: Invoicing; codes: HandoverCodes; rates: RateService },
) {
  const { posting, invoicing, codes, rates } = parts;
  const atPickup = (parcel: ledger.ParcelMoneyRow) => parcel.statusId === PARCEL_STATUS.atPickupPoint;
  /**
   * Marked paid before the billing kept money (no invoice names it): settled, so nothing more is
   * charged for it; an admin adjusts by hand if it owes something after all.
   */
  const settledBefore = async (work: Work, parcel: ledger.ParcelMoneyRow) =>
    parcel.isPaid && !(await ledger.hasInvoices(work.tx, parcel.id));
  /**
   * Combined into a box or given back to the shop: its delivery was never ours to charge (the box's
   * is), so a later correction of its weight or a status set by hand posts nothing.
   */
  const chargesNothing = (parcel: ledger.ParcelMoneyRow) =>
    parcel.statusId !== PARCEL_STATUS.delivered && FINAL_PARCEL_STATUSES.includes(parcel.statusId);

  /** Its delivery charges still waiting for an invoice, reversed: the parcel is not delivered by us. */
  async function reverseDelivery(work: Work, parcel: ledger.ParcelMoneyRow, reason: string, by: PostedBy) {
    const delivery = (await ledger.uninvoicedEntries(work.tx, { parcelId: parcel.id })).filter(
      (entry) => entry.purpose === 'delivery',
    );
    await posting.reverse(work.tx, delivery, reason, by);
    await ledger.setParcelPrice(work.tx, parcel.id, { price: 0 });
  }

  /**
   * Entries just posted for a parcel: at the pickup point they are invoiced (its open invoice, or
   * a new one); elsewhere they join an open invoice if it has one, or wait for the pickup point.
   */
  async function invoiceNew(work: Work, parcel: ledger.ParcelMoneyRow, posted: ledger.EntryRow[]) {
    if (posted.length === 0) return;
    if (atPickup(parcel)) await invoicing.collect(work.tx, parcel);
    else await invoicing.joinOpen(work.tx, parcel.id, posted);
  }

  /**
   * Duty due and every open charge on an invoice; answers, per parcel, what its status notification
   * adds: what it owes, and (in the mail only) the owner's handover code.
   */
  async function reachedPickup(work: Work, parcelIds: number[], by: PostedBy): Promise<PickupNotes> {
    const { tx } = work;
    const rate = await rates.on(tx, todayOf(deps));
    const notes: PickupNotes = new Map();
    for (const parcel of await ledger.parcelsForMoney(tx, parcelIds)) {
      let invoice: InvoiceRecord | undefined;
      if (!(await settledBefore(work, parcel))) {
        // A parcel received before the billing kept money is charged its delivery here (nothing for the others: it is charged).
        await posting.delivery(tx, parcel, by);
        await posting.duty(tx, parcel, by);
        invoice = await invoicing.collect(tx, parcel);
      }
      const due = Math.max(0, invoice?.totalUsdCents ?? 0);
      const invoiceNumber = invoice?.number ?? null;
      const code = await codes.ensure(tx, parcel.userId);
      // Written when the owner's notice is, in the owner's language.
      notes.set(parcel.id, {
        note: () =>
          PICKUP_TEXT.due({ dueUsdCents: due, dueKgsMinor: convertMinor(due, 'USD', 'KGS', rate.usdKgs), invoiceNumber }),
        mailNote: () => PICKUP_TEXT.code(code),
      });
    }
    return notes;
  }

  return {
    /**
     * Received: charged its delivery by the tariff in force that day (and invoiced, when it arrives
     * at the pickup point at once: then what its notification adds).
     */
    async received(work: Work, parcelId: number, by: PostedBy): Promise<PickupNotes | undefined> {
      const [parcel] = await ledger.parcelsForMoney(work.tx, [parcelId]);
      if (!parcel) return undefined;
      await posting.delivery(work.tx, parcel, by);
      return atPickup(parcel) ? reachedPickup(work, [parcelId], by) : undefined;
    },

    /**
     * The price a parcel is to show and the tariff it is charged by, before it is written (so one
     * edit is one write): a new parcel's by today's tariff, an edited one's by its own; a paid
     * delivery keeps what was charged.
     */
    priceOf: (tx: DbOrTx, parcel: PriceFacts) => posting.priceOf(tx, parcel),

    /** Its weight, dimensions, route or typed price may have changed: the delivery's difference is posted. */
    async changed(work: Work, parcelId: number, by: PostedBy): Promise<void> {
      const [parcel] = await ledger.parcelsForMoney(work.tx, [parcelId]);
      if (parcel && !chargesNothing(parcel) && !(await settledBefore(work, parcel)))
        await invoiceNew(work, parcel, await posting.delivery(work.tx, parcel, by));
    },

    /** Their stays end (a status or a warehouse change): the storage days past the free ones are charged. */
    async staysEnding(work: Work, parcelIds: number[], by: PostedBy): Promise<void> {
      for (const parcel of await ledger.parcelsForMoney(work.tx, parcelIds)) {
        if (chargesNothing(parcel) || (await settledBefore(work, parcel))) continue;
        await invoiceNew(work, parcel, await posting.storage(work.tx, parcel, by));
      }
    },

    reachedPickup,

    /**
     * A warehouse service done (or insurance as the parcel ships): charged once per order at the
     * price it was ordered for, invoiced as any new charge of the parcel.
     */
    async serviceDone(work: Work, charge: ServiceCharge, by: PostedBy): Promise<void> {
      const [parcel] = await ledger.parcelsForMoney(work.tx, [charge.parcelId]);
      if (!parcel || charge.amountCents === 0) return;
      const entry = await ledger.insertEntry(work.tx, {
        userId: parcel.userId,
        kind: 'charge',
        purpose: charge.purpose,
        amountUsdCents: -charge.amountCents,
        parcelId: parcel.id,
        cause: `service:${charge.orderId}`,
        details: { service: charge.service, order: charge.orderId, ...charge.details },
        postedBy: by,
      });
      await invoiceNew(work, parcel, entry ? [entry] : []);
    },

    /**
     * Parcels combined into a box (all locked by the caller, none invoiced): the box is charged its
     * own delivery, so theirs are reversed; what else they owe (services done) moves to the box, whose
     * invoice at the pickup point asks for everything once.
     */
    async combined(work: Work, childIds: number[], box: { id: number; trackNumber: string }, by: PostedBy): Promise<void> {
      for (const child of await ledger.parcelsForMoney(work.tx, childIds)) {
        await reverseDelivery(work, child, LEDGER_MSG.parcelCombined(box.trackNumber), by);
        const owed = await ledger.uninvoicedEntries(work.tx, { parcelId: child.id });
        await posting.reverse(work.tx, owed, LEDGER_MSG.parcelCombined(box.trackNumber), by);
        for (const entry of owed) {
          await ledger.insertEntry(work.tx, {
            userId: entry.userId,
            kind: 'adjustment',
            purpose: entry.purpose,
            amountUsdCents: entry.amountUsdCents,
            parcelId: box.id,
            cause: `moved:${entry.id}`,
            details: { ...entry.details, moved_from: child.id },
            reason: LEDGER_MSG.movedToBox(child.id),
            postedBy: by,
          });
        }
      }
    },

    /**
     * A parcel given back to the shop: its delivery is reversed (we never carried it), and what it
     * owes (storage, the return itself) is invoiced now: it will never reach the pickup point.
     */
    async returned(work: Work, parcelId: number, by: PostedBy): Promise<void> {
      const [parcel] = await ledger.parcelsForMoney(work.tx, [parcelId]);
      if (!parcel) return;
      await reverseDelivery(work, parcel, LEDGER_MSG.parcelReturned, by);
      await invoicing.collect(work.tx, parcel);
    },

    /**
     * An admin's «Оплачено» from the older client: what is open is invoiced and paid by a payment
     * «отмечено вручную». Answers the parcels that had nothing to pay (no charge at all).
     */
    async markPaid(work: Work, parcelIds: number[], by: PostedBy): Promise<ledger.ParcelMoneyRow[]> {
      const nothing: ledger.ParcelMoneyRow[] = [];
      for (const parcel of await ledger.parcelsForMoney(work.tx, parcelIds)) {
        if (parcel.isPaid) continue;
        await posting.storage(work.tx, parcel, by);
        const open = await invoicing.collect(work.tx, parcel);
        if (!open) {
          nothing.push(parcel);
          continue;
        }
        const amount = Math.max(0, open.totalUsdCents);
        const payment = await recordPayment(
          work.tx,
          { userId: parcel.userId, method: 'manual', currency: 'USD', amountMinor: amount, amountUsdCents: amount },
          by,
        );
        await invoicing.settle(work.tx, [open], payment.id);
      }
      return nothing;
    },

    /**
     * Deleted before any invoice named it: its charges are reversed, so the balance forgets it.
     * A parcel with an invoice is history: the delete guard refuses it.
     */
    async deleting(work: Work, parcelIds: number[], by: PostedBy): Promise<void> {
      for (const id of parcelIds) {
        if (await ledger.hasInvoices(work.tx, id)) continue;
        await posting.reverse(
          work.tx,
          await ledger.uninvoicedEntries(work.tx, { parcelId: id }),
          LEDGER_MSG.parcelDeleted(id),
          by,
        );
      }
    },
  };
}

export type ParcelMoney = ReturnType<typeof createParcelMoney>;

/** A warehouse service's charge: which order, of which parcel, what for and how much (cents). */
export interface ServiceCharge {
  orderId: number;
  parcelId: number;
  service: string;
  purpose: 'service' | 'insurance';
  amountCents: number;
  details?: Record<string, unknown>;
}

/** Per parcel that reached the pickup point: what its status notification adds, and what only its mail says. */
export type PickupNotes = Map<number, { note: LazyMessage; mailNote: LazyMessage }>;
