import { z } from 'zod';
import { declaredGoodsFields } from './customs';
import { declaredItemResponse, declaredItemsField } from './declarations';
import {
  booleanField,
  clearableIdField,
  dateField,
  idField,
  idListField,
  optionalText,
  positiveNumberField,
  requiredText,
} from './fields';
import { localized } from './i18n/localize';
import { MSG, plural } from './messages';
import { namedResponse } from './reference';
import { storageClockResponse } from './storage-clock';
import { addressResponse, clientNameResponse } from './warehouses';

// Warehouse parcels: what an operator receives, weighs, photographs and ships to a client.

export const PARCEL_MSG = /* @__PURE__ */ localized('PARCEL_MSG', {
  nameRequired: 'Введите название посылки',
  clientRequired: 'Укажите код клиента',
  clientNotFound: 'Клиент с таким кодом не найден',
  addressInvalid: 'Выберите адрес из списка',
  addressNotClients: 'Этот адрес не принадлежит выбранному клиенту',
  warehouseRequired: 'Выберите склад',
  warehouseNotFound: 'Склад не найден',
  statusInvalid: 'Выберите статус из списка',
  statusNotFound: 'Такого статуса нет',
  statusFlowOnly: (status: string) =>
    `Статус «${status}» ставит сам склад, объединяя посылки или возвращая их магазину, а не правка посылки`,
  statusFinal: (status: string) => `Посылка в статусе «${status}»: этот статус больше не меняется`,
  courierInvalid: 'Выберите курьерскую службу из списка',
  countryInvalid: 'Выберите страну из списка',
  weightInvalid: 'Вес должен быть положительным числом',
  sizeInvalid: 'Размер должен быть положительным числом',
  priceInvalid: 'Цена должна быть положительным числом',
  dateInvalid: 'Введите дату в формате ММ.ДД.ГГГГ',
  flagInvalid: 'Ожидается да или нет',
  trackTooLong: 'Трек-номер не длиннее 100 символов',
  trackTaken: (parcel: { id: number; name: string }) => `Этот трек-номер уже у посылки №${parcel.id} «${parcel.name}»`,
  trackTakenByAnother: 'Этот трек-номер уже у другой посылки',
  notFound: 'Посылка не найдена',
  trackNotFound: 'Трек-код товара не найден',
  idsRequired: 'Выберите посылки',
  idsInvalid: 'Некорректный список посылок',
  idsMissing: (ids: readonly number[]) =>
    `${plural(ids.length, 'Посылка не найдена', 'Посылки не найдены', 'Посылки не найдены')}: ${ids.join(', ')}. Ничего не изменено.`,
  nothingToChange: 'Укажите, что изменить: статус, даты или оплату',
  /** A parcel of a bulk delete is still referred to (`holders`: "1 отправка"): none is deleted. */
  deleteHeld: (id: number, holders: readonly string[]) => `${MSG.deleteRefused(holders, `посылку №${id}`)} Ничего не удалено.`,
  filterInvalid: 'Некорректный фильтр',
} as const);

/**
 * Track numbers are stored as typed and compared in one form everywhere (uniqueness, filters,
 * tracking, scanning): upper case, without spaces and dashes.
 */
export function normalizeTrackNumber(track: string): string {
  return track.toUpperCase().replace(/[\s-]+/g, '');
}

const trackNumberField = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: () => PARCEL_MSG.trackTooLong })
    .trim()
    .max(100, { error: () => PARCEL_MSG.trackTooLong }),
);

const measures = {
  weight: positiveNumberField({ invalid: () => PARCEL_MSG.weightInvalid }, 100_000).optional(),
  width: positiveNumberField({ invalid: () => PARCEL_MSG.sizeInvalid }, 100_000).optional(),
  height: positiveNumberField({ invalid: () => PARCEL_MSG.sizeInvalid }, 100_000).optional(),
  length: positiveNumberField({ invalid: () => PARCEL_MSG.sizeInvalid }, 100_000).optional(),
};

/** The wizard's fields; the photo and the receipt are added by each side. */
export const parcelFields = {
  name: requiredText(200, { required: () => PARCEL_MSG.nameRequired }),
  unique_id_user: requiredText(20, { required: () => PARCEL_MSG.clientRequired }).transform((code) =>
    code.replace(/^#/, '').toUpperCase(),
  ),
  address: clearableIdField(() => PARCEL_MSG.addressInvalid),
  warehouse: idField(() => PARCEL_MSG.warehouseRequired),
  status: idField(() => PARCEL_MSG.statusInvalid).optional(),
  courier_service: clearableIdField(() => PARCEL_MSG.courierInvalid),
  track_number: trackNumberField.optional(),
  ...measures,
  /**
   * Absent: the server prices the parcel by the rule of docs/product.md#delivery-price (and again when its
   * weight, dimensions or route change); given: the admin's price, kept; null: back to the rule.
   */
  price: positiveNumberField({ invalid: () => PARCEL_MSG.priceInvalid }, 1_000_000).optional(),
  is_paid: booleanField({ invalid: () => PARCEL_MSG.flagInvalid }).optional(),
  comments: optionalText(2000).optional(),
  date_sent: dateField({ invalid: () => PARCEL_MSG.dateInvalid }).optional(),
  date_arrived: dateField({ invalid: () => PARCEL_MSG.dateInvalid }).optional(),
  country_of_origin: clearableIdField(() => PARCEL_MSG.countryInvalid),
  country_of_destination: clearableIdField(() => PARCEL_MSG.countryInvalid),
  /** The declared contents; absent keeps them, an empty list (or null) clears them. */
  items: declaredItemsField().optional(),
};

export const parcelCreateSchema = z.object(parcelFields);
export const parcelUpdateSchema = z.object(parcelFields).partial();
export type ParcelInput = z.input<typeof parcelCreateSchema>;

/**
 * In a bulk change an empty value means "leave as is" (the existing client sends every field of its
 * form, `"date_sent": ""` included); an explicit null clears.
 */
const leftAsIsWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** PATCH /api/warehouses/product/update/: the same change to several parcels at once. */
export const parcelBulkUpdateSchema = z
  .object({
    ids: idListField({ required: () => PARCEL_MSG.idsRequired, invalid: () => PARCEL_MSG.idsInvalid }),
    status: leftAsIsWhenBlank(idField(() => PARCEL_MSG.statusInvalid)),
    date_sent: leftAsIsWhenBlank(dateField({ invalid: () => PARCEL_MSG.dateInvalid })),
    date_arrived: leftAsIsWhenBlank(dateField({ invalid: () => PARCEL_MSG.dateInvalid })),
    is_paid: leftAsIsWhenBlank(booleanField({ invalid: () => PARCEL_MSG.flagInvalid })),
  })
  .refine((v) => v.status !== undefined || v.date_sent !== undefined || v.date_arrived !== undefined || v.is_paid !== undefined, {
    path: ['non_field_errors'],
    error: () => PARCEL_MSG.nothingToChange,
  });
export type ParcelBulkUpdateInput = z.input<typeof parcelBulkUpdateSchema>;

/** PUT /api/warehouses/product/delete/: explicit ids only, never "all". */
export const parcelBulkDeleteSchema = z.object({
  ids: idListField({ required: () => PARCEL_MSG.idsRequired, invalid: () => PARCEL_MSG.idsInvalid }),
});

// ---- Answers

/** A parcel as its owner, operators and admins see it. */
export const parcelResponse = z.object({
  id: z.number(),
  name: z.string(),
  /** The photo (its label shows a name and an address): a private, short-lived signed link. */
  image: z.string().nullable(),
  /** The receipt: a private, short-lived signed link. */
  image_check: z.string().nullable(),
  weight: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  length: z.number().nullable(),
  price: z.number(),
  /** The admin typed the price (otherwise it is the rule's, following weight and dimensions). */
  price_is_manual: z.boolean(),
  track_number: z.string(),
  unique_id_user: z.string(),
  client: clientNameResponse,
  /** The owner's id, as the existing client reads it (`client` has the code and name). */
  user: z.number(),
  /** The address's id, as the existing client reads it; the address itself is `address_detail`. */
  address: z.number().nullable(),
  address_detail: addressResponse.nullable(),
  comments: z.string(),
  date_sent: z.string().nullable(),
  date_arrived: z.string().nullable(),
  /** Ids where the existing client reads ids (docs/legacy-client.md); names beside them. */
  warehouse: z.number(),
  warehouse_detail: namedResponse,
  courier_service: z.number().nullable(),
  courier_service_detail: namedResponse.nullable(),
  status: namedResponse,
  /** The paid flag under the name the existing client reads. */
  status_many: z.boolean(),
  is_paid: z.boolean(),
  country_of_origin: namedResponse.nullable(),
  country_of_destination: namedResponse.nullable(),
  /** The storage clock while the parcel waits at a warehouse; null while it travels or once handed over. */
  storage: storageClockResponse.nullable(),
  /** The box it was combined into (status «Объединена»), by id; null otherwise. */
  consolidated_into: z.number().nullable(),
  created_at: z.string(),
  /** The declared contents, their value and the duty it will pay. */
  ...declaredGoodsFields,
});
export type Parcel = z.infer<typeof parcelResponse>;

/** A parcel handed over at the desk: to whom, on which document, and how the desk was sure (the owner's code, or an admin's override and why). */
export const parcelHandoverResponse = z.object({
  recipient_name: z.string(),
  document: z.string(),
  by: z.enum(['code', 'override']),
  override_reason: z.string().nullable(),
});
export type ParcelHandover = z.infer<typeof parcelHandoverResponse>;

/**
 * One step of a parcel's history, with when and (for admins) who: a status it got, or its declared
 * contents as they became (declared by the customer, corrected by an operator).
 */
export const parcelEventResponse = z.object({
  id: z.number(),
  /** The status it got; null on a change of the declaration. */
  status: namedResponse.nullable(),
  declaration: z.object({ items: z.array(declaredItemResponse), declared_value_usd: z.number() }).nullable(),
  /** On the row of status 7 when the desk handed it over. */
  handover: parcelHandoverResponse.nullable(),
  created_at: z.string(),
  changed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type ParcelEvent = z.infer<typeof parcelEventResponse>;

/** Tracking by number for anyone: where the parcel is and when, nothing about whose it is. */
export const publicTrackingResponse = z.object({
  track_number: z.string(),
  status: namedResponse,
  /** The warehouse's id, as the existing client reads it; its name in `warehouse_detail`. */
  warehouse: z.number(),
  warehouse_detail: namedResponse,
  country_of_origin: namedResponse.nullable(),
  country_of_destination: namedResponse.nullable(),
  date_sent: z.string().nullable(),
  date_arrived: z.string().nullable(),
  /** Status changes only: the contents are the owner's business. */
  timeline: z.array(z.object({ status: namedResponse, created_at: z.string() })),
});
export type PublicTracking = z.infer<typeof publicTrackingResponse>;

/** The owner and admins also get the whole parcel. */
export const trackingResponse = publicTrackingResponse.extend({ parcel: parcelResponse.optional() });
export type Tracking = z.infer<typeof trackingResponse>;

export const PARCELS_PAGE_SIZE = 5;
export const MY_PARCELS_PAGE_SIZE = 10;
