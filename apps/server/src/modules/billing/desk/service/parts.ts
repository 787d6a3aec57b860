import { type Currency, convertMinor, type DeskPayment, normalizeRate, PARCEL_STATUSES, usd } from '@kerben/domain';
import type { DbOrTx, Tx } from '../../../../db/client';
import type { BillingDeps } from '../../deps';
import type { Invoicing } from '../../invoices/issuing';
import type { Posting } from '../../ledger/posting';
import * as ledger from '../../ledger/queries';
import type { DayRates, RateService } from '../../rates/service';
import type { HandoverCodes } from '../codes';
import * as q from '../queries';

// What the desk's jobs share: the deps, the conversions of the day, a payment as answered, storage
// posted before money is taken or a parcel leaves.

/** What a payment took, as its answers show it. */
export function moneyTaken(payment: ledger.PaymentRow) {
  const money = (amount: number | null) => (amount === null ? null : { amount, currency: payment.currency });
  return {
    method: payment.method,
    amount: { amount: payment.amountMinor, currency: payment.currency },
    tendered: money(payment.tenderedMinor),
    change: money(payment.changeMinor),
    rate: payment.rate === null ? null : normalizeRate(payment.rate),
    amount_usd: usd(payment.amountUsdCents),
  };
}

export const statusNamed = (id: number) => ({ id, name: PARCEL_STATUSES.find((status) => status.id === id)?.name ?? '' });

/** The day's rate of a currency against the dollar (null for the dollar itself). */
export const rateOf = (rates: DayRates, currency: Currency) =>
  currency === 'KGS' ? rates.usdKgs : currency === 'RUB' ? rates.usdRub : null;
export const inCurrency = (cents: number, currency: Currency, rates: DayRates) => {
  const rate = rateOf(rates, currency);
  return rate === null ? cents : convertMinor(cents, 'USD', currency, rate);
};

export function deskParts(
  deps: BillingDeps,
  parts: { rates: RateService; posting: Posting; invoicing: Invoicing; codes: HandoverCodes },
) {
  const { posting, invoicing } = parts;

  /** What the client may pay with from their account: money in and not yet spoken for (cents), read at one moment. */
  const creditOf = async (tx: DbOrTx, userId: number) => {
    const account = await ledger.accountOf(tx, userId);
    return account.balance + account.owed;
  };

  async function presentPayment(tx: DbOrTx, payment: ledger.PaymentRow): Promise<DeskPayment> {
    return {
      id: payment.id,
      kind: payment.kind,
      key: payment.key,
      user: payment.userId,
      ...moneyTaken(payment),
      invoices: (await q.invoicesOfPayment(tx, payment.id)).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        total: usd(invoice.totalUsdCents),
      })),
      created_at: payment.createdAt.toISOString(),
    };
  }

  /** Storage of the parcels' stays to date, on their invoices: charged before money is taken or a parcel leaves. */
  async function postStorage(tx: Tx, parcels: ledger.ParcelMoneyRow[], by: number): Promise<void> {
    for (const parcel of parcels) {
      if ((await posting.storage(tx, parcel, by)).length > 0) await invoicing.collect(tx, parcel);
    }
  }

  return { ...deps, ...parts, creditOf, presentPayment, postStorage };
}

export type DeskParts = ReturnType<typeof deskParts>;
