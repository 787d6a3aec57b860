import { z } from 'zod';
import { idField, requiredText } from './fields';
import { localized } from './i18n/localize';
import { invoicesToPayField } from './invoices';
import { moneyResponse } from './money-schemas';

// Paying online: a customer pays open invoices, or tops up the balance, through the payment
// provider (Freedom Pay), with a card saved at the provider (one click) or a new card on the
// provider's page. The card number never reaches Kerben: only the provider's token, brand, the
// first 6 and last 4 digits, expiry and holder. A payment counts once the provider's signed
// callback says so (docs/payments.md).

export const PAYMENT_PROVIDERS = ['freedompay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An online payment: waiting for the provider's word, paid (in the ledger), or failed. */
export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** What an online payment is for. */
export const ONLINE_PAYMENT_PURPOSES = ['invoices', 'topup'] as const;
export type OnlinePaymentPurpose = (typeof ONLINE_PAYMENT_PURPOSES)[number];

/** A top-up of the balance, in cents: $1 to $10,000. */
export const TOP_UP_MIN_CENTS = 100;
export const TOP_UP_MAX_CENTS = 1_000_000;

export const PAYMENT_MSG = /* @__PURE__ */ localized('PAYMENT_MSG', {
  off: 'Онлайн-оплата сейчас недоступна: оплатите счёт в пункте выдачи',
  invoicesOrTopUp: 'Выберите счета к оплате или укажите сумму пополнения (одно из двух)',
  topUpInvalid: 'Сумма пополнения — от 1 до 10 000 долларов (в центах, целым числом)',
  cardInvalid: 'Некорректная карта',
  cardNotFound: 'Карта не найдена',
  cardNotPayable:
    'Этой картой оплатить нельзя: она добавлена только для справки. Сохраните карту через платёжную систему («Добавить карту»)',
  keyInvalid: 'Ключ оплаты — от 8 до 100 латинских букв, цифр, дефисов и подчёркиваний',
  keyReused: 'Этот ключ оплаты уже использован для другой оплаты',
  nothingToPay: 'Выбранные счета уже оплачены',
  providerUnavailable: 'Платёжная система не ответила. Попробуйте ещё раз через несколько минут',
  providerRefused: (reason: string) => `Платёжная система отказала: ${reason}`,
  declined: 'Платёж отклонён банком',
  notFound: 'Платёж не найден',
  badSignature: 'Подпись платёжной системы не сходится: сообщение не принято',
  // Refunds (admins)
  refundAmountInvalid: 'Сумма возврата — целое положительное число в минимальных единицах валюты платежа',
  refundReasonRequired: 'Укажите причину возврата',
  refundNotOnline: 'Через платёжную систему возвращается только онлайн-оплата',
  refundNotPaid: 'Платёж ещё не завершён: возвращать нечего',
  refundTooLarge: (left: string) => `Вернуть можно не больше, чем осталось от платежа: ${left}`,
  refundNoCredit: (credit: string) =>
    `Частичный возврат берётся из остатка на балансе клиента (доступно ${credit}): сначала начислите клиенту сумму корректировкой`,
  refundInProgress: 'Возврат по этому платежу уже выполняется: дождитесь его',
  refundVoidReason: (reason: string) => `возврат на карту: ${reason}`,
  // What the provider's page and its list of operations show the customer.
  description: (numbers: readonly string[]) =>
    numbers.length === 1 ? `Kerben: оплата счёта № ${numbers[0]}` : `Kerben: оплата счетов № ${numbers.join(', ')}`,
  topUpDescription: 'Kerben: пополнение баланса',
  // What Kerben answers the provider's callback (pg_description).
  accepted: 'Оплата принята',
  unknownOrder: 'Платёж не найден',
  amountMismatch: 'Сумма или валюта не совпадают с выставленной',
  cardSaved: 'Карта сохранена',
} as const);

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const keyField = z.string({ error: () => PAYMENT_MSG.keyInvalid }).regex(KEY_PATTERN, { error: () => PAYMENT_MSG.keyInvalid });

/**
 * POST /api/payments/: open invoices of the customer's (`invoices`) or a top-up of the balance in
 * cents (`top_up_usd`), with a saved card (`card`, one click) or a new card on the provider's page.
 * `key` is made once per payment dialog: a double click answers the same payment, charged once.
 */
export const onlinePaymentSchema = z
  .object({
    invoices: invoicesToPayField().optional(),
    top_up_usd: z
      .number({ error: () => PAYMENT_MSG.topUpInvalid })
      .int({ error: () => PAYMENT_MSG.topUpInvalid })
      .min(TOP_UP_MIN_CENTS, { error: () => PAYMENT_MSG.topUpInvalid })
      .max(TOP_UP_MAX_CENTS, { error: () => PAYMENT_MSG.topUpInvalid })
      .optional(),
    card: idField(() => PAYMENT_MSG.cardInvalid).optional(),
    key: keyField,
  })
  .refine((body) => (body.invoices === undefined) !== (body.top_up_usd === undefined), {
    path: ['invoices'],
    error: () => PAYMENT_MSG.invoicesOrTopUp,
  });
export type OnlinePaymentInput = z.input<typeof onlinePaymentSchema>;

/** POST /api/payments/{id}/refund/ (admins): all that is left of an online payment, or `amount` of it, with the reason. */
export const onlineRefundSchema = z.object({
  amount: z
    .number({ error: () => PAYMENT_MSG.refundAmountInvalid })
    .int({ error: () => PAYMENT_MSG.refundAmountInvalid })
    .min(1, { error: () => PAYMENT_MSG.refundAmountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: () => PAYMENT_MSG.refundAmountInvalid })
    .optional(),
  reason: requiredText(500, { required: () => PAYMENT_MSG.refundReasonRequired }),
  key: keyField,
});
export type OnlineRefundInput = z.input<typeof onlineRefundSchema>;

// ---- Answers

export const redirectResponse = z.object({
  /** The provider's page to send the browser to. */
  redirect_url: z.string(),
});

export const onlinePaymentResponse = z.object({
  id: z.number(),
  purpose: z.enum(ONLINE_PAYMENT_PURPOSES),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  /** What the card is charged, in the provider's currency (som), and its worth in dollars. */
  amount: moneyResponse,
  amount_usd: moneyResponse,
  rate: z.string().nullable(),
  invoices: z.array(z.object({ id: z.number(), number: z.string() })),
  /** The saved card charged (one click); null: a card typed on the provider's page. */
  card: z.object({ id: z.number(), number: z.string() }).nullable(),
  /** The provider's page to open (a new card); null when a saved card is charged. */
  redirect_url: z.string().nullable(),
  /** The ledger's payment once paid (its receipt: /api/payments/{payment}/receipt/). */
  payment: z.number().nullable(),
  /** Why it failed, as the provider said. */
  failure: z.string().nullable(),
  /** What was given back to the card so far, and each refund. */
  refunded: moneyResponse,
  refunds: z.array(
    z.object({
      id: z.number(),
      status: z.enum(ONLINE_PAYMENT_STATUSES),
      amount: moneyResponse,
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentResponse>;
