import { randomBytes } from 'node:crypto';
import { normalizeRate, type OnlinePayment, PAYMENT_MSG } from '@kerben/domain';
import { conflict, unavailable } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import type { ProviderError } from './provider';
import * as q from './queries';

/** Kerben's order id at the provider: letters and digits, unguessable (the return pages name it). */
export const newOrderId = () => `kb${randomBytes(12).toString('hex')}`;

/** What a payment looks like to its payer and the staff. */
export async function presentAttempt(db: DbOrTx, row: q.AttemptRow): Promise<OnlinePayment> {
  const refunds = await q.refundsOf(db, [row.id]);
  const numbers = await q.invoiceNumbers(db, row.invoiceIds);
  const cards = await q.cardNumbers(db, row.cardId === null ? [] : [row.cardId]);
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    purpose: row.purpose === 'topup' ? 'topup' : 'invoices',
    status: row.status,
    amount: money(row.amountMinor),
    amount_usd: { amount: row.amountUsdCents, currency: 'USD' },
    rate: row.rate === null ? null : normalizeRate(row.rate),
    invoices: row.invoiceIds.map((id) => ({ id, number: numbers.get(id) ?? '' })),
    card: row.cardId === null ? null : { id: row.cardId, number: cards.get(row.cardId) ?? '' },
    redirect_url: row.status === 'pending' ? row.redirectUrl : null,
    payment: row.paymentId,
    failure: row.failure,
    refunded: money(refunds.filter((refund) => refund.status === 'paid').reduce((sum, refund) => sum + refund.amountMinor, 0)),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      status: refund.status,
      amount: money(refund.amountMinor),
      reason: refund.reason ?? '',
      created_at: refund.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The provider's silence (503: try again later) or refusal (409, in its words), as the API answers them. */
export const providerFailure = (error: ProviderError) =>
  error.unavailable ? unavailable(PAYMENT_MSG.providerUnavailable) : conflict(PAYMENT_MSG.providerRefused(error.message));
