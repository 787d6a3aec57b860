import { randomUUID } from 'node:crypto';
import type { Currency, PaymentMethod } from '@kerben/domain';
import type { Tx } from '../../../db/client';
import type { PostedBy } from './posting';
import * as q from './queries';

export interface PaymentFacts {
  /** Money taken (the default), or given back from the account's credit. */
  kind?: 'payment' | 'refund';
  /** The request's idempotency key; a payment the system records by itself gets a fresh one. */
  key?: string;
  userId: number;
  method: PaymentMethod;
  currency: Currency;
  amountMinor: number;
  tenderedMinor?: number | null;
  changeMinor?: number | null;
  rate?: string | null;
  amountUsdCents: number;
  note?: string;
}

/**
 * A payment and the money it brings to the account, in one go: the payments row and its ledger
 * entry (none for a payment from the account's own credit, which brings no money, nor for nothing).
 * A refund is the same the other way: the entry takes its dollars off the account.
 */
export async function recordPayment(tx: Tx, facts: PaymentFacts, by: PostedBy): Promise<q.PaymentRow> {
  const payment = await q.insertPayment(tx, {
    key: facts.key ?? `${facts.method}:${randomUUID()}`,
    kind: facts.kind ?? 'payment',
    userId: facts.userId,
    operatorId: by,
    method: facts.method,
    currency: facts.currency,
    amountMinor: facts.amountMinor,
    tenderedMinor: facts.tenderedMinor ?? null,
    changeMinor: facts.changeMinor ?? null,
    rate: facts.rate ?? null,
    amountUsdCents: facts.amountUsdCents,
    note: facts.note ?? '',
  });
  if (facts.method !== 'balance' && facts.amountUsdCents !== 0) {
    const received = facts.currency !== 'USD';
    const refund = facts.kind === 'refund';
    await q.insertEntry(tx, {
      userId: facts.userId,
      kind: refund ? 'refund' : 'payment',
      amountUsdCents: refund ? -facts.amountUsdCents : facts.amountUsdCents,
      reason: refund ? (facts.note ?? null) : null,
      amountMinor: received ? facts.amountMinor : null,
      currency: received ? facts.currency : null,
      rate: received ? (facts.rate ?? null) : null,
      paymentId: payment.id,
      cause: `payment:${payment.id}`,
      postedBy: by,
    });
  }
  return payment;
}
