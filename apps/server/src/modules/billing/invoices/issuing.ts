import { INVOICE_MSG, invoiceNumber, LEDGER_MSG } from '@kerben/domain';
import { conflict } from '../../../core/errors';
import type { Tx } from '../../../db/client';
import { type BillingDeps, todayOf } from '../deps';
import type { Posting } from '../ledger/posting';
import type { EntryRow } from '../ledger/queries';
import * as ledger from '../ledger/queries';
import type { RateService } from '../rates/service';
import * as q from './queries';

/**
 * Voids a locked invoice with a reason: its number stays used, its charges are reversed so the
 * balance follows (a paid one's payment becomes credit), its parcel's paid flag is refreshed.
 */
export async function voidLocked(tx: Tx, posting: Posting, locked: q.InvoiceRecord, reason: string, by: number): Promise<void> {
  if (locked.status === 'void') throw conflict(INVOICE_MSG.alreadyVoid);
  const charges = (await q.linesOf(tx, [locked.id])).map((row) => row.entry);
  await posting.reverse(tx, charges, LEDGER_MSG.invoiceVoided(locked.number, reason), by);
  await q.markVoid(tx, locked.id, { reason, by });
  if (locked.parcelId !== null) await q.refreshPaidFlags(tx, [locked.parcelId]);
}

/** Whose charges an invoice asks for: a customer's parcel, or their buy-out request. */
export type InvoiceOwner = { userId: number } & ({ parcelId: number } | { purchaseId: number });

/**
 * Issuing invoices inside the caller's transaction: numbered under the year's counter lock,
 * lines from ledger entries, the total kept, the parcels' paid flags refreshed when paid.
 */
export function createInvoicing(deps: BillingDeps, rates: RateService) {
  async function issue(tx: Tx, owner: InvoiceOwner, entries: EntryRow[]): Promise<q.InvoiceRecord> {
    const today = todayOf(deps);
    const year = Number(today.slice(0, 4));
    const seq = await q.nextSeq(tx, year);
    const invoice = await q.insertInvoice(tx, {
      number: invoiceNumber(year, seq),
      year,
      seq,
      userId: owner.userId,
      parcelId: 'parcelId' in owner ? owner.parcelId : null,
      purchaseId: 'purchaseId' in owner ? owner.purchaseId : null,
      usdKgs: (await rates.on(tx, today)).usdKgs,
    });
    await q.addLines(tx, invoice.id, entries);
    return { ...invoice, totalUsdCents: -entries.reduce((sum, entry) => sum + entry.amountUsdCents, 0) };
  }

  return {
    issue,

    /**
     * A parcel's charges not on an invoice yet join its open invoice, or form a new one (when it
     * has none open: none yet, or the last one paid). Answers its open invoice, if it has one now.
     */
    async collect(tx: Tx, parcel: { id: number; userId: number }): Promise<q.InvoiceRecord | undefined> {
      const open = await q.openInvoiceOfParcel(tx, parcel.id, { forUpdate: true });
      const entries = await ledger.uninvoicedEntries(tx, { parcelId: parcel.id });
      if (open) {
        await q.addLines(tx, open.id, entries);
        return (await q.openInvoiceOfParcel(tx, parcel.id)) ?? open;
      }
      if (entries.length === 0) return undefined;
      const invoice = await issue(tx, { userId: parcel.userId, parcelId: parcel.id }, entries);
      await q.refreshPaidFlags(tx, [parcel.id]);
      return invoice;
    },

    /** Entries just posted for a parcel join its open invoice, if it has one (otherwise they wait for the next). */
    async joinOpen(tx: Tx, parcelId: number, entries: EntryRow[]): Promise<void> {
      if (entries.length === 0) return;
      const open = await q.openInvoiceOfParcel(tx, parcelId, { forUpdate: true });
      if (open) await q.addLines(tx, open.id, entries);
    },

    /** The invoices are paid by this payment; their parcels' paid flags follow. */
    async settle(tx: Tx, invoices: q.InvoiceRecord[], paymentId: number): Promise<void> {
      await q.markPaid(
        tx,
        invoices.map((invoice) => invoice.id),
        paymentId,
      );
      await q.refreshPaidFlags(
        tx,
        invoices.flatMap((invoice) => (invoice.parcelId !== null ? [invoice.parcelId] : [])),
      );
    },
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
