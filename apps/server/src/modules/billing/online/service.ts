import { convertMinor, DESK_MSG, INVOICE_MSG, type OnlinePayment, type onlinePaymentSchema, PAYMENT_MSG } from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { accounts } from '../../users';
import { type BillingDeps, todayOf } from '../deps';
import type { Invoicing } from '../invoices/issuing';
import * as invoices from '../invoices/queries';
import { canReadAccount } from '../ledger/policy';
import type { Posting } from '../ledger/posting';
import type { RateService } from '../rates/service';
import { canChargeCard, canPayInvoice } from './policy';
import { newOrderId, presentAttempt, providerFailure } from './present';
import { ProviderError } from './provider';
import * as q from './queries';
import { onlineRefunds } from './refunds';
import { onlineSettling } from './settling';

type PayInput = z.output<typeof onlinePaymentSchema>;

/**
 * Paying online through the provider (docs/payments.md): open invoices or a top-up, with a saved
 * card (charged at once, no page) or a new card on the provider's page; saving a card through the
 * provider's page; the provider's callbacks; the job that asks about payments left pending; refunds.
 * The ledger learns of money only from the provider's signed word (a callback, or its status).
 */
export function createOnlinePayments(deps: BillingDeps, parts: { rates: RateService; invoicing: Invoicing; posting: Posting }) {
  const { db, unitOfWork } = deps;

  function online() {
    if (!deps.online) throw conflict(PAYMENT_MSG.off);
    return deps.online;
  }
  const resultUrl = (base: string, provider: string) => `${base}/api/payments/${provider}/result`;

  /** The same key again is the same request: answered the payment it started, never a second charge. */
  const sameRequest = (row: q.AttemptRow, input: PayInput) =>
    (input.top_up_usd !== undefined
      ? row.purpose === 'topup' && row.amountUsdCents === input.top_up_usd
      : row.purpose === 'invoices' &&
        row.invoiceIds.length === input.invoices?.length &&
        row.invoiceIds.every((id) => input.invoices?.includes(id))) && row.cardId === (input.card ?? null);

  /** The invoices to pay, locked: the customer's own and open; their numbers and total. */
  async function openInvoices(tx: DbOrTx, viewer: Viewer, ids: number[]) {
    const rows = await invoices.lockInvoices(tx, ids);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id && canPayInvoice(viewer, row)));
    if (missing.length > 0) throw fieldError('invoices', INVOICE_MSG.missing(missing));
    const void_ = rows.find((row) => row.status === 'void');
    if (void_) throw conflict(DESK_MSG.invoiceVoid(void_.number));
    const paid = rows.find((row) => row.status === 'paid');
    if (paid) throw conflict(DESK_MSG.invoicePaid(paid.number));
    return rows;
  }

  /** The new payment, recorded before the provider is asked (so a callback always finds it). */
  async function begin(viewer: Viewer, input: PayInput, provider: string): Promise<q.AttemptRow> {
    const { userId } = assertSignedIn(viewer);
    return unitOfWork(async ({ tx }) => {
      const rows = input.invoices ? await openInvoices(tx, viewer, input.invoices) : [];
      const cents = input.top_up_usd ?? rows.reduce((sum, row) => sum + row.totalUsdCents, 0);
      if (cents <= 0) throw conflict(PAYMENT_MSG.nothingToPay);
      const rate = (await parts.rates.on(tx, todayOf(deps))).usdKgs;
      return q.insertAttempt(tx, {
        userId,
        purpose: input.top_up_usd !== undefined ? 'topup' : 'invoices',
        provider,
        orderId: newOrderId(),
        key: input.key,
        cardId: input.card ?? null,
        currency: 'KGS',
        amountMinor: convertMinor(cents, 'USD', 'KGS', rate),
        rate,
        amountUsdCents: cents,
        invoiceIds: rows.map((row) => row.id),
      });
    });
  }

  const settling = onlineSettling(deps, parts);

  return {
    /** Whether customers may pay online (the web app shows its buttons). */
    enabled: () => deps.online !== undefined,

    async pay(viewer: Viewer, input: PayInput): Promise<OnlinePayment> {
      const { provider, publicUrl } = online();
      const { userId } = assertSignedIn(viewer);
      const repeated = await q.attemptByKey(db, userId, input.key);
      if (repeated) {
        if (!sameRequest(repeated, input)) throw conflict(PAYMENT_MSG.keyReused);
        return presentAttempt(db, repeated);
      }
      const card = input.card === undefined ? undefined : await q.findCard(db, input.card);
      if (input.card !== undefined && (!card || !canChargeCard(viewer, card))) throw fieldError('card', PAYMENT_MSG.cardNotFound);
      if (card && (card.provider !== provider.name || !card.providerToken)) throw fieldError('card', PAYMENT_MSG.cardNotPayable);

      let attempt: q.AttemptRow;
      try {
        attempt = await begin(viewer, input, provider.name);
      } catch (error) {
        // Two clicks at once: the second meets the first's key (a unique violation), or waits for
        // the invoices' lock and finds them paid already by the first's callback; either way it is
        // the same request, answered the first's payment.
        const first = await q.attemptByKey(db, userId, input.key);
        if (first) {
          if (sameRequest(first, input)) return presentAttempt(db, first);
          throw conflict(PAYMENT_MSG.keyReused);
        }
        throw error;
      }
      const numbers = [...(await q.invoiceNumbers(db, attempt.invoiceIds)).values()];
      const order = {
        orderId: attempt.orderId,
        userId,
        amountMinor: attempt.amountMinor,
        currency: attempt.currency,
        description: attempt.purpose === 'topup' ? PAYMENT_MSG.topUpDescription : PAYMENT_MSG.description(numbers),
        resultUrl: resultUrl(publicUrl, provider.name),
        successUrl: `${publicUrl}/user/biling/payments/${attempt.id}`,
        failureUrl: `${publicUrl}/user/biling/payments/${attempt.id}`,
      };
      try {
        if (card?.providerToken) {
          const charged = await provider.chargeToken({ ...order, token: card.providerToken });
          attempt = await q.updateAttempt(db, attempt.id, { providerPaymentId: charged.providerPaymentId });
          if (charged.refused) await q.failAttempt(db, attempt.id, charged.refused);
        } else {
          const page = await provider.startPayment(order);
          attempt = await q.updateAttempt(db, attempt.id, {
            providerPaymentId: page.providerPaymentId,
            redirectUrl: page.redirectUrl,
          });
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // A saved card that got no answer may have been charged: the job asks the provider later.
        // A page never opened charged nothing.
        if (!card || attempt.providerPaymentId === null) await q.failAttempt(db, attempt.id, error.message);
        if (error.unavailable && card && attempt.providerPaymentId !== null) {
          return presentAttempt(db, (await q.findAttempt(db, attempt.id)) ?? attempt);
        }
        throw providerFailure(error);
      }
      return presentAttempt(db, (await q.findAttempt(db, attempt.id)) ?? attempt);
    },

    /** A payment, to its payer and whoever may read their account. */
    async get(viewer: Viewer, id: number): Promise<OnlinePayment> {
      const reader = assertSignedIn(viewer);
      const row = await q.findAttempt(db, id);
      const visible = row && (row.purpose === 'invoices' || row.purpose === 'topup');
      const role = visible && row.userId !== reader.userId ? await accounts.roleOf(db, row.userId) : undefined;
      if (!row || !visible || !canReadAccount(reader, row.userId, role)) throw notYours(PAYMENT_MSG.notFound);
      return presentAttempt(db, row);
    },

    /** The provider's page where the customer saves a card; the card arrives by the provider's callback. */
    async saveCard(viewer: Viewer): Promise<{ redirect_url: string }> {
      const { provider, publicUrl } = online();
      const { userId } = assertSignedIn(viewer);
      const attempt = await q.insertAttempt(db, {
        userId,
        purpose: 'card',
        provider: provider.name,
        orderId: newOrderId(),
        currency: 'KGS',
        amountMinor: 0,
        amountUsdCents: 0,
      });
      try {
        const page = await provider.startCardSaving({
          orderId: attempt.orderId,
          userId,
          resultUrl: resultUrl(publicUrl, provider.name),
          backUrl: `${publicUrl}/user/biling?card=${attempt.id}`,
        });
        await q.updateAttempt(db, attempt.id, { providerPaymentId: page.providerPaymentId, redirectUrl: page.redirectUrl });
        return { redirect_url: page.redirectUrl };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await q.failAttempt(db, attempt.id, error.message);
        throw providerFailure(error);
      }
    },

    /**
     * The provider's callback at `url`: believed only with a valid signature (else 400, nothing
     * recorded); answered as the provider expects, signed.
     */
    async callback(providerName: string, url: string, body: Record<string, string>) {
      const { provider } = online();
      if (providerName !== provider.name) throw notFound();
      const message = provider.readCallback(url, body);
      if (!message) throw fieldError('pg_sig', PAYMENT_MSG.badSignature);
      const answer =
        message.kind === 'card' ? await settling.settleCard(provider.name, message) : await settling.settlePayment(message);
      return { ...provider.answerCallback(url, body, answer), outcome: answer };
    },

    /** Asks the provider about payments still pending 15 minutes after they began (the scheduled job). */
    settleDue: (signal?: AbortSignal) => settling.settleDue(deps.online?.provider, signal),

    ...onlineRefunds(deps, parts),
  };
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
