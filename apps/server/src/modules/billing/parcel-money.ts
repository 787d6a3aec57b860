import { convertMinor, LEDGER_MSG, PARCEL_STATUS, PICKUP_TEXT } from '@kerben/domain';
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
      notes.set(parcel.id, {
        note: PICKUP_TEXT.due({
          dueUsdCents: due,
          dueKgsMinor: convertMinor(due, 'USD', 'KGS', rate.usdKgs),
          invoiceNumber: invoice?.number ?? null,
        }),
        mailNote: PICKUP_TEXT.code(await codes.ensure(tx, parcel.userId)),
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
      if (parcel && !(await settledBefore(work, parcel)))
        await invoiceNew(work, parcel, await posting.delivery(work.tx, parcel, by));
    },

    /** Their stays end (a status or a warehouse change): the storage days past the free ones are charged. */
    async staysEnding(work: Work, parcelIds: number[], by: PostedBy): Promise<void> {
      for (const parcel of await ledger.parcelsForMoney(work.tx, parcelIds)) {
        if (!(await settledBefore(work, parcel))) await invoiceNew(work, parcel, await posting.storage(work.tx, parcel, by));
      }
    },

    reachedPickup,

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

/** Per parcel that reached the pickup point: what its status notification adds, and what only its mail says. */
export type PickupNotes = Map<number, { note: string; mailNote: string }>;
