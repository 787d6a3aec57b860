import { cardBrand, PAYMENT_MSG } from '@kerben/domain';
import type { Tx } from '../../../db/client';
import type { BillingDeps } from '../deps';
import * as desk from '../desk/queries';
import type { Invoicing } from '../invoices/issuing';
import * as invoices from '../invoices/queries';
import { recordPayment } from '../ledger/payments';
import * as ledger from '../ledger/queries';
import { type PaymentProvider, type ProviderCallback, ProviderError } from './provider';
import * as q from './queries';

/** What the provider says of a payment: by its signed callback, or by its status when asked. */
type ProviderWord = Omit<Extract<ProviderCallback, { kind: 'payment' }>, 'kind'>;
type Answer = { status: 'ok' | 'rejected' | 'error'; description: string };

/** A payment that waits this long without the provider's callback is asked about. */
export const SETTLE_AFTER_MS = 15 * 60 * 1000;
/** A card saving left unfinished this long is closed (it never charged anything). */
const CARD_SAVING_EXPIRES_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * The provider's word turned into money, once: a payment recorded in the ledger (method `online`)
 * and its invoices paid, a failure noted, a saved card kept. Each callback locks its payment's row,
 * so a callback repeated, or arriving while the status job settles the same payment, changes nothing twice.
 */
export function onlineSettling(deps: BillingDeps, parts: { invoicing: Invoicing }) {
  const { db, unitOfWork } = deps;
  const ok = (description: string): Answer => ({ status: 'ok', description });

  /** The payment in the ledger; its invoices paid when they are still open and its money covers them (else it is credit). */
  async function record(tx: Tx, row: q.AttemptRow, providerPaymentId: string) {
    // Parcels first, then invoices: the order every change of a parcel locks them in.
    await ledger.parcelsForMoney(tx, await desk.parcelsOfInvoices(tx, row.invoiceIds), { forUpdate: true });
    const locked = row.invoiceIds.length > 0 ? await invoices.lockInvoices(tx, row.invoiceIds) : [];
    const payment = await recordPayment(
      tx,
      {
        key: `online:${row.orderId}`,
        userId: row.userId,
        method: 'online',
        currency: row.currency,
        amountMinor: row.amountMinor,
        rate: row.rate,
        amountUsdCents: row.amountUsdCents,
      },
      null,
    );
    // An invoice paid at the desk meanwhile, or grown by storage since, leaves this money as credit.
    const open = locked.filter((invoice) => invoice.status === 'open');
    if (open.length > 0 && open.reduce((sum, invoice) => sum + invoice.totalUsdCents, 0) <= row.amountUsdCents) {
      await parts.invoicing.settle(tx, open, payment.id);
    }
    await q.updateAttempt(tx, row.id, {
      status: 'paid',
      failure: null,
      paymentId: payment.id,
      providerPaymentId: providerPaymentId || row.providerPaymentId,
      paidAt: deps.clock(),
    });
  }

  async function settlePayment(word: ProviderWord): Promise<Answer> {
    return unitOfWork(async ({ tx }) => {
      const row = await q.attemptByOrder(tx, word.orderId, { forUpdate: true });
      const known =
        row &&
        (row.purpose === 'invoices' || row.purpose === 'topup') &&
        (row.providerPaymentId === null || !word.providerPaymentId || row.providerPaymentId === word.providerPaymentId);
      if (!row || !known) return { status: 'error', description: PAYMENT_MSG.unknownOrder };
      if (row.status === 'paid') return ok(PAYMENT_MSG.accepted);
      if (!word.paid) {
        await q.failAttempt(tx, row.id, word.failure ?? PAYMENT_MSG.declined);
        return ok(PAYMENT_MSG.accepted);
      }
      // Money for another amount than asked is not this payment: refused (given back when the provider still can).
      if (word.amountMinor !== row.amountMinor || word.currency !== row.currency) {
        return { status: word.canReject ? 'rejected' : 'error', description: PAYMENT_MSG.amountMismatch };
      }
      // Paid after all (a late success after a failure noted by the job): money is never refused.
      await record(tx, row, word.providerPaymentId);
      return ok(PAYMENT_MSG.accepted);
    });
  }

  async function settleCard(provider: string, message: Extract<ProviderCallback, { kind: 'card' }>): Promise<Answer> {
    return unitOfWork(async ({ tx }) => {
      const byId = message.providerPaymentId
        ? await q.cardAttemptByProviderId(tx, provider, message.providerPaymentId)
        : undefined;
      const row = byId ?? (message.orderId ? await q.attemptByOrder(tx, message.orderId, { forUpdate: true }) : undefined);
      if (row?.purpose !== 'card' || (message.userId !== null && message.userId !== row.userId)) {
        return { status: 'error', description: PAYMENT_MSG.unknownOrder };
      }
      if (row.status === 'paid') return ok(PAYMENT_MSG.cardSaved);
      if (!message.saved || !message.card) {
        await q.failAttempt(tx, row.id, message.failure ?? PAYMENT_MSG.declined);
        return ok(PAYMENT_MSG.accepted);
      }
      const { card: facts } = message;
      const card = await q.saveProviderCard(tx, {
        userId: row.userId,
        provider,
        providerToken: facts.token,
        maskedNumber: `${facts.first6}******${facts.last4}`,
        brand: cardBrand(facts.first6),
        expiryMonth: facts.month,
        expiryYear: facts.year,
        fullName: facts.holder,
      });
      await q.updateAttempt(tx, row.id, { status: 'paid', cardId: card.id, paidAt: deps.clock() });
      return ok(PAYMENT_MSG.cardSaved);
    });
  }

  /**
   * The provider asked about every payment still pending 15 minutes after it began: paid ones are
   * recorded, failed or unknown ones closed, the rest asked again next time.
   */
  async function settleDue(provider: PaymentProvider | undefined, signal?: AbortSignal) {
    const summary = { asked: 0, paid: 0, failed: 0 };
    if (!provider) return summary;
    const now = deps.clock().getTime();
    await q.staleCardAttempts(db, new Date(now - CARD_SAVING_EXPIRES_MS));
    for (const row of await q.pendingBefore(db, new Date(now - SETTLE_AFTER_MS), BATCH)) {
      if (signal?.aborted) break;
      summary.asked += 1;
      let status: Awaited<ReturnType<PaymentProvider['status']>>;
      try {
        status = await provider.status({ orderId: row.orderId, providerPaymentId: row.providerPaymentId });
      } catch (error) {
        if (error instanceof ProviderError) continue;
        throw error;
      }
      if (status.status === 'pending') continue;
      const paid = status.status === 'paid';
      await settlePayment({
        orderId: row.orderId,
        providerPaymentId: status.providerPaymentId ?? '',
        paid,
        amountMinor: status.amountMinor,
        currency: status.currency ?? '',
        failure: status.failure ?? PAYMENT_MSG.declined,
        canReject: false,
      });
      const after = await q.findAttempt(db, row.id);
      if (after?.status === 'paid') summary.paid += 1;
      if (after?.status === 'failed') summary.failed += 1;
    }
    return summary;
  }

  return { settlePayment, settleCard, settleDue };
}
