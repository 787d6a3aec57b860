import { z } from 'zod';
import { idField, idListField, optionalText, requiredText } from './fields';
import { parseApiDate } from './format';
import { localized } from './i18n/localize';
import { invoicesToPayField } from './invoices';
import { DESK_METHODS, PAYMENT_METHODS, REFUND_METHODS } from './ledger';
import { CURRENCIES, formatMoney, formatUsdAndKgs } from './money';
import { moneyResponse } from './money-schemas';
import { namedResponse } from './reference-schemas';

// «Выдача»: the pickup desk. An operator finds a client (client code, or a scanned track number),
// sees what their parcels at the pickup point owe, takes the money (cash with change, card terminal,
// QR, or from the account's credit; som, dollars or roubles) and hands the parcels over against the
// client's handover code, or, without it, on an admin's override. «Касса за день» sums a day.

export const DESK_MSG = /* @__PURE__ */ localized('DESK_MSG', {
  // Finding a client
  lookupRequired: 'Введите код клиента или отсканируйте трек-номер посылки',
  clientNotFound: 'Клиент с таким кодом или трек-номером не найден',
  // Payments
  invoicesOfOneClient: 'Счета разных клиентов оплачиваются отдельно',
  invoicePaid: (number: string) => `Счёт № ${number} уже оплачен`,
  invoiceVoid: (number: string) => `Счёт № ${number} аннулирован: его не оплачивают`,
  amountInvalid: 'Сумма — целое неотрицательное число в тыйынах, центах или копейках',
  amountTooSmall: (due: string) => `Получено меньше, чем к оплате: ${due}`,
  amountNotExact: (due: string) => `Оплата картой или по QR — ровно сумма к оплате: ${due}`,
  currencyInvalid: 'Выберите валюту: KGS, USD или RUB',
  methodInvalid: 'Выберите способ оплаты: наличные, терминал, QR или с баланса',
  keyInvalid: 'Ключ оплаты — от 8 до 100 латинских букв, цифр, дефисов и подчёркиваний',
  keyReused: 'Этот ключ оплаты уже использован для другой оплаты',
  balanceTooLow: (credit: string) => `На балансе клиента недостаточно средств: доступно ${credit}`,
  refundTooLarge: (credit: string) => `Вернуть можно не больше остатка на балансе клиента: ${credit}`,
  refundTooSmall: 'Сумма возврата меньше цента по курсу дня: её нечем списать с баланса',
  refundReasonRequired: 'Укажите причину возврата',
  userRequired: 'Укажите клиента',
  invoicesOrParcels: 'Укажите счета или посылки, которые оплачиваются (одно из двух)',
  nothingToPay: 'У этих посылок нечего оплачивать',
  // Handover
  parcelsRequired: 'Выберите посылки для выдачи',
  parcelsInvalid: 'Некорректный список посылок',
  parcelsMissing: (ids: readonly number[]) => `Посылки не найдены: ${ids.join(', ')}`,
  parcelsOfOneClient: 'Посылки разных клиентов выдаются отдельно',
  notAtPickup: (name: string) => `Посылка «${name}» не в пункте выдачи`,
  codeInvalid: 'Код выдачи — 6 цифр',
  codeOrOverride: 'Введите код выдачи клиента, а без кода — причину выдачи (только администратор)',
  codeAndOverride: 'Укажите либо код выдачи, либо причину выдачи без кода',
  codeWrong: 'Неверный код выдачи',
  codeLocked: (minutes: number) =>
    `Код выдачи заблокирован после 5 неверных попыток. Повторите через ${minutes} мин. или отправьте клиенту новый код`,
  codeNone: 'У клиента нет действующего кода выдачи: отправьте код заново',
  overrideAdminOnly: 'Выдать посылку без кода или без оплаты может только администратор',
  storageUnpaid: (amount: string) =>
    `Сначала оплатите хранение: ${amount}. Без оплаты посылку выдаёт только администратор, указав причину`,
  unpaid: (numbers: readonly string[]) =>
    `Сначала оплатите ${numbers.length > 1 ? 'счета' : 'счёт'} № ${numbers.join(', ')}: без оплаты посылку выдаёт только администратор, указав причину`,
  recipientRequired: 'Укажите, кто получает посылку',
  documentRequired: 'Укажите документ получателя (паспорт, ID-карта)',
  paymentNotFound: 'Платёж не найден',
  // Resending the code
  codeSent: 'Новый код выдачи отправлен клиенту на почту и показан в личном кабинете',
  noCodeToSend: 'Посылка не в пункте выдачи: код выдачи ей не нужен',
  tooManyResends: (minutes: number) => `Код выдачи отправляли слишком часто. Повторите через ${minutes} мин.`,
  // «Касса за день»
  dateInvalid: 'Дата в формате ГГГГ-ММ-ДД',
  operatorInvalid: 'Некорректный оператор',
  ownReportOnly: 'Оператор видит только свою кассу',
  reportSheet: (date: string) => `Касса ${date}`,
  reportColumns: [
    'Время',
    'Клиент',
    'Счета',
    'Кассир',
    'Способ',
    'Валюта',
    'Получено',
    'Внесено',
    'Сдача',
    'Курс',
    'Зачтено, USD',
  ],
  reportTotals: 'Итого по способам оплаты',
  reportTotalUsd: 'Зачтено на счета клиентов, USD',
} as const);

/**
 * The desk's texts for the customer. When a parcel reaches the pickup point, its status
 * notification says what it owes; its mail also carries the handover code (the app shows the code
 * on the owner's page, never in a stored notification).
 */
export const PICKUP_TEXT = /* @__PURE__ */ localized('PICKUP_TEXT', {
  due: (parcel: { dueUsdCents: number; dueKgsMinor: number; invoiceNumber: string | null }) =>
    parcel.dueUsdCents > 0
      ? `К оплате: ${formatUsdAndKgs(parcel.dueUsdCents, parcel.dueKgsMinor)}${parcel.invoiceNumber ? ` (счёт № ${parcel.invoiceNumber})` : ''}. Код выдачи — в личном кабинете, на странице «Оплата».`
      : 'Оплачивать нечего. Код выдачи — в личном кабинете, на странице «Оплата».',
  code: (code: string) =>
    `Код выдачи: ${code}. Назовите его в пункте выдачи: без кода посылку не выдадут. Сообщите его только тому, кого посылаете за посылкой.`,
  /** The mail carries the code itself; the app shows it on the owner's page, never in a stored notification. */
  codeMail: (code: string, parcels: ReadonlyArray<{ name: string; dueUsdCents: number }>, userAreaUrl: string) => ({
    subject: 'Kerben: посылка ждёт вас в пункте выдачи',
    text: [
      'Ваши посылки в пункте выдачи:',
      ...parcels.map(
        (p) =>
          `— «${p.name}»: ${p.dueUsdCents > 0 ? `к оплате ${formatMoney({ amount: p.dueUsdCents, currency: 'USD' })}` : 'оплачено'}`,
      ),
      '',
      `Код выдачи: ${code}`,
      'Назовите его в пункте выдачи: без кода посылку не выдадут. Никому, кроме того, кого вы посылаете за посылкой, код не сообщайте.',
      '',
      `Счета и код — в личном кабинете: ${userAreaUrl}/biling`,
      '',
      'Kerben',
    ].join('\n'),
  }),
} as const);

// ---- Requests

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST /api/desk/payments/: one client's invoices paid at once, named by id (`invoices`) or as what
 * their parcels owe (`parcels`: their open invoices with the storage accrued to today, which may
 * have no invoice yet); `key` makes a repeat return the same payment.
 */
export const deskPaymentSchema = z
  .object({
    invoices: invoicesToPayField().optional(),
    parcels: idListField({ required: () => DESK_MSG.parcelsRequired, invalid: () => DESK_MSG.parcelsInvalid }, 50).optional(),
    /** What the client hands over, in minor units of `currency` (cash may be more: the change is counted). */
    amount: z
      .number({ error: () => DESK_MSG.amountInvalid })
      .int({ error: () => DESK_MSG.amountInvalid })
      .min(0, { error: () => DESK_MSG.amountInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: () => DESK_MSG.amountInvalid }),
    currency: z.enum(CURRENCIES, { error: () => DESK_MSG.currencyInvalid }),
    method: z.enum(DESK_METHODS, { error: () => DESK_MSG.methodInvalid }),
    key: z.string({ error: () => DESK_MSG.keyInvalid }).regex(KEY_PATTERN, { error: () => DESK_MSG.keyInvalid }),
  })
  .refine((body) => (body.invoices === undefined) !== (body.parcels === undefined), {
    path: ['invoices'],
    error: () => DESK_MSG.invoicesOrParcels,
  });
export type DeskPaymentInput = z.input<typeof deskPaymentSchema>;

/**
 * POST /api/desk/refunds/ (admins): money given back from a client's credit (a voided paid invoice,
 * a cancelled buy-out), in cash, to the card or by QR, in the currency given, with the reason.
 */
export const deskRefundSchema = z.object({
  user: idField(() => DESK_MSG.userRequired),
  amount: z
    .number({ error: () => DESK_MSG.amountInvalid })
    .int({ error: () => DESK_MSG.amountInvalid })
    .min(1, { error: () => DESK_MSG.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: () => DESK_MSG.amountInvalid }),
  currency: z.enum(CURRENCIES, { error: () => DESK_MSG.currencyInvalid }),
  method: z.enum(REFUND_METHODS, { error: () => DESK_MSG.methodInvalid }),
  key: z.string({ error: () => DESK_MSG.keyInvalid }).regex(KEY_PATTERN, { error: () => DESK_MSG.keyInvalid }),
  reason: requiredText(500, { required: () => DESK_MSG.refundReasonRequired }),
});
export type DeskRefundInput = z.input<typeof deskRefundSchema>;

/** POST /api/desk/handover/: parcels of one client, to whom, on which document, with the code or an admin's reason. */
export const deskHandoverSchema = z
  .object({
    parcels: idListField({ required: () => DESK_MSG.parcelsRequired, invalid: () => DESK_MSG.parcelsInvalid }, 50),
    code: z
      .string({ error: () => DESK_MSG.codeInvalid })
      .trim()
      .regex(/^\d{6}$/, { error: () => DESK_MSG.codeInvalid })
      .optional(),
    override_reason: optionalText(500).optional(),
    recipient_name: requiredText(200, { required: () => DESK_MSG.recipientRequired }),
    document: requiredText(100, { required: () => DESK_MSG.documentRequired }),
  })
  .superRefine((body, ctx) => {
    const override = body.override_reason ? body.override_reason : undefined;
    if (body.code === undefined && override === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: DESK_MSG.codeOrOverride });
    }
    if (body.code !== undefined && override !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['override_reason'], message: DESK_MSG.codeAndOverride });
    }
  });
export type DeskHandoverInput = z.input<typeof deskHandoverSchema>;

const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** GET /api/desk/clients/: a client code (`code`), or what a scanner read off a label (`scan`: a track number or a client code). */
export const deskLookupQuery = z
  .object({
    code: blankIsNone(z.string().trim().max(100)),
    scan: blankIsNone(z.string().trim().max(100)),
  })
  .refine((query) => query.code !== undefined || query.scan !== undefined, {
    path: ['code'],
    error: () => DESK_MSG.lookupRequired,
  });

/** GET /api/desk/report/ (and .xlsx): a day (today unless given) of one operator (admins: anyone's, or all). */
export const deskReportQuery = z.object({
  date: blankIsNone(
    z
      .string({ error: () => DESK_MSG.dateInvalid })
      .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && parseApiDate(day) === day, { error: () => DESK_MSG.dateInvalid }),
  ),
  operator: blankIsNone(idField(() => DESK_MSG.operatorInvalid)),
});

// ---- Answers

const parcelRef = z.object({ id: z.number(), name: z.string(), track_number: z.string() });
const invoiceRef = z.object({ id: z.number(), number: z.string(), total: moneyResponse });

export const deskClientResponse = z.object({
  client: z.object({
    id: z.number(),
    unique_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string(),
  }),
  /** The account in dollars (negative: owes), and the credit it may pay with («с баланса»). */
  balance: moneyResponse,
  credit: moneyResponse,
  /** Today's rates the amounts are converted at. */
  usd_kgs: z.string(),
  usd_rub: z.string(),
  handover_locked_until: z.string().nullable(),
  parcels: z.array(
    z.object({
      parcel: parcelRef,
      status: namedResponse,
      /** Its open invoice, if any. */
      invoice: invoiceRef.nullable(),
      /** Storage past the free days not charged yet: charged when money is taken or the parcel handed over. */
      storage_accrued: moneyResponse,
      /** The open invoice plus the storage accrued. */
      due: moneyResponse,
      due_kgs: moneyResponse,
    }),
  ),
  total_due: moneyResponse,
  total_due_kgs: moneyResponse,
  total_due_rub: moneyResponse,
});
export type DeskClient = z.infer<typeof deskClientResponse>;

/** What a payment took: how, how much (in the currency taken, cash with what was handed over and the change), at which rate, and the dollars it credited. */
const moneyTaken = {
  method: z.enum(PAYMENT_METHODS),
  /** Kept, in the currency taken. */
  amount: moneyResponse,
  tendered: moneyResponse.nullable(),
  change: moneyResponse.nullable(),
  rate: z.string().nullable(),
  /** What it paid on the account, in dollars. */
  amount_usd: moneyResponse,
};

export const deskPaymentResponse = z.object({
  id: z.number(),
  /** Money taken, or given back (a refund). */
  kind: z.enum(['payment', 'refund']),
  key: z.string(),
  user: z.number(),
  ...moneyTaken,
  invoices: z.array(invoiceRef),
  created_at: z.string(),
});
export type DeskPayment = z.infer<typeof deskPaymentResponse>;

export const deskHandoverResponse = z.object({
  parcels: z.array(parcelRef.extend({ status: namedResponse })),
  by: z.enum(['code', 'override']),
});
export type DeskHandover = z.infer<typeof deskHandoverResponse>;

export const deskReportResponse = z.object({
  date: z.string(),
  /** The operator whose cash it is; null: everyone's (admins). */
  operator: namedResponse.nullable(),
  /** Per method and currency: what was taken less what was given back, and how many payments and refunds. */
  totals: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: moneyResponse, count: z.number() })),
  /** What the day's payments paid on accounts, in dollars, and the same summed from the ledger (they agree). */
  total_usd: moneyResponse,
  ledger_usd: moneyResponse,
  payments: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['payment', 'refund']),
      created_at: z.string(),
      client: z.object({ id: z.number(), unique_id: z.string(), name: z.string() }),
      operator: namedResponse.nullable(),
      ...moneyTaken,
      invoices: z.array(z.string()),
    }),
  ),
});
export type DeskReport = z.infer<typeof deskReportResponse>;
