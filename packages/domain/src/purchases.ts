import { z } from 'zod';
import { countField, emailField, optionalText, positiveNumberField, requiredText, urlField } from './fields';
import { localized } from './i18n/localize';
import { MSG } from './messages';
import { centsOf, dollarsOf } from './money';
import { buyoutCommissionCents } from './price';
import { clientNameResponse } from './warehouses';

// Buy-out requests: someone (a visitor or a customer) asks us to buy an item in a foreign shop;
// an operator quotes a price, the customer pays, we buy it and receive it at a warehouse.

export const PURCHASE_MSG = /* @__PURE__ */ localized('PURCHASE_MSG', {
  // The form's messages, as customers know them
  required: MSG.required,
  nameMin: 'Минимум 3 символа',
  countMin: 'Минимум 1',
  emailInvalid: 'Некорректный email',
  telegramInvalid: 'Некорректный username',
  phoneInvalid: 'Некорректный номер телефона',
  // What a refused send says
  submitFailed: 'Ошибка при отправке данных',
  urlInvalid: 'Введите ссылку на товар, например https://www.amazon.com/…',
  notFound: 'Заявка не найдена',
  transitionRefused: (from: string, to: string) => `Заявку в состоянии «${from}» нельзя перевести в «${to}»`,
  priceRequired: 'Укажите стоимость товара',
  priceInvalid: 'Введите сумму в долларах, например 49.99',
  priceOnlyBeforePayment: 'Цену можно менять, только пока заявка не оплачена',
  orderNumberRequired: 'Укажите номер заказа в магазине',
  reasonRequired: 'Укажите причину отмены',
  parcelRequired: 'Укажите трек-номер посылки, в которой пришёл товар',
  parcelNotFound: 'Посылка с таким трек-номером не найдена',
  parcelOfAnotherClient: 'Эта посылка принадлежит другому клиенту',
  stateInvalid: 'Выберите состояние из списка',
  paymentOnlyWhenQuoted: 'Подтверждение оплаты можно загрузить, когда заявке назначена цена',
  paymentRequired: 'Выберите изображение подтверждения оплаты',
  ownerMayOnlyPay: 'Вы можете загрузить только подтверждение оплаты',
  deleteOnlyNew: 'Удалить можно только заявку, на которую ещё не ответили',
  filterInvalid: 'Некорректный фильтр',
} as const);

/** The answer promised to whoever submits, in hours. */
export const PURCHASE_ANSWER_HOURS = 6;
export const PURCHASES_PAGE_SIZE = 10;

/**
 * What the customer pays: the goods, our commission on them (the tariff's basis points, 1000 = 10 %,
 * counted in cents and rounded once, half up) and the delivery estimate; dollars with two decimals,
 * as the request keeps them.
 */
export function purchaseTotals(goods: number, delivery: number, commissionBp: number) {
  const goodsCents = centsOf(goods);
  const feeCents = buyoutCommissionCents(goodsCents, commissionBp);
  const deliveryCents = centsOf(delivery);
  return {
    goods: dollarsOf(goodsCents),
    fee: dollarsOf(feeCents),
    delivery: dollarsOf(deliveryCents),
    total: dollarsOf(goodsCents + feeCents + deliveryCents),
    /** The commission as a percentage, for the texts ("10", "7,5"). */
    feePercent: String(commissionBp / 100).replace('.', ','),
  };
}

// ---- States: new -> quoted -> paid -> purchased -> received, or cancelled before purchase

export const PURCHASE_STATES = ['new', 'quoted', 'paid', 'purchased', 'received', 'cancelled'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** Where each state may go (docs/product.md#buy-out-requests): only forward, and cancelled only before purchase. */
export const PURCHASE_TRANSITIONS: Record<PurchaseState, readonly PurchaseState[]> = {
  new: ['quoted', 'cancelled'],
  quoted: ['paid', 'cancelled'],
  paid: ['purchased', 'cancelled'],
  purchased: ['received'],
  received: [],
  cancelled: [],
};

export const canMovePurchase = (from: PurchaseState, to: PurchaseState) => PURCHASE_TRANSITIONS[from].includes(to);

/** The operators' names of the states. */
export const PURCHASE_STATE_NAMES: Record<PurchaseState, string> = /* @__PURE__ */ localized('PURCHASE_STATE_NAMES', {
  new: 'Новая',
  quoted: 'Цена назначена',
  paid: 'Оплачена',
  purchased: 'Выкуплена',
  received: 'Получена на складе',
  cancelled: 'Отменена',
});

/** What customers are used to seeing: waiting, processed, or cancelled. */
export type PurchaseShownState = 'waiting' | 'processed' | 'cancelled';
export function shownPurchaseState(state: PurchaseState): PurchaseShownState {
  if (state === 'cancelled') return 'cancelled';
  return state === 'purchased' || state === 'received' ? 'processed' : 'waiting';
}

/** `status_request` of the existing clients: true from purchased on. */
export const isPurchaseDone = (state: PurchaseState) => state === 'purchased' || state === 'received';
/** Paid from the admin's confirmation on (a cancelled request keeps whether it had been paid). */
export const PAID_STATES: readonly PurchaseState[] = ['paid', 'purchased', 'received'];

// ---- The request form

/** @ and 1-15 word characters, the @ optional. */
export const TELEGRAM_PATTERN = /^@?\w{1,15}$/;
/** A standard address whose domain ends in 2-4 letters. */
export const PURCHASE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
/** WhatsApp: + and 1-14 digits (spaces, dashes and brackets typed for reading are ignored). */
export const WHATSAPP_PATTERN = /^\+\d{1,14}$/;

const whatsappField = z.string({ error: () => PURCHASE_MSG.required }).transform((typed, ctx) => {
  const value = typed.replace(/[\s()-]/g, '');
  // One message per field: nothing typed but the forced + is a missing number, not a wrong one.
  if (value === '' || value === '+') ctx.addIssue({ code: 'custom', message: PURCHASE_MSG.required });
  else if (!WHATSAPP_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: PURCHASE_MSG.phoneInvalid });
  return value;
});

/** The text fields of POST /api/purchase/add/; the screenshots are checked beside them (files). */
export const purchaseSchema = z.object({
  // Empty says only 'required'; 1-2 characters 'Минимум 3 символа'.
  full_name: requiredText(200, { required: () => PURCHASE_MSG.required }).refine(
    (value) => value.length === 0 || value.length >= 3,
    { error: () => PURCHASE_MSG.nameMin },
  ),
  url: urlField({ required: () => PURCHASE_MSG.required, invalid: () => PURCHASE_MSG.urlInvalid }),
  name_of_purchase: requiredText(200, { required: () => PURCHASE_MSG.required }),
  count: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    countField({ required: () => PURCHASE_MSG.required, min: () => PURCHASE_MSG.countMin }, 10_000),
  ),
  email: emailField({ required: () => PURCHASE_MSG.required, invalid: () => PURCHASE_MSG.emailInvalid }, PURCHASE_EMAIL_PATTERN),
  description: requiredText(2000, { required: () => PURCHASE_MSG.required }),
  telegram: optionalText(100)
    .refine((value) => value === '' || TELEGRAM_PATTERN.test(value), { error: () => PURCHASE_MSG.telegramInvalid })
    .optional(),
  phone_number: whatsappField,
});
export type PurchaseInput = z.input<typeof purchaseSchema>;

/** An admin's change of a request: a move to another state with what that state needs, and a comment. */
export const purchaseUpdateSchema = z.object({
  state: z.enum(PURCHASE_STATES, { error: () => PURCHASE_MSG.stateInvalid }).optional(),
  goods_price: positiveNumberField({ invalid: () => PURCHASE_MSG.priceInvalid }).optional(),
  delivery_price: z
    .preprocess(
      (value) => (value === '' ? null : typeof value === 'string' ? value.trim().replace(',', '.') : value),
      z.coerce
        .number({ error: () => PURCHASE_MSG.priceInvalid })
        .min(0, { error: () => PURCHASE_MSG.priceInvalid })
        .max(1_000_000)
        .nullable(),
    )
    .optional(),
  order_number: optionalText(100).optional(),
  /** The track number of the warehouse parcel the goods arrived in (moving to received). */
  parcel_track_number: optionalText(100).optional(),
  cancel_reason: optionalText(1000).optional(),
  /** What the operator tells the customer (shown in the request's details). */
  comment: optionalText(2000).optional(),
});
export type PurchaseUpdateInput = z.input<typeof purchaseUpdateSchema>;

// ---- Answers

export const purchaseEventResponse = z.object({
  id: z.number(),
  state: z.enum(PURCHASE_STATES),
  /** What happened besides the state (a price, a reason, an uploaded payment confirmation). */
  note: z.string(),
  created_at: z.string(),
  /** Who: shown to admins; a customer sees only whether it was them or Kerben. */
  changed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  by_customer: z.boolean(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventResponse>;

export const purchaseResponse = z.object({
  id: z.number(),
  full_name: z.string(),
  url: z.string(),
  name_of_purchase: z.string(),
  count: z.number(),
  email: z.string(),
  description: z.string(),
  telegram: z.string(),
  phone_number: z.string(),
  /** Signed links to private files (the owner and admins only). */
  purchase_image: z.string().nullable(),
  purchase_image_2: z.string().nullable(),
  payment_confirmation: z.string().nullable(),
  state: z.enum(PURCHASE_STATES),
  /** Existing clients: true from purchased on. */
  status_request: z.boolean(),
  is_paid: z.boolean(),
  /** The quote: null until an admin sets it. */
  goods_price: z.number().nullable(),
  fee: z.number().nullable(),
  delivery_price: z.number().nullable(),
  price: z.number().nullable(),
  order_number: z.string(),
  cancel_reason: z.string(),
  comment: z.string(),
  parcel: z.object({ id: z.number(), track_number: z.string() }).nullable(),
  /** The client's id, as the existing client reads it (null: a visitor's); the client itself is `user_detail`. */
  user: z.number().nullable(),
  user_detail: clientNameResponse.nullable(),

  created_at: z.string(),
  updated_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseResponse>;

/** GET /api/purchase/get/{id}/: the request and its history, oldest first. */
export const purchaseDetailsResponse = purchaseResponse.extend({ history: z.array(purchaseEventResponse) });
export type PurchaseDetails = z.infer<typeof purchaseDetailsResponse>;

// ---- What the owner is told (in the app and by mail)

const money = (value: number) => `$${value.toFixed(2)}`;

export const PURCHASE_EVENT_TEXT = /* @__PURE__ */ localized('PURCHASE_EVENT_TEXT', {
  quoted: (name: string, totals: ReturnType<typeof purchaseTotals>) => ({
    title: `Заявка на выкуп «${name}»: цена назначена`,
    description: `Стоимость товара ${money(totals.goods)}, наша комиссия ${totals.feePercent}% ${money(totals.fee)}, доставка (оценка) ${money(totals.delivery)}. Итого к оплате ${money(totals.total)}. Оплатите и загрузите подтверждение оплаты в разделе «Мои заявки на выкуп».`,
  }),
  paid: (name: string) => ({
    title: `Заявка на выкуп «${name}»: оплата подтверждена`,
    description: `Мы получили оплату за «${name}» и скоро выкупим товар.`,
  }),
  purchased: (name: string, orderNumber: string) => ({
    title: `Заявка на выкуп «${name}»: товар выкуплен`,
    description: `Мы выкупили «${name}». Номер заказа в магазине: ${orderNumber}.`,
  }),
  received: (name: string, track: string) => ({
    title: `Заявка на выкуп «${name}»: товар на складе`,
    description: `Товар «${name}» получен на складе (посылка ${track}). Её путь виден в разделе «Мои посылки».`,
  }),
  cancelled: (name: string, reason: string) => ({
    title: `Заявка на выкуп «${name}» отменена`,
    description: `Заявка отменена. Причина: ${reason}`,
  }),
  commented: (name: string, comment: string) => ({
    title: `Заявка на выкуп «${name}»: сообщение от Kerben`,
    description: comment,
  }),
} as const);

/** The history notes (what else a change did). */
export const PURCHASE_NOTE = /* @__PURE__ */ localized('PURCHASE_NOTE', {
  submitted: 'Заявка отправлена',
  quoted: (totals: ReturnType<typeof purchaseTotals>) =>
    `Цена: товар ${money(totals.goods)} + комиссия ${money(totals.fee)} + доставка ${money(totals.delivery)} = ${money(totals.total)}`,
  paymentUploaded: 'Загружено подтверждение оплаты',
  purchased: (orderNumber: string) => `Номер заказа: ${orderNumber}`,
  received: (track: string) => `Посылка: ${track}`,
  cancelled: (reason: string) => `Причина: ${reason}`,
  comment: (comment: string) => `Комментарий: ${comment}`,
} as const);

/** The mail that goes with a buy-out notification; a visitor without an account learns how to follow it. */
export function purchaseMail(text: { title: string; description: string }, requestsUrl: string, hasAccount: boolean) {
  const follow = hasAccount
    ? `Ваши заявки и их история — в личном кабинете: ${requestsUrl}`
    : `Зарегистрируйтесь на сайте с этой почтой, и заявка появится в личном кабинете: ${requestsUrl}`;
  return { subject: `Kerben: ${text.title}`, text: `${text.description}\n\n${follow}\n\nKerben` };
}
