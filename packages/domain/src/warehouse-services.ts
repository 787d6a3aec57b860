import { z } from 'zod';
import { declaredItemResponse, declaredValueUsd, MAX_DECLARED_ITEMS } from './declarations';
import { idField, optionalText, requiredText } from './fields';
import type { LazyMessage } from './i18n/localize';
import { localized, localizedFunction } from './i18n/localize';
import { formatMoney, moneyResponse } from './money';
import { deliveryCharge, insurancePrice, type RouteTerms, type TariffTerms } from './price';
import { namedResponse } from './reference';

// Warehouse services the customer orders on a parcel waiting at a warehouse (photos of the contents,
// a quality check, repacking, a return to the shop, insurance) and the consolidation of several
// parcels into one box; the warehouse works them off as tasks («Задания склада»). Prices come from
// the tariff in force when the order is made (docs/product.md#warehouse-services).

/** What a customer orders on one parcel. */
export const SERVICE_KINDS = ['photo', 'quality_check', 'repack', 'return', 'insurance'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
/** Every task of the warehouse: the services, and the consolidation of several parcels. */
export const TASK_KINDS = [...SERVICE_KINDS, 'consolidation'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * ordered -> in_work -> done | declined; ordered -> cancelled (the customer, before the warehouse
 * starts). Insurance is no warehouse work: ordered until the parcel ships, then done (charged).
 */
export const SERVICE_STATUSES = ['ordered', 'in_work', 'done', 'declined', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** Orders the warehouse still has to do (they hold their parcels from shipments). */
export const OPEN_SERVICE_STATUSES = ['ordered', 'in_work'] as const satisfies readonly ServiceStatus[];
/** What an operator moves a task to. */
export const TASK_MOVES = ['in_work', 'done', 'declined'] as const;

export const TASK_KIND_NAMES: Record<TaskKind, string> = /* @__PURE__ */ localized('TASK_KIND_NAMES', {
  photo: 'Фото содержимого',
  quality_check: 'Проверка качества',
  repack: 'Переупаковка',
  return: 'Возврат отправителю',
  insurance: 'Страховка',
  consolidation: 'Объединение посылок',
});

export const SERVICE_STATUS_NAMES: Record<ServiceStatus, string> = /* @__PURE__ */ localized('SERVICE_STATUS_NAMES', {
  ordered: 'Ждёт склада',
  in_work: 'В работе',
  done: 'Выполнено',
  declined: 'Отклонено',
  cancelled: 'Отменено',
});

/** A status as the customer reads it: insurance waits for the shipment, not for the warehouse. */
export const serviceStatusName = /* @__PURE__ */ localizedFunction(
  'serviceStatusName',
  (kind: TaskKind, status: ServiceStatus) =>
    kind === 'insurance' && status === 'ordered'
      ? 'Оформлена: оплата при отправке'
      : kind === 'insurance' && status === 'done'
        ? 'Действует'
        : SERVICE_STATUS_NAMES[status],
);

/** Whether the warehouse has work to do on it (insurance never: it only waits for the shipment). */
export const isWarehouseTask = (kind: TaskKind) => kind !== 'insurance';

export const MAX_SERVICE_PHOTOS = 10;
export const MAX_CONSOLIDATED_PARCELS = 20;
export const SERVICES_PAGE_SIZE = 20;

type NamedParcel = { id: number; name: string; track_number: string };
const parcelName = (parcel: NamedParcel) =>
  `Посылка №${parcel.id} «${parcel.name}»${parcel.track_number ? ` (${parcel.track_number})` : ''}`;

export const SERVICE_MSG = /* @__PURE__ */ localized('SERVICE_MSG', {
  serviceInvalid: 'Выберите услугу из списка',
  optionsInvalid: 'Некорректные параметры услуги',
  flagInvalid: 'Ожидается да или нет',
  labelRequired: 'Приложите этикетку возврата от магазина (фото или снимок экрана)',
  labelOnlyForReturn: 'Этикетка нужна только для возврата отправителю',
  notFound: 'Заказ не найден',
  parcelNotWaiting: (status: string) =>
    `Услуги заказываются для посылок на складе (статус «Получен, готов к отправке»); у этой посылки статус «${status}»`,
  parcelInShipment: (shipment: string) => `Посылка уже в отправке ${shipment}: услуги для неё больше не заказываются`,
  parcelInConsolidation: 'Посылка ждёт объединения: закажите услугу для коробки, когда склад её соберёт',
  alreadyOrdered: (kind: TaskKind) => `«${TASK_KIND_NAMES[kind]}» уже заказана для этой посылки`,
  notOffered: (kind: TaskKind) => `«${TASK_KIND_NAMES[kind]}» для посылок из этой страны не оказывается`,
  insuranceNoValue: 'Чтобы застраховать посылку, укажите опись вложения с ценами: страховка считается от объявленной стоимости',
  statusInvalid: 'Выберите: взять в работу, выполнено или отклонить',
  reasonRequired: 'Укажите причину отказа: её увидит клиент',
  noteTooLong: 'Не длиннее 1000 символов',
  closed: (status: ServiceStatus) => `Заказ уже закрыт: «${SERVICE_STATUS_NAMES[status]}»`,
  alreadyInWork: (name: string) => `Задание уже в работе у сотрудника ${name}`,
  takenByOther: (name: string) => `Задание в работе у сотрудника ${name}: его заканчивает он или администратор`,
  notTaken: 'Сначала возьмите задание в работу',
  photosRequired: 'Приложите фото содержимого',
  tooManyPhotos: `Не больше ${MAX_SERVICE_PHOTOS} фото`,
  photosOnlyWhenDone: 'Фото прикладываются, когда задание выполнено',
  insuranceNotATask: 'Страховка не требует работы склада: она оплачивается, когда посылка отправляется',
  consolidationCompletes: 'Объединение завершается взвешиванием коробки: «Завершить объединение»',
  cancelTooLate: 'Склад уже взял заказ в работу: отменить его нельзя',
  parcelLeft: (status: string) => `Посылки уже нет на складе (статус «${status}»): задание можно только отклонить`,
  filterInvalid: 'Некорректный фильтр',
  /** A shipment refuses a parcel the warehouse still has work on. */
  heldFromShipment: (parcel: NamedParcel, tasks: readonly TaskKind[]) =>
    `${parcelName(parcel)}: склад ещё не выполнил ${tasks.map((kind) => `«${TASK_KIND_NAMES[kind]}»`).join(', ')}; выполните или отклоните задания, потом добавляйте в отправку`,
} as const);

export const CONSOLIDATION_MSG = /* @__PURE__ */ localized('CONSOLIDATION_MSG', {
  parcelsRequired: 'Выберите хотя бы две посылки',
  tooMany: `Не больше ${MAX_CONSOLIDATED_PARCELS} посылок в одной коробке`,
  parcelsInvalid: 'Некорректный список посылок',
  parcelRepeated: 'Посылка указана дважды',
  parcelNotFound: (id: number) => `Посылка №${id} не найдена`,
  otherOwners: 'Объединить можно только посылки одного клиента',
  otherWarehouses: 'Посылки на разных складах: объединяются только посылки одного склада',
  otherDestinations: 'Посылки едут в разные страны: объединяются только посылки с одной страной получения',
  otherAddresses: 'У посылок разные адреса получателя: объединяются посылки на один адрес',
  notWaiting: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} в статусе «${status}»: объединяются только посылки, ждущие на складе`,
  inShipment: (parcel: NamedParcel, shipment: string) => `${parcelName(parcel)} уже в отправке ${shipment}`,
  openOrders: (parcel: NamedParcel, kinds: readonly TaskKind[]) =>
    `${parcelName(parcel)}: есть незавершённые заказы (${kinds.map((kind) => `«${TASK_KIND_NAMES[kind]}»`).join(', ')}); дождитесь их выполнения или отмените`,
  invoiced: (parcel: NamedParcel) => `${parcelName(parcel)}: по ней уже выставлен счёт, её нельзя объединить`,
  tooManyItems: `В описи коробки было бы больше ${MAX_DECLARED_ITEMS} позиций: объедините меньше посылок`,
  notConsolidation: 'Это не объединение посылок',
  trackRequired: 'Отсканируйте или введите трек-номер',
  trackTooLong: 'Трек-номер не длиннее 100 символов',
  notInConsolidation: (track: string) => `Посылки ${track} нет в этом объединении`,
  notScanned: (tracks: readonly string[]) => `Не отсканированы посылки: ${tracks.join(', ')}`,
  weightInvalid: 'Вес коробки: положительное число килограммов',
  sizeInvalid: 'Размер коробки: положительное число сантиметров',
  cancelTooLate: 'Склад уже начал объединение: отменить его нельзя',
  /** The box's name, as its label and lists show it. */
  boxName: (count: number) => `Коробка из ${count} посылок`,
} as const);

/** What the customer hears when the warehouse finishes or declines a task. */
export const SERVICE_NOTICE = /* @__PURE__ */ localized('SERVICE_NOTICE', {
  done: (kind: TaskKind, parcel: string, note: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: выполнено`,
    description: `Склад выполнил «${TASK_KIND_NAMES[kind]}» для посылки «${parcel}».${note ? ` Комментарий склада: ${note}` : ''} Результат — на странице посылки.`,
  }),
  combined: (box: { name: string; trackNumber: string }, count: number) => ({
    title: 'Посылки объединены',
    description: `Склад объединил ${count} посылки в коробку «${box.name}» (трек-номер ${box.trackNumber}). Доставка считается по весу коробки; исходные посылки получили статус «Объединена».`,
  }),
  declined: (kind: TaskKind, parcel: string, reason: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: отклонено`,
    description: `Склад не смог выполнить «${TASK_KIND_NAMES[kind]}» для посылки «${parcel}». Причина: ${reason}. Денег за это не берём.`,
  }),
} as const);

/** The box's own track number (its label's barcode): from the consolidation's number, so it never repeats. */
export const boxTrackNumber = (consolidationId: number) => `BOX-${String(consolidationId).padStart(6, '0')}`;

// ---- Prices

/** What a service's price depends on: the parcel's origin (the check's price) and its declared value (insurance). */
export interface ServicedParcel {
  originCountryId: number | null;
  items: readonly { quantity: number; unit_price_usd: number }[];
}

/**
 * A service's price in cents by the tariff's terms, or undefined when it is not offered for this
 * parcel: a quality check from a country without a price, insurance of goods without a declared value.
 */
export function servicePrice(terms: Pick<TariffTerms, 'services' | 'insurance'>, kind: ServiceKind, parcel: ServicedParcel) {
  switch (kind) {
    case 'photo':
      return terms.services.photo_cents;
    case 'quality_check':
      return parcel.originCountryId === null ? undefined : terms.services.quality_check_cents[String(parcel.originCountryId)];
    case 'repack':
      return terms.services.repack_cents;
    case 'return':
      return terms.services.return_cents;
    case 'insurance': {
      const value = Math.round(declaredValueUsd(parcel.items) * 100);
      return value > 0 ? insurancePrice(terms.insurance, value) : undefined;
    }
  }
}

/** What the consolidation preview compares: the parcels' own delivery charges, and about what one box of their weight costs. */
export interface ConsolidationEstimate {
  separateCents: number;
  /** The box by the children's actual weights together (its own measures decide; undefined without every weight). */
  boxCents: number | undefined;
  boxWeightKg: number;
}

export function consolidationEstimate(
  parcels: readonly { weight: number | null; price: number }[],
  route: RouteTerms | undefined,
): ConsolidationEstimate {
  const separateCents = parcels.reduce((sum, parcel) => sum + Math.round(parcel.price * 100), 0);
  const grams = parcels.reduce((sum, parcel) => sum + Math.round((parcel.weight ?? 0) * 1000), 0);
  const weighed = parcels.every((parcel) => parcel.weight !== null && parcel.weight > 0);
  const box = weighed ? deliveryCharge({ weight: grams / 1000 }, route) : undefined;
  return { separateCents, boxCents: box?.amount_cents, boxWeightKg: grams / 1000 };
}

/** The box's declaration: the children's items together, equal lines (description and price) summed. */
export function combinedItems<T extends { description: string; quantity: number; unit_price_usd: number }>(
  lists: readonly (readonly T[])[],
): T[] {
  const lines = new Map<string, T>();
  for (const item of lists.flat()) {
    const key = `${item.description.trim().toLowerCase()}|${Math.round(item.unit_price_usd * 100)}`;
    const seen = lines.get(key);
    lines.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...lines.values()];
}

// ---- Requests

/** A flag typed into a form: true/false, or their text in a multipart body. */
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: () => SERVICE_MSG.flagInvalid }),
);

/** An object sent as JSON, or as its JSON text (a multipart body sends it as one field). */
const jsonObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const serviceOptionsSchema = z.strictObject(
  {
    /** What the customer asks the warehouse to look at or do. */
    comment: optionalText(500).optional(),
    /** Repacking: throw away the shoe boxes, wrap in bubble wrap. */
    remove_shoe_boxes: flag.optional(),
    bubble_wrap: flag.optional(),
  },
  { error: () => SERVICE_MSG.optionsInvalid },
);
export type ServiceOptions = z.output<typeof serviceOptionsSchema>;

/** POST /api/warehouses/product/{id}/services/ (the prepaid label of a return is added by the server, as a file). */
export const serviceOrderSchema = z.object({
  service: z.enum(SERVICE_KINDS, { error: () => SERVICE_MSG.serviceInvalid }),
  options: jsonObject(serviceOptionsSchema).default({}),
});
export type ServiceOrderInput = z.input<typeof serviceOrderSchema>;

/** A measure an operator types: a number, or its text with a dot or a comma. */
const measure = (message: LazyMessage) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(',', '.') || undefined : value),
    z.coerce.number({ error: message }).positive({ error: message }).max(100_000, { error: message }),
  );

/** PATCH /api/services/{id}/'s fields (the server adds the photos). */
export const taskUpdateFields = z.object({
  status: z.enum(TASK_MOVES, { error: () => SERVICE_MSG.statusInvalid }),
  note: optionalText(1000).optional(),
  reason: optionalText(500).optional(),
  /** The parcel's weight after the work (repacked): it is charged by it. */
  weight: measure(() => CONSOLIDATION_MSG.weightInvalid).optional(),
});

/** A task declined says why: the customer reads it. */
export const declineNeedsReason = <T extends z.ZodType<{ status: string; reason?: string }>>(schema: T) =>
  schema.refine((value) => value.status !== 'declined' || Boolean(value.reason), {
    path: ['reason'],
    error: () => SERVICE_MSG.reasonRequired,
  });

/** PATCH /api/services/{id}/: an operator takes a task, finishes it (the result) or declines it (the reason). */
export const taskUpdateSchema = declineNeedsReason(taskUpdateFields);
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** POST /api/consolidations/: the parcels to combine and whether their own boxes go. */
export const consolidationSchema = z.object({
  parcel_ids: z
    .array(
      idField(() => CONSOLIDATION_MSG.parcelsInvalid),
      { error: () => CONSOLIDATION_MSG.parcelsRequired },
    )
    .min(2, { error: () => CONSOLIDATION_MSG.parcelsRequired })
    .max(MAX_CONSOLIDATED_PARCELS, { error: () => CONSOLIDATION_MSG.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: () => CONSOLIDATION_MSG.parcelRepeated }),
  options: z
    .strictObject(
      {
        /** Take every parcel out of its own box (a smaller box, fewer kilograms). */
        remove_boxes: flag.optional(),
        comment: optionalText(500).optional(),
      },
      { error: () => SERVICE_MSG.optionsInvalid },
    )
    .default({}),
});
export type ConsolidationInput = z.input<typeof consolidationSchema>;

/** POST /api/consolidations/{id}/scan/: a child scanned into the box. */
export const consolidationScanSchema = z.object({
  track_number: requiredText(100, { required: () => CONSOLIDATION_MSG.trackRequired }),
});

/** POST /api/consolidations/{id}/complete/: the box weighed and measured. */
export const consolidationCompleteSchema = z.object({
  weight: measure(() => CONSOLIDATION_MSG.weightInvalid),
  length: measure(() => CONSOLIDATION_MSG.sizeInvalid),
  width: measure(() => CONSOLIDATION_MSG.sizeInvalid),
  height: measure(() => CONSOLIDATION_MSG.sizeInvalid),
});
export type ConsolidationCompleteInput = z.input<typeof consolidationCompleteSchema>;

// ---- Answers

const taskParcel = z.object({ id: z.number(), name: z.string(), track_number: z.string(), status: namedResponse });

/** An order or a consolidation, as its customer and the warehouse see it. */
export const serviceOrderResponse = z.object({
  id: z.number(),
  service: z.enum(TASK_KINDS),
  service_name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  status_name: z.string(),
  options: z.object({
    comment: z.string().optional(),
    remove_shoe_boxes: z.boolean().optional(),
    bubble_wrap: z.boolean().optional(),
    remove_boxes: z.boolean().optional(),
    /** Insurance: the declared value it covers (cents), as it was when ordered. */
    declared_value_cents: z.number().optional(),
  }),
  /** By the tariff when ordered; charged when done (insurance: when the parcel ships). Null for a consolidation (the box is charged its delivery). */
  price: moneyResponse.nullable(),
  /** The parcel the service is for; of a consolidation, the box once it is made. */
  parcel: taskParcel.nullable(),
  /** A consolidation's parcels, each with whether it was scanned into the box. */
  parcels: z.array(
    taskParcel.extend({ weight: z.number().nullable(), items: z.array(declaredItemResponse), scanned: z.boolean() }),
  ),
  warehouse: namedResponse,
  client: z.object({ id: z.number(), unique_id: z.string(), first_name: z.string(), last_name: z.string() }),
  /** The shop's prepaid return label: a private, short-lived signed link. */
  label: z.string().nullable(),
  /** The warehouse's result: its note, photos (signed links) and the weight it found. */
  note: z.string(),
  photos: z.array(z.string()),
  weight: z.number().nullable(),
  /** Why the warehouse declined it (the customer reads it). */
  reason: z.string(),
  /** Who works on it (operators and admins see it; customers get null). */
  taken_by: namedResponse.nullable(),
  taken_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrderResponse>;

/** The text of a service's ledger entry: what was done, or the value insured. */
export const serviceEntryText = /* @__PURE__ */ localizedFunction(
  'serviceEntryText',
  (details: Record<string, unknown>): string | undefined => {
    const kind = details.service;
    if (typeof kind !== 'string' || !(kind in TASK_KIND_NAMES)) return undefined;
    const value = details.declared_value_cents;
    if (kind === 'insurance' && typeof value === 'number') {
      return `объявленная стоимость ${formatMoney({ amount: value, currency: 'USD' })}`;
    }
    return TASK_KIND_NAMES[kind as TaskKind];
  },
);
