import { z } from 'zod';
import { requiredText } from './fields';
import { localized, localizedFunction } from './i18n/localize';
import { formatMoney, moneyResponse } from './money';
import { namedResponse } from './reference';
import { serviceEntryText } from './warehouse-services';

// The ledger: every customer's charges, payments, refunds and adjustments, in US cents (charges
// negative), append-only; the balance is their sum. Names and texts of its entries, and the
// answers of GET /api/ledger/ and GET /api/billing/balance/.

export const LEDGER_KINDS = ['charge', 'payment', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_PURPOSES = ['delivery', 'storage', 'duty', 'buyout', 'service', 'insurance', 'topup', 'correction'] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];
/**
 * How money came: at the desk (cash, card terminal, QR, from the account's credit), marked by an
 * admin, a transfer (a buy-out), or online through the payment provider (docs/payments.md).
 */
export const PAYMENT_METHODS = ['cash', 'terminal', 'qr', 'balance', 'manual', 'transfer', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the desk takes money by. */
export const DESK_METHODS = ['cash', 'terminal', 'qr', 'balance'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];
/** How money is given back: what goes out of the drawer, to the card, or by QR. */
export const REFUND_METHODS = ['cash', 'terminal', 'qr'] as const;

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = /* @__PURE__ */ localized('LEDGER_KIND_NAMES', {
  charge: 'Начисление',
  payment: 'Оплата',
  refund: 'Возврат',
  adjustment: 'Корректировка',
});

export const LEDGER_PURPOSE_NAMES: Record<LedgerPurpose, string> = /* @__PURE__ */ localized('LEDGER_PURPOSE_NAMES', {
  delivery: 'Доставка',
  storage: 'Хранение',
  duty: 'Таможенная пошлина',
  buyout: 'Выкуп',
  service: 'Услуга',
  insurance: 'Страховка',
  topup: 'Пополнение',
  correction: 'Корректировка',
});

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = /* @__PURE__ */ localized('PAYMENT_METHOD_NAMES', {
  cash: 'Наличные',
  terminal: 'Карта (терминал)',
  qr: 'QR-оплата',
  balance: 'С баланса',
  manual: 'Отмечено вручную',
  transfer: 'Перевод',
  online: 'Онлайн (карта)',
});

export const LEDGER_MSG = /* @__PURE__ */ localized('LEDGER_MSG', {
  /** Reasons the system writes on the adjustments it posts. */
  recalculated: 'пересчёт по весу',
  manualPrice: 'цена указана вручную',
  parcelDeleted: (id: number) => `посылка №${id} удалена до выставления счёта`,
  invoiceVoided: (number: string, reason: string) => `счёт № ${number} аннулирован: ${reason}`,
  purchaseCancelled: (reason: string) => `заявка на выкуп отменена: ${reason}`,
  /** A parcel combined into a box: its delivery is the box's, what else it owed moves to the box. */
  parcelCombined: (boxTrack: string) => `посылка объединена в коробку ${boxTrack}`,
  movedToBox: (parcelId: number) => `перенесено с посылки №${parcelId}, объединённой в коробку`,
  /** A parcel given back to the shop is not delivered by us. */
  parcelReturned: 'посылка возвращена отправителю: доставки не было',
  userInvalid: 'Некорректный клиент',
  userNotFound: 'Клиент не найден',
  amountInvalid:
    'Сумма в центах: целое число, не ноль, от −10 000 000 до 10 000 000 (минус — начисление, плюс — в пользу клиента)',
  purposeInvalid: 'Выберите, за что корректировка, из списка',
  reasonRequired: 'Укажите причину корректировки',
  parcelNotTheirs: 'Посылка не найдена у этого клиента',
  filterInvalid: 'Некорректный фильтр',
} as const);

const kg = (grams: number) => `${(grams / 1000).toFixed(3).replace('.', ',')} кг`;
const usd = (cents: number) => formatMoney({ amount: cents, currency: 'USD' });
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/**
 * What an entry was for, as an invoice line and the history print it: the weights and the rate of
 * a delivery, the days and the fee of storage, the euros of the duty. `details` is what the
 * billing kept when it posted the entry.
 */
export const entryDescription = /* @__PURE__ */ localizedFunction(
  'entryDescription',
  function entryDescription(entry: {
    kind: LedgerKind;
    purpose: LedgerPurpose | null;
    details: Record<string, unknown> | null;
    reason: string | null;
  }): string {
    const d = entry.details ?? {};
    const name = entry.purpose ? LEDGER_PURPOSE_NAMES[entry.purpose] : LEDGER_KIND_NAMES[entry.kind];
    const because = entry.kind === 'adjustment' && entry.reason ? ` (${entry.reason})` : '';
    if (entry.purpose === 'delivery' && d.manual) return `${name}: цена указана вручную${because}`;
    if (entry.purpose === 'delivery' && d.chargeable_g !== undefined) {
      const volumetric = num(d.volumetric_g) > 0 ? `, объёмный ${kg(num(d.volumetric_g))}` : '';
      return `${name}: фактический вес ${kg(num(d.actual_g))}${volumetric}, к оплате ${kg(num(d.chargeable_g))} × ${usd(num(d.rate_per_kg_cents))}/кг${because}`;
    }
    if (entry.purpose === 'storage' && d.days_to !== undefined) {
      const days = num(d.days_to) - num(d.days_from) + 1;
      return `${name}: ${days} дн. × ${usd(num(d.fee_per_day_cents))} (платные дни ${num(d.days_from)}–${num(d.days_to)})${because}`;
    }
    if (entry.purpose === 'duty' && d.amount_eur_cents !== undefined) {
      const eur = formatMoney({ amount: num(d.amount_eur_cents), currency: 'EUR' });
      return `${name}: ${eur} по курсу ${String(d.usd_eur).replace('.', ',')} € за $1${because}`;
    }
    if (entry.purpose === 'buyout' && d.part === 'goods') return `${name}: стоимость товара${because}`;
    if (entry.purpose === 'buyout' && d.part === 'commission') {
      return `${name}: комиссия ${String(num(d.commission_bp) / 100).replace('.', ',')} %${because}`;
    }
    if ((entry.purpose === 'service' || entry.purpose === 'insurance') && serviceEntryText(d)) {
      return `${name}: ${serviceEntryText(d)}${because}`;
    }
    if (d.reverses !== undefined) return `${name}: отмена начисления${because}`;
    return `${name}${because}`;
  },
);

/** What an admin's adjustment may be for (money taken or given back is a payment or a refund, not an adjustment). */
export const ADJUSTMENT_PURPOSES = ['delivery', 'storage', 'duty', 'service', 'insurance', 'correction'] as const;

/**
 * POST /api/ledger/adjustments/ (admins): a correction by hand, with the reason: a charge (negative:
 * a service, what a paid parcel owes after all) or a credit (positive), in US cents, of a customer,
 * for one of their parcels or none.
 */
export const ledgerAdjustmentSchema = z.object({
  user: z.coerce
    .number({ error: () => LEDGER_MSG.userInvalid })
    .int({ error: () => LEDGER_MSG.userInvalid })
    .min(1, { error: () => LEDGER_MSG.userInvalid })
    .max(2_147_483_647, { error: () => LEDGER_MSG.userInvalid }),
  amount: z
    .number({ error: () => LEDGER_MSG.amountInvalid })
    .int({ error: () => LEDGER_MSG.amountInvalid })
    .min(-10_000_000, { error: () => LEDGER_MSG.amountInvalid })
    .max(10_000_000, { error: () => LEDGER_MSG.amountInvalid })
    .refine((amount) => amount !== 0, { error: () => LEDGER_MSG.amountInvalid }),
  purpose: z.enum(ADJUSTMENT_PURPOSES, { error: () => LEDGER_MSG.purposeInvalid }).default('correction'),
  reason: requiredText(500, { required: () => LEDGER_MSG.reasonRequired }),
  parcel: z.coerce
    .number({ error: () => LEDGER_MSG.parcelNotTheirs })
    .int({ error: () => LEDGER_MSG.parcelNotTheirs })
    .min(1, { error: () => LEDGER_MSG.parcelNotTheirs })
    .max(2_147_483_647, { error: () => LEDGER_MSG.parcelNotTheirs })
    .optional(),
});
export type LedgerAdjustmentInput = z.input<typeof ledgerAdjustmentSchema>;

/** The older client's paid flag (`is_paid`, `status_many`), which now reads the parcel's invoices. */
export const PAID_FLAG_MSG = /* @__PURE__ */ localized('PAID_FLAG_MSG', {
  unpayRefused: 'Оплату нельзя снять: возврат оформляется в «Выдаче»',
  adminOnly: 'Отметить посылку оплаченной может только администратор; оплату принимают в «Выдаче»',
  nothingToPay: 'Оплачивать нечего: у посылки нет начислений (укажите вес или цену)',
  nothingToPayOf: (ids: readonly number[]) =>
    `Оплачивать нечего: у посылок ${ids.join(', ')} нет начислений. Ничего не изменено.`,
} as const);

// ---- Answers

const parcelRef = z.object({ id: z.number(), name: z.string(), track_number: z.string() });
export type ParcelRef = z.infer<typeof parcelRef>;

export const ledgerEntryResponse = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  purpose: z.enum(LEDGER_PURPOSES).nullable(),
  /** Signed, in US cents: charges negative. */
  amount: moneyResponse,
  /** A payment taken in som or roubles: what was received, and the rate it was converted at. */
  received: moneyResponse.nullable(),
  rate: z.string().nullable(),
  description: z.string(),
  /** The parcel it is for (null once deleted, or for a buy-out or a payment). */
  parcel: parcelRef.nullable(),
  purchase: z.number().nullable(),
  invoice: z.object({ id: z.number(), number: z.string() }).nullable(),
  payment: z.object({ id: z.number(), method: z.enum(PAYMENT_METHODS) }).nullable(),
  reason: z.string().nullable(),
  /** Who posted it (operators and admins see this; customers get null). */
  posted_by: namedResponse.nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntryResponse>;

export const LEDGER_PAGE_SIZE = 20;

/**
 * GET /api/billing/balance/: the account in dollars (negative: owed), what is owed now (open
 * invoices and charges not yet invoiced) in dollars and in som at today's rate, and, while parcels
 * wait at the pickup point, the handover code (to the owner only) and what each one owes.
 */
export const balanceResponse = z.object({
  balance: moneyResponse,
  open: moneyResponse,
  open_kgs: moneyResponse,
  /** Today's rate the som amounts are counted at. */
  usd_kgs: z.string(),
  /** Six digits to give at the desk; null when nothing waits, or to anyone but the owner. */
  handover_code: z.string().nullable(),
  /** Locked after five wrong tries: until when (ISO), else null. */
  handover_locked_until: z.string().nullable(),
  /** Whether the customer may pay online (the server has a payment provider set). */
  online_payment: z.boolean(),
  pickup: z.array(
    z.object({
      parcel: parcelRef,
      invoice: z.object({ id: z.number(), number: z.string() }).nullable(),
      /** Its open invoice plus storage accrued since, in dollars and in som. */
      due: moneyResponse,
      due_kgs: moneyResponse,
    }),
  ),
});
export type Balance = z.infer<typeof balanceResponse>;
