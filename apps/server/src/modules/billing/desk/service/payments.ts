import {
  convertMinor,
  currentLanguage,
  DESK_MSG,
  type DeskPayment,
  type deskPaymentSchema,
  type deskRefundSchema,
  formatMoney,
  INVOICE_MSG,
  LEDGER_MSG,
  usd,
  withLanguage,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError, fieldErrors, forbidden } from '../../../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../../../core/viewer';
import { isUniqueViolation } from '../../../../db/errors';
import { accounts } from '../../../users';
import { todayOf } from '../../deps';
import * as invoices from '../../invoices/queries';
import { recordPayment } from '../../ledger/payments';
import { canReadAccount, isMoneyAccount } from '../../ledger/policy';
import * as ledger from '../../ledger/queries';
import { type BillingFile, receiptPdf } from '../../pdf';
import { assertCanWorkAtDesk, canRefundMoney } from '../policy';
import * as q from '../queries';
import { type DeskParts, inCurrency, rateOf } from './parts';

type PaymentInput = z.output<typeof deskPaymentSchema>;
type RefundInput = z.output<typeof deskRefundSchema>;

/** Money at the desk: taken against invoices (once per key), given back from credit, and its receipt. */
export function deskPayments(parts: DeskParts) {
  const { db, unitOfWork, rates, invoicing, creditOf, presentPayment, postStorage } = parts;

  /** A repeat with the same key must be for the same invoices (a list naming one twice names it once). */
  const sameIds = (a: number[], b: number[]) => {
    const [left, right] = [new Set(a), new Set(b)];
    return left.size === right.size && [...left].every((id) => right.has(id));
  };

  /**
   * ...and take the money the same way: the same method, and (but from the balance, which takes
   * no amount) the same amount in the same currency. Another body is another payment, whose key
   * the page reused by mistake: answering the first one would print a receipt for money not taken.
   */
  const sameMoney = (payment: ledger.PaymentRow, input: PaymentInput) =>
    payment.method === input.method &&
    (input.method === 'balance' ||
      (payment.currency === input.currency &&
        (input.method === 'cash' ? payment.tenderedMinor : payment.amountMinor) === input.amount));

  return {
    /**
     * A payment against one client's open invoices, in one transaction: the parcels and invoices
     * locked (in the order every change locks them), storage to date posted onto them, the amount
     * checked in the chosen currency at today's rate (cash may be more: the change is counted),
     * the payment and its ledger entry recorded, the invoices paid. The key makes a repeat (a
     * double click, a retry) answer the payment it made; another payment of a paid invoice is a 409.
     */
    async pay(viewer: Viewer, input: PaymentInput): Promise<DeskPayment> {
      const operator = assertCanWorkAtDesk(viewer);
      const attempt = () =>
        unitOfWork(async ({ tx }) => {
          // Parcels first, then invoices: the order every change of a parcel locks them in.
          const parcelIds = input.parcels ?? (await q.parcelsOfInvoices(tx, input.invoices ?? []));
          const parcels = await ledger.parcelsForMoney(tx, parcelIds, { forUpdate: true });
          const named = input.invoices ? await invoices.lockInvoices(tx, input.invoices) : [];
          const repeated = await ledger.paymentByKey(tx, input.key);
          if (repeated) {
            const paid = await q.invoicesOfPayment(tx, repeated.id);
            const same = input.invoices
              ? sameIds(
                  paid.map((invoice) => invoice.id),
                  input.invoices,
                )
              : input.parcels?.every((id) => paid.some((invoice) => invoice.parcelId === id));
            if (!same || !sameMoney(repeated, input)) throw conflict(DESK_MSG.keyReused);
            return presentPayment(tx, repeated);
          }
          if (input.parcels) {
            const missing = input.parcels.filter((id) => !parcels.some((parcel) => parcel.id === id));
            if (missing.length > 0) throw fieldError('parcels', DESK_MSG.parcelsMissing(missing));
            if (parcels.some((parcel) => parcel.userId !== parcels[0]?.userId))
              throw fieldError('parcels', DESK_MSG.parcelsOfOneClient);
          }
          const missing = (input.invoices ?? []).filter((id) => !named.some((invoice) => invoice.id === id));
          if (missing.length > 0) throw fieldError('invoices', INVOICE_MSG.missing(missing));
          if (named.some((invoice) => invoice.userId !== named[0]?.userId))
            throw fieldError('invoices', DESK_MSG.invoicesOfOneClient);
          const void_ = named.find((invoice) => invoice.status === 'void');
          if (void_) throw conflict(DESK_MSG.invoiceVoid(void_.number));
          const paid = named.find((invoice) => invoice.status === 'paid');
          if (paid) throw conflict(DESK_MSG.invoicePaid(paid.number));

          // A payment from the credit and a refund spend the same money: they wait for each other
          // on the account's row, so that the second one sees what the first one took.
          const client = parcels[0]?.userId ?? named[0]?.userId;
          if (input.method === 'balance' && client !== undefined) await q.lockAccount(tx, client);
          await postStorage(tx, parcels, operator.userId);
          const invoiceIds = input.invoices ?? (await invoices.openInvoicesOfParcels(tx, parcelIds)).map((invoice) => invoice.id);
          if (invoiceIds.length === 0) throw conflict(DESK_MSG.nothingToPay);
          const settled = await invoices.lockInvoices(tx, invoiceIds);
          const userId = settled[0]?.userId as number;
          const total = Math.max(
            0,
            settled.reduce((sum, invoice) => sum + invoice.totalUsdCents, 0),
          );
          const today = await rates.on(tx, todayOf(parts));
          const due = inCurrency(total, input.currency, today);
          const formatted = formatMoney({ amount: due, currency: input.currency });
          if (input.method === 'balance') {
            const credit = await creditOf(tx, userId);
            if (credit < total) throw conflict(DESK_MSG.balanceTooLow(formatMoney(usd(Math.max(0, credit)))));
          } else if (input.method === 'cash' ? input.amount < due : input.amount !== due) {
            const message = input.method === 'cash' ? DESK_MSG.amountTooSmall(formatted) : DESK_MSG.amountNotExact(formatted);
            throw fieldErrors({ amount: [message] });
          }
          const balance = input.method === 'balance';
          const payment = await recordPayment(
            tx,
            {
              key: input.key,
              userId,
              method: input.method,
              currency: balance ? 'USD' : input.currency,
              amountMinor: balance ? total : due,
              tenderedMinor: input.method === 'cash' ? input.amount : null,
              changeMinor: input.method === 'cash' ? input.amount - due : null,
              rate: balance ? null : rateOf(today, input.currency),
              amountUsdCents: total,
            },
            operator.userId,
          );
          await invoicing.settle(tx, settled, payment.id);
          return presentPayment(tx, payment);
        });
      try {
        return await attempt();
      } catch (error) {
        // Two requests with one key for different invoices met at the key's unique index.
        if (isUniqueViolation(error) && (await ledger.paymentByKey(db, input.key))) return attempt();
        throw error;
      }
    },

    /**
     * Money given back to a client from their credit (what they paid and no longer owe: a voided paid
     * invoice, a cancelled buy-out): an admin's, with the reason; at most the credit, converted at
     * today's rate; once per key.
     */
    async refund(viewer: Viewer, input: RefundInput): Promise<DeskPayment> {
      const actor = assertCanWorkAtDesk(viewer);
      if (!canRefundMoney(actor)) throw forbidden();
      return unitOfWork(async ({ tx }) => {
        const account = await q.lockAccount(tx, input.user);
        if (!account || !isMoneyAccount(account.role)) throw fieldError('user', LEDGER_MSG.userNotFound);
        const repeated = await ledger.paymentByKey(tx, input.key);
        if (repeated) {
          const same =
            repeated.kind === 'refund' &&
            repeated.userId === input.user &&
            repeated.method === input.method &&
            repeated.currency === input.currency &&
            repeated.amountMinor === input.amount;
          if (!same) throw conflict(DESK_MSG.keyReused);
          return presentPayment(tx, repeated);
        }
        const today = await rates.on(tx, todayOf(parts));
        const rate = rateOf(today, input.currency);
        const cents = rate === null ? input.amount : convertMinor(input.amount, input.currency, 'USD', rate);
        // Less than half a cent rounds to nothing: money would leave the drawer and no entry the account.
        if (cents < 1) throw fieldError('amount', DESK_MSG.refundTooSmall);
        const credit = await creditOf(tx, input.user);
        if (cents > credit) throw conflict(DESK_MSG.refundTooLarge(formatMoney(usd(Math.max(0, credit)))));
        const refund = await recordPayment(
          tx,
          {
            kind: 'refund',
            key: input.key,
            userId: input.user,
            method: input.method,
            currency: input.currency,
            amountMinor: input.amount,
            rate,
            amountUsdCents: cents,
            note: input.reason,
          },
          actor.userId,
        );
        return presentPayment(tx, refund);
      });
    },

    /** A payment's receipt (80 mm) for its payer and the staff; anyone else hears it does not exist. */
    async receipt(viewer: Viewer, paymentId: number): Promise<BillingFile> {
      const reader = assertSignedIn(viewer);
      const payment = await ledger.paymentById(db, paymentId);
      const role = payment && payment.userId !== reader.userId ? await accounts.roleOf(db, payment.userId) : undefined;
      if (!payment || !canReadAccount(reader, payment.userId, role)) throw notYours(DESK_MSG.paymentNotFound);
      const client = await q.clientById(db, payment.userId);
      const cashier = payment.operatorId === null ? undefined : await q.clientById(db, payment.operatorId);
      const presented = await presentPayment(db, payment);
      // The receipt is its payer's: in their language, whoever prints it.
      const body = await withLanguage(client?.language ?? currentLanguage(), () =>
        receiptPdf({
          payment: presented,
          client: { unique_id: client?.clientCode ?? '', name: `${client?.firstName ?? ''} ${client?.lastName ?? ''}`.trim() },
          operator: cashier ? `${cashier.firstName} ${cashier.lastName}` : null,
          note: payment.note || undefined,
        }),
      );
      return { filename: `receipt-${payment.id}.pdf`, contentType: 'application/pdf', body };
    },
  };
}
