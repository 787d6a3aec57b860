import type {
  LedgerKind,
  LedgerPurpose,
  PaymentMethod,
  LEDGER_MSG as RU_LEDGER_MSG,
  PAID_FLAG_MSG as RU_PAID_FLAG_MSG,
} from '../../ledger';
import { formatMoney } from '../../money';
import { enCounted } from '../grammar';
import type { MessageTranslation } from '../translation';
import { serviceEntryText } from './warehouse-services';

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  charge: 'Charge',
  payment: 'Payment',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export const LEDGER_PURPOSE_NAMES: Record<LedgerPurpose, string> = {
  delivery: 'Delivery',
  storage: 'Storage',
  duty: 'Customs duty',
  buyout: 'Buy-out',
  service: 'Service',
  insurance: 'Insurance',
  topup: 'Balance top-up',
  correction: 'Correction',
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  terminal: 'Card (terminal)',
  qr: 'QR payment',
  balance: 'From balance',
  manual: 'Marked manually',
  transfer: 'Transfer',
  online: 'Online (card)',
};

export const LEDGER_MSG: MessageTranslation<typeof RU_LEDGER_MSG> = {
  recalculated: 'recalculated by weight',
  manualPrice: 'price set manually',
  parcelDeleted: (id: number) => `parcel #${id} deleted before it was invoiced`,
  invoiceVoided: (number: string, reason: string) => `invoice No. ${number} voided: ${reason}`,
  purchaseCancelled: (reason: string) => `buy-out request canceled: ${reason}`,
  parcelCombined: (boxTrack: string) => `parcel consolidated into box ${boxTrack}`,
  movedToBox: (parcelId: number) => `moved from parcel #${parcelId}, consolidated into a box`,
  parcelReturned: 'parcel returned to sender: no delivery',
  userInvalid: 'Invalid customer',
  userNotFound: 'Customer not found',
  amountInvalid:
    'Amount in cents: a whole number, not zero, from −10,000,000 to 10,000,000 (minus is a charge, plus is in the customer’s favor)',
  purposeInvalid: 'Select what the adjustment is for from the list',
  reasonRequired: 'Enter the reason for the adjustment',
  parcelNotTheirs: 'This customer has no such parcel',
  filterInvalid: 'Invalid filter',
};

export const PAID_FLAG_MSG: MessageTranslation<typeof RU_PAID_FLAG_MSG> = {
  unpayRefused: 'The payment cannot be removed: refunds are made at “Handover”',
  adminOnly: 'Only an administrator can mark a parcel as paid; payments are taken at “Handover”',
  nothingToPay: 'Nothing to pay: the parcel has no charges (enter its weight or price)',
  nothingToPayOf: (ids: readonly number[]) => `Nothing to pay: parcels ${ids.join(', ')} have no charges. Nothing was changed.`,
};

const kg = (grams: number) => `${(grams / 1000).toFixed(3)} kg`;
const usd = (cents: number) => formatMoney({ amount: cents, currency: 'USD' });
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/** What an entry was for, as an invoice line and the history print it. */
export function entryDescription(entry: {
  kind: LedgerKind;
  purpose: LedgerPurpose | null;
  details: Record<string, unknown> | null;
  reason: string | null;
}): string {
  const d = entry.details ?? {};
  const name = entry.purpose ? LEDGER_PURPOSE_NAMES[entry.purpose] : LEDGER_KIND_NAMES[entry.kind];
  const because = entry.kind === 'adjustment' && entry.reason ? ` (${entry.reason})` : '';
  if (entry.purpose === 'delivery' && d.manual) return `${name}: price set manually${because}`;
  if (entry.purpose === 'delivery' && d.chargeable_g !== undefined) {
    const volumetric = num(d.volumetric_g) > 0 ? `, volumetric ${kg(num(d.volumetric_g))}` : '';
    return `${name}: actual weight ${kg(num(d.actual_g))}${volumetric}, charged ${kg(num(d.chargeable_g))} × ${usd(num(d.rate_per_kg_cents))}/kg${because}`;
  }
  if (entry.purpose === 'storage' && d.days_to !== undefined) {
    const days = num(d.days_to) - num(d.days_from) + 1;
    return `${name}: ${enCounted(days, 'day', 'days')} × ${usd(num(d.fee_per_day_cents))} (paid days ${num(d.days_from)}–${num(d.days_to)})${because}`;
  }
  if (entry.purpose === 'duty' && d.amount_eur_cents !== undefined) {
    const eur = formatMoney({ amount: num(d.amount_eur_cents), currency: 'EUR' });
    return `${name}: ${eur} at ${String(d.usd_eur)} € per $1${because}`;
  }
  if (entry.purpose === 'buyout' && d.part === 'goods') return `${name}: price of the goods${because}`;
  if (entry.purpose === 'buyout' && d.part === 'commission') {
    return `${name}: ${num(d.commission_bp) / 100}% commission${because}`;
  }
  if ((entry.purpose === 'service' || entry.purpose === 'insurance') && serviceEntryText(d)) {
    return `${name}: ${serviceEntryText(d)}${because}`;
  }
  if (d.reverses !== undefined) return `${name}: charge reversed${because}`;
  return `${name}${because}`;
}
