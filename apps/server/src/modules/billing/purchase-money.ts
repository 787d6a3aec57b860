import { centsOf, LEDGER_MSG } from '@kerben/domain';
import type { Work } from '../../db/unit-of-work';
import type { Invoicing } from './invoices/issuing';
import { recordPayment } from './ledger/payments';
import type { PostedBy, Posting } from './ledger/posting';
import * as ledger from './ledger/queries';

/** A buy-out request as the billing needs it: whose, and the quote the customer paid (dollars). */
export interface PaidPurchase {
  id: number;
  userId: number | null;
  goodsPrice: number | null;
  fee: number | null;
  price: number | null;
  commissionBp: number;
}

/**
 * What a buy-out request does to money, inside the purchases module's unit of work. Confirmed paid
 * (an admin saw the customer's transfer): the goods and the commission are charged on an invoice
 * paid by the transfer, whose delivery estimate stays on the account as credit for the parcel's
 * own invoice. Cancelled after that: the charges are reversed (the money is given back at the desk).
 * A visitor's request (no account yet) has no ledger to post to.
 */
export function createPurchaseMoney(parts: { posting: Posting; invoicing: Invoicing }) {
  const { posting, invoicing } = parts;
  return {
    async paid(work: Work, purchase: PaidPurchase, by: PostedBy): Promise<void> {
      if (purchase.userId === null) return;
      const { tx } = work;
      const goods = centsOf(purchase.goodsPrice ?? 0);
      const fee = centsOf(purchase.fee ?? 0);
      const charges: ledger.EntryRow[] = [];
      for (const [part, amount] of [
        ['goods', goods],
        ['commission', fee],
      ] as const) {
        if (amount === 0) continue;
        const entry = await ledger.insertEntry(tx, {
          userId: purchase.userId,
          kind: 'charge',
          purpose: 'buyout',
          amountUsdCents: -amount,
          purchaseId: purchase.id,
          cause: `buyout:${purchase.id}:${part}`,
          details: { part, goods_cents: goods, commission_bp: purchase.commissionBp },
          postedBy: by,
        });
        if (entry) charges.push(entry);
      }
      if (charges.length === 0) return;
      const invoice = await invoicing.issue(tx, { userId: purchase.userId, purchaseId: purchase.id }, charges);
      const transferred = Math.max(centsOf(purchase.price ?? 0), goods + fee);
      const payment = await recordPayment(
        tx,
        {
          key: `transfer:purchase:${purchase.id}`,
          userId: purchase.userId,
          method: 'transfer',
          currency: 'USD',
          amountMinor: transferred,
          amountUsdCents: transferred,
        },
        by,
      );
      await invoicing.settle(tx, [invoice], payment.id);
    },

    async cancelled(work: Work, purchase: { id: number; userId: number | null }, reason: string, by: PostedBy): Promise<void> {
      if (purchase.userId === null) return;
      const charges = (await ledger.purchaseEntries(work.tx, purchase.id)).filter((entry) => entry.kind === 'charge');
      await posting.reverse(work.tx, charges, LEDGER_MSG.purchaseCancelled(reason), by);
    },
  };
}

export type PurchaseMoney = ReturnType<typeof createPurchaseMoney>;
