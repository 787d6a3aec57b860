import { convertMinor, formatMoney, type OnlinePayment, type onlineRefundSchema, PAYMENT_MSG, usd } from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError } from '../../../core/errors';
import { notYours, type Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import type { BillingDeps } from '../deps';
import * as desk from '../desk/queries';
import { voidLocked } from '../invoices/issuing';
import * as invoices from '../invoices/queries';
import { recordPayment } from '../ledger/payments';
import type { Posting } from '../ledger/posting';
import * as ledger from '../ledger/queries';
import { owedBy } from '../ledger/service';
import { assertCanRefundOnline } from './policy';
import { newOrderId, presentAttempt, providerFailure } from './present';
import { ProviderError } from './provider';
import * as q from './queries';

type RefundInput = z.output<typeof onlineRefundSchema>;

/** What the customer may be given back from their account: money in and not spoken for (cents). */
const creditOf = async (tx: DbOrTx, userId: number) => (await ledger.balanceOf(tx, userId)) + (await owedBy(tx, userId));

/**
 * An admin gives money back to the card through the provider, all of an online payment or part.
 * All of it (nothing given back before): the invoices it paid are voided with the reason, so their
 * charges are reversed and the refund takes back what they became (credit). A part comes out of
 * the customer's credit (an admin credits the overcharge first by a correction). The refund is
 * reserved before the provider is asked (two admins cannot give back the same money twice) and
 * recorded in the ledger once the provider has given it.
 */
export function onlineRefunds(deps: BillingDeps, parts: { posting: Posting }) {
  const { db, unitOfWork } = deps;

  /** Phase 1: checked and reserved as a pending refund, in one transaction under the payment's lock. */
  async function reserve(actor: number, paymentId: number, input: RefundInput, provider: string) {
    return unitOfWork(async ({ tx }) => {
      const found = await q.attemptByPayment(tx, paymentId);
      const original = found && (await q.findAttempt(tx, found.id, { forUpdate: true }));
      if (!original) throw notYours(PAYMENT_MSG.notFound);
      if (original.status !== 'paid' || original.providerPaymentId === null) throw conflict(PAYMENT_MSG.refundNotPaid);
      const refunds = await q.refundsOf(tx, [original.id]);
      const repeated = refunds.find((refund) => refund.key === input.key);
      if (repeated) return { original, refund: repeated, repeated: true };
      if (refunds.some((refund) => refund.status === 'pending')) throw conflict(PAYMENT_MSG.refundInProgress);
      const given = refunds.filter((refund) => refund.status === 'paid');
      const left = original.amountMinor - given.reduce((sum, refund) => sum + refund.amountMinor, 0);
      const amount = input.amount ?? left;
      const money = (minor: number) => formatMoney({ amount: minor, currency: original.currency });
      if (amount > left || left <= 0) throw fieldError('amount', PAYMENT_MSG.refundTooLarge(money(Math.max(0, left))));
      const whole = given.length === 0 && amount === original.amountMinor;
      // A refund converts back as its payment did; all of it is exactly what it paid on the account.
      const cents = whole
        ? original.amountUsdCents
        : original.rate === null
          ? amount
          : convertMinor(amount, original.currency, 'USD', original.rate);
      // All of it: the invoices it paid are voided first, and what they become is credit too.
      const voided =
        whole && original.paymentId !== null
          ? (await desk.invoicesOfPayment(tx, original.paymentId))
              .filter((invoice) => invoice.status === 'paid')
              .reduce((sum, invoice) => sum + invoice.totalUsdCents, 0)
          : 0;
      const credit = (await creditOf(tx, original.userId)) + voided;
      if (cents > credit) throw conflict(PAYMENT_MSG.refundNoCredit(formatMoney(usd(Math.max(0, credit)))));
      const refund = await q.insertAttempt(tx, {
        userId: original.userId,
        purpose: 'refund',
        provider,
        orderId: newOrderId(),
        key: input.key,
        refundOf: original.id,
        currency: original.currency,
        amountMinor: amount,
        rate: original.rate,
        amountUsdCents: cents,
        reason: input.reason,
        createdBy: actor,
      });
      return { original, refund, repeated: false };
    });
  }

  /** Phase 3: the money given back, in the ledger (and, for all of it, the invoices voided first). */
  async function record(actor: number, original: q.AttemptRow, refund: q.AttemptRow) {
    await unitOfWork(async ({ tx }) => {
      const locked = await q.findAttempt(tx, refund.id, { forUpdate: true });
      if (locked?.status !== 'pending') return;
      if (locked.amountUsdCents === original.amountUsdCents && original.paymentId !== null) {
        const paid = (await desk.invoicesOfPayment(tx, original.paymentId)).filter((invoice) => invoice.status === 'paid');
        await ledger.parcelsForMoney(
          tx,
          await desk.parcelsOfInvoices(
            tx,
            paid.map((invoice) => invoice.id),
          ),
          { forUpdate: true },
        );
        for (const invoice of await invoices.lockInvoices(
          tx,
          paid.map((row) => row.id),
        )) {
          if (invoice.status === 'paid')
            await voidLocked(tx, parts.posting, invoice, PAYMENT_MSG.refundVoidReason(locked.reason ?? ''), actor);
        }
      }
      const payment = await recordPayment(
        tx,
        {
          kind: 'refund',
          key: `online:${locked.orderId}`,
          userId: locked.userId,
          method: 'online',
          currency: locked.currency,
          amountMinor: locked.amountMinor,
          rate: locked.rate,
          amountUsdCents: locked.amountUsdCents,
          note: locked.reason ?? '',
        },
        actor,
      );
      await q.updateAttempt(tx, locked.id, { status: 'paid', paymentId: payment.id, paidAt: deps.clock() });
    });
  }

  return {
    async refund(viewer: Viewer, paymentId: number, input: RefundInput): Promise<OnlinePayment> {
      const actor = assertCanRefundOnline(viewer);
      if (!deps.online) throw conflict(PAYMENT_MSG.off);
      const { provider } = deps.online;
      const { original, refund, repeated } = await reserve(actor.userId, paymentId, input, provider.name);
      if (!repeated) {
        try {
          await provider.refund({ providerPaymentId: original.providerPaymentId as string, amountMinor: refund.amountMinor });
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // No answer leaves it unknown whether money went back: noted failed, the admin checks the provider's cabinet.
          await q.failAttempt(db, refund.id, error.message);
          throw providerFailure(error);
        }
        await record(actor.userId, original, refund);
      }
      return presentAttempt(db, (await q.findAttempt(db, original.id)) ?? original);
    },
  };
}
