import { z } from 'zod';
import { idListField, requiredText } from './fields';
import { localized } from './i18n/localize';
import { LEDGER_PURPOSES, PAYMENT_METHODS } from './ledger';
import { moneyResponse } from './money-schemas';
import { clientNameResponse } from './warehouses';

// Invoices: a parcel's charges when it reaches the pickup point (a buy-out's when it is paid),
// numbered «2026-000123» without a gap or a repeat within a year; open until paid, or void (an
// admin's, with a reason; the number stays used).

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = /* @__PURE__ */ localized('INVOICE_STATUS_NAMES', {
  open: 'К оплате',
  paid: 'Оплачен',
  void: 'Аннулирован',
});

export const INVOICE_MSG = /* @__PURE__ */ localized('INVOICE_MSG', {
  notFound: 'Счёт не найден',
  reasonRequired: 'Укажите причину аннулирования',
  alreadyVoid: 'Счёт уже аннулирован',
  statusInvalid: 'Выберите состояние счёта из списка',
  userInvalid: 'Некорректный клиент',
  parcelInvalid: 'Некорректная посылка',
  // Invoices chosen to pay, at the desk or online
  choiceRequired: 'Выберите счета к оплате',
  choiceInvalid: 'Некорректный список счетов',
  missing: (ids: readonly number[]) => `Счета не найдены: ${ids.join(', ')}`,
  /** The title of the invoice's PDF and of its line in the lists. */
  title: (number: string) => `Счёт № ${number}`,
} as const);

/** The open invoices a payment settles, at the desk or online: up to 50 ids. */
export const invoicesToPayField = () =>
  idListField({ required: () => INVOICE_MSG.choiceRequired, invalid: () => INVOICE_MSG.choiceInvalid }, 50);

/** «2026-000123»: the year and the invoice's place in it. */
export const invoiceNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/** POST /api/invoices/{id}/void/: an admin cancels an invoice and says why. */
export const invoiceVoidSchema = z.object({
  reason: requiredText(500, { required: () => INVOICE_MSG.reasonRequired }),
});

export const invoiceLineResponse = z.object({
  id: z.number(),
  /** The ledger entry it shows. */
  entry: z.number(),
  purpose: z.enum(LEDGER_PURPOSES).nullable(),
  description: z.string(),
  /** What it adds to the invoice (a reversal on a void: negative), in US cents. */
  amount: moneyResponse,
});
export type InvoiceLine = z.infer<typeof invoiceLineResponse>;

export const invoicePaymentResponse = z.object({
  id: z.number(),
  method: z.enum(PAYMENT_METHODS),
  /** What was taken, in the currency it was taken in. */
  amount: moneyResponse,
  rate: z.string().nullable(),
  created_at: z.string(),
});

export const invoiceResponse = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The customer's id; the code and name in `client`. */
  user: z.number(),
  client: clientNameResponse,
  parcel: z.object({ id: z.number(), name: z.string(), track_number: z.string() }).nullable(),
  purchase: z.object({ id: z.number(), name: z.string() }).nullable(),
  lines: z.array(invoiceLineResponse),
  total: moneyResponse,
  /** The total in som at the rate of the day it was issued (the desk takes som at the rate of the day it is paid). */
  total_kgs: moneyResponse,
  usd_kgs: z.string(),
  payment: invoicePaymentResponse.nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceResponse>;

export const INVOICES_PAGE_SIZE = 20;

/** The words of the printed invoice (A4) and receipt (an 80 mm roll). */
export const PRINT_TEXT = /* @__PURE__ */ localized('PRINT_TEXT', {
  company: 'Kerben — доставка посылок',
  invoiceTitle: (number: string) => `Счёт № ${number}`,
  receiptTitle: (id: number) => `Кассовый чек № ${id}`,
  refundTitle: (id: number) => `Чек возврата № ${id}`,
  refunded: (amount: string) => `Возвращено: ${amount}`,
  refundedUsd: (amount: string) => `Списано со счёта клиента: ${amount}`,
  reason: (reason: string) => `Причина: ${reason}`,
  date: (when: string) => `Дата: ${when}`,
  client: (code: string, name: string) => `Клиент: #${code} ${name}`,
  parcel: (name: string, track: string) => `Посылка: «${name}»${track ? `, трек-номер ${track}` : ''}`,
  purchase: (name: string) => `Выкуп: «${name}»`,
  status: (status: string) => `Состояние: ${status}`,
  voidReason: (reason: string) => `Причина аннулирования: ${reason}`,
  lineHeader: 'Наименование',
  amountHeader: 'Сумма',
  total: 'Итого',
  totalKgs: (amount: string, rate: string) => `Итого в сомах: ${amount} (курс ${rate} сом за $1)`,
  paidBy: (method: string, when: string) => `Оплачен: ${method}, ${when}`,
  invoices: 'Оплачены счета',
  method: (method: string) => `Способ оплаты: ${method}`,
  received: (amount: string) => `Получено: ${amount}`,
  tendered: (amount: string) => `Внесено: ${amount}`,
  change: (amount: string) => `Сдача: ${amount}`,
  rate: (rate: string, currency: string) => `Курс: ${rate} ${currency} за $1`,
  paidUsd: (amount: string) => `Зачтено на счёт клиента: ${amount}`,
  operator: (name: string) => `Кассир: ${name}`,
  thanks: 'Спасибо, что выбрали Kerben!',
} as const);
