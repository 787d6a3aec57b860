import {
  convertMinor,
  currentLanguage,
  entryDescription,
  INVOICE_MSG,
  type Invoice,
  type invoiceVoidSchema,
  normalizeRate,
  usd,
  withLanguage,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, forbidden } from '../../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { accounts, presentClientName } from '../../users';
import type { BillingDeps } from '../deps';
import { canListEveryonesInvoices, canReadAccount, canVoidInvoices } from '../ledger/policy';
import type { Posting } from '../ledger/posting';
import * as ledger from '../ledger/queries';
import type { LedgerService } from '../ledger/service';
import { type BillingFile, invoicePdf } from '../pdf';
import type { InvoiceListQuery } from '../schemas';
import { voidLocked } from './issuing';
import * as q from './queries';

type VoidInput = z.output<typeof invoiceVoidSchema>;

/** Invoices as the customer, the desk and the admins read them, and an admin's void. */
export function createInvoiceService(deps: BillingDeps, parts: { ledger: LedgerService; posting: Posting }) {
  const { db, unitOfWork } = deps;

  /** Invoices with their lines, in the order given. */
  async function present(tx: DbOrTx, rows: q.InvoiceRow[]): Promise<Invoice[]> {
    const lines = await q.linesOf(
      tx,
      rows.map((row) => row.invoice.id),
    );
    return rows.map(({ invoice: i, client, parcelName, parcelTrack, purchaseName, payment }) => ({
      id: i.id,
      number: i.number,
      status: i.status,
      user: i.userId,
      client: presentClientName(client),
      parcel:
        i.parcelId !== null && parcelName !== null ? { id: i.parcelId, name: parcelName, track_number: parcelTrack ?? '' } : null,
      purchase: i.purchaseId !== null && purchaseName !== null ? { id: i.purchaseId, name: purchaseName } : null,
      lines: lines
        .filter((row) => row.line.invoiceId === i.id)
        .map(({ line, entry }) => ({
          id: line.id,
          entry: entry.id,
          purpose: entry.purpose,
          description: entryDescription(entry),
          amount: usd(line.amountUsdCents),
        })),
      total: usd(i.totalUsdCents),
      total_kgs: { amount: convertMinor(i.totalUsdCents, 'USD', 'KGS', i.usdKgs), currency: 'KGS' },
      usd_kgs: normalizeRate(i.usdKgs),
      payment:
        payment && payment.id !== null
          ? {
              id: payment.id,
              method: payment.method,
              amount: { amount: payment.amountMinor, currency: payment.currency },
              rate: payment.rate === null ? null : normalizeRate(payment.rate),
              created_at: payment.createdAt.toISOString(),
            }
          : null,
      created_at: i.createdAt.toISOString(),
      paid_at: i.paidAt?.toISOString() ?? null,
      voided_at: i.voidedAt?.toISOString() ?? null,
      void_reason: i.voidReason,
    }));
  }

  /** The invoice when the viewer may read it: its owner, an admin, an operator for a customer; 404 to anyone else. */
  async function readable(tx: DbOrTx, viewer: Viewer, id: number): Promise<q.InvoiceRow> {
    const reader = assertSignedIn(viewer);
    const [row] = await q.findInvoices(tx, [id]);
    if (!row) throw notYours(INVOICE_MSG.notFound);
    const role = reader.userId === row.invoice.userId ? undefined : await accounts.roleOf(tx, row.invoice.userId);
    if (!canReadAccount(reader, row.invoice.userId, role)) throw notYours(INVOICE_MSG.notFound);
    return row;
  }

  return {
    present,
    readable,

    /** A customer's own; the staff everyone's, or one customer's (`?user=`), of one status or all, of one parcel or all. */
    async list(viewer: Viewer, query: InvoiceListQuery) {
      const reader = assertSignedIn(viewer);
      const everyone = canListEveryonesInvoices(reader) && query.user === undefined;
      const userId = everyone ? undefined : await parts.ledger.account(reader, query.user);
      return q.listInvoices(db, { userId, status: query.status, parcelId: query.parcel }, query, (rows) => present(db, rows));
    },

    async get(viewer: Viewer, id: number): Promise<Invoice> {
      const [invoice] = await present(db, [await readable(db, viewer, id)]);
      if (!invoice) throw notYours(INVOICE_MSG.notFound);
      return invoice;
    },

    /** The invoice as a PDF (A4), to whoever may read it, in its client's language (staff print it for them). */
    async pdf(viewer: Viewer, id: number): Promise<BillingFile> {
      const [invoice] = await present(db, [await readable(db, viewer, id)]);
      if (!invoice) throw notYours(INVOICE_MSG.notFound);
      const language = (await ledger.mailboxesOf(db, [invoice.client.id])).get(invoice.client.id)?.language ?? currentLanguage();
      const body = await withLanguage(language, () => invoicePdf(invoice));
      return { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', body };
    },

    /**
     * An admin voids an invoice with a reason: its number stays used, and its charges are reversed
     * so the balance follows (a paid one's payment becomes credit, given back at the desk).
     */
    async void(viewer: Viewer, id: number, input: VoidInput): Promise<Invoice> {
      const actor = assertSignedIn(viewer);
      if (!canVoidInvoices(actor)) throw forbidden();
      return unitOfWork(async ({ tx }) => {
        // Its parcel first, then the invoice: the order a payment locks them in (the other way
        // round, a void of a paid invoice and a payment naming it deadlocked).
        const parcelId = (await q.findInvoices(tx, [id]))[0]?.invoice.parcelId ?? null;
        if (parcelId !== null) await ledger.parcelsForMoney(tx, [parcelId], { forUpdate: true });
        const [locked] = await q.lockInvoices(tx, [id]);
        if (!locked) throw notYours(INVOICE_MSG.notFound);
        await voidLocked(tx, parts.posting, locked, input.reason, actor.userId);
        const [invoice] = await present(tx, await q.findInvoices(tx, [id]));
        if (!invoice) throw notYours(INVOICE_MSG.notFound);
        return invoice;
      });
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
