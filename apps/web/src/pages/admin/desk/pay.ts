import { type Currency, convertMinor, type DeskClient, type DeskMethod } from '@kerben/domain';
import type { RequestBody } from '../../../api/operations';
import { parseMinor } from '../../../components/money/money-text';

// The desk's payment dialog as numbers: what is due in the currency chosen, what the client hands
// over and the change. The server counts the same way (the dollars due converted once, half up, at
// today's rate) and refuses less than is due.

/** The currencies the desk takes, in the order it offers them: som first, as most clients pay. */
export const DESK_CURRENCIES = ['KGS', 'USD', 'RUB'] as const satisfies readonly Currency[];

/** Today's rate of a currency from the desk's answer; the dollar's is 1. */
export function rateFor(client: Pick<DeskClient, 'usd_kgs' | 'usd_rub'>, currency: Currency): string {
  if (currency === 'KGS') return client.usd_kgs;
  if (currency === 'RUB') return client.usd_rub;
  return '1';
}

/** What the parcels owe together, in dollars (cents): each parcel's open invoice and the storage accrued. */
export const totalDueUsd = (parcels: ReadonlyArray<Pick<DeskClient['parcels'][number], 'due'>>) =>
  parcels.reduce((sum, row) => sum + row.due.amount, 0);

/** The dollars due in `currency`, converted once as the server does. */
export const dueIn = (totalUsdCents: number, currency: Currency, client: Pick<DeskClient, 'usd_kgs' | 'usd_rub'>) =>
  convertMinor(totalUsdCents, 'USD', currency, rateFor(client, currency));

export interface PayValues {
  method: DeskMethod;
  currency: Currency;
  /** What the client hands over, as typed (cash only). */
  tendered: string;
}

export interface PayFigures {
  /** Due in the chosen currency (minor units). */
  due: number;
  /** Cash handed over, in minor units; undefined while the field is empty or not a number. */
  tendered: number | undefined;
  /** Cash: what is given back (0 or more), or undefined while too little is handed over. */
  change: number | undefined;
  /** Cash: how much is missing (more than 0), else 0. */
  short: number;
}

/**
 * The dialog's live figures: the amount due in the chosen currency and, for cash, the change (what
 * is handed over less what is due) or what is still missing.
 */
export function payFigures(
  values: PayValues,
  totalUsdCents: number,
  client: Pick<DeskClient, 'usd_kgs' | 'usd_rub'>,
): PayFigures {
  const currency = values.method === 'balance' ? 'USD' : values.currency;
  const due = dueIn(totalUsdCents, currency, client);
  if (values.method !== 'cash') return { due, tendered: undefined, change: undefined, short: 0 };
  const tendered = parseMinor(values.tendered);
  if (tendered === undefined) return { due, tendered, change: undefined, short: 0 };
  return tendered >= due
    ? { due, tendered, change: tendered - due, short: 0 }
    : { due, tendered, change: undefined, short: due - tendered };
}

/**
 * The request: the parcels (their open invoices and the storage accrued to today), what is handed
 * over (cash) or exactly what is due (terminal, QR), and the dialog's key. From the balance the
 * account pays in dollars.
 */
export function paymentRequest(
  values: PayValues,
  figures: PayFigures,
  parcels: readonly number[],
  key: string,
): RequestBody<'post', '/api/desk/payments/'> {
  if (values.method === 'balance') return { parcels, method: 'balance', currency: 'USD', amount: figures.due, key };
  const amount = values.method === 'cash' ? (figures.tendered ?? -1) : figures.due;
  return { parcels, method: values.method, currency: values.currency, amount, key };
}
