import { z } from 'zod';
import { declaredGoodsFields } from './customs';
import { dateField, idField, idListField, optionalText, requiredText } from './fields';
import { localized } from './i18n/localize';
import { PARCEL_STATUS } from './parcel-status';
import { PARCEL_MSG } from './parcels';
import { DESTINATION_COUNTRY_IDS, namedResponse } from './reference';

// Shipments: the batches (a flight, a truck) in which operators send parcels from a warehouse to a
// destination country, with the manifest the customs broker needs.

export const SHIPMENT_STATUSES = ['open', 'sent', 'arrived'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_NAMES: Record<ShipmentStatus, string> = /* @__PURE__ */ localized('SHIPMENT_STATUS_NAMES', {
  open: 'Формируется',
  sent: 'Отправлена',
  arrived: 'Прибыла',
});

/** The allowed arrows: parcels are added while it is open; then it leaves, then it arrives. */
export const SHIPMENT_TRANSITIONS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  open: ['sent'],
  sent: ['arrived'],
  arrived: [],
};

/** What its parcels become when the shipment reaches a status: in transit, then at the pickup point. */
export const SHIPMENT_PARCEL_STATUS: Partial<Record<ShipmentStatus, number>> = {
  sent: PARCEL_STATUS.inTransit,
  arrived: PARCEL_STATUS.atPickupPoint,
};

/** Parcels are added only while at the warehouse, ready to ship. */
export const SHIPPABLE_PARCEL_STATUS = PARCEL_STATUS.received;

/** How a parcel is named in a refusal: by its number and name, and the track number operators scan. */
const parcelName = (parcel: { id: number; name: string; track_number: string }) =>
  `Посылка №${parcel.id} «${parcel.name}»${parcel.track_number ? ` (${parcel.track_number})` : ''}`;

type NamedParcel = { id: number; name: string; track_number: string };

export const SHIPMENT_MSG = /* @__PURE__ */ localized('SHIPMENT_MSG', {
  numberRequired: 'Введите номер отправки',
  numberTaken: 'Отправка с таким номером уже есть',
  carrierRequired: 'Укажите перевозчика',
  warehouseRequired: 'Выберите склад отправки',
  warehouseNotFound: 'Склад не найден',
  destinationRequired: 'Выберите страну получения',
  destinationInvalid: 'Выберите страну получения из списка',
  dateInvalid: 'Введите дату в формате ММ.ДД.ГГГГ',
  statusInvalid: 'Выберите статус из списка',
  statusNotNext: (from: ShipmentStatus, to: ShipmentStatus) =>
    `Отправку в статусе «${SHIPMENT_STATUS_NAMES[from]}» нельзя перевести в «${SHIPMENT_STATUS_NAMES[to]}»`,
  nothingToChange: 'Укажите, что изменить',
  notFound: 'Отправка не найдена',
  notOpen: 'Состав отправки меняется, только пока она формируется',
  empty: 'В отправке нет посылок: отправлять нечего',
  parcelsRequired: 'Укажите посылки: их номера или трек-номера',
  tracksInvalid: 'Некорректный список трек-номеров',
  trackNotFound: (track: string) => `Посылка с трек-номером ${track} не найдена`,
  idsMissing: PARCEL_MSG.idsMissing,
  parcelOtherWarehouse: (parcel: NamedParcel, parcelWarehouse: string, shipmentWarehouse: string) =>
    `${parcelName(parcel)} на складе «${parcelWarehouse}», а отправка — со склада «${shipmentWarehouse}»`,
  parcelOtherDestination: (parcel: NamedParcel, parcelDestination: string | null, shipmentDestination: string) =>
    parcelDestination
      ? `${parcelName(parcel)} едет в «${parcelDestination}», а отправка — в «${shipmentDestination}»`
      : `${parcelName(parcel)}: не указана страна получения, а отправка — в «${shipmentDestination}»`,
  parcelNoItems: (parcel: NamedParcel) => `${parcelName(parcel)}: нет описи вложения, без неё посылку не отправить`,
  parcelNotReady: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} в статусе «${status}»: в отправку добавляются только посылки, готовые к отправке`,
  parcelInOtherShipment: (parcel: NamedParcel, shipmentNumber: string) =>
    `${parcelName(parcel)} уже в отправке ${shipmentNumber}`,
  parcelTakenMeanwhile: 'Одну из посылок только что добавили в другую отправку. Обновите страницу и попробуйте снова',
  parcelNotInShipment: 'Этой посылки нет в отправке',
  /** The manifest's columns, in order, and its last row. */
  manifestColumns: [
    '№',
    'Трек-номер',
    'Код клиента',
    'Получатель',
    'Страна назначения',
    'Содержимое',
    'Количество, шт.',
    'Заявленная стоимость, USD',
    'Вес, кг',
    'Пошлина',
    'Сумма пошлины, EUR',
  ],
  manifestTotal: 'Итого',
  manifestDutyDue: 'Да',
  manifestDutyFree: 'Нет',
} as const);

const destinationField = idField(() => SHIPMENT_MSG.destinationRequired).refine(
  (id) => (DESTINATION_COUNTRY_IDS as readonly number[]).includes(id),
  { error: () => SHIPMENT_MSG.destinationInvalid },
);

/** POST /api/shipments/. */
export const shipmentSchema = z.object({
  number: requiredText(50, { required: () => SHIPMENT_MSG.numberRequired }),
  carrier: requiredText(100, { required: () => SHIPMENT_MSG.carrierRequired }),
  warehouse: idField(() => SHIPMENT_MSG.warehouseRequired),
  country_of_destination: destinationField,
  departure_date: dateField({ invalid: () => SHIPMENT_MSG.dateInvalid }).optional(),
  comment: optionalText(2000).optional(),
});
export type ShipmentInput = z.input<typeof shipmentSchema>;

/** PATCH /api/shipments/{id}/: the next status, and the details (where and whence it goes stay). */
export const shipmentUpdateSchema = shipmentSchema
  .pick({ number: true, carrier: true, departure_date: true, comment: true })
  .partial()
  .extend({ status: z.enum(SHIPMENT_STATUSES, { error: () => SHIPMENT_MSG.statusInvalid }).optional() })
  .refine((values) => Object.values(values).some((value) => value !== undefined), {
    path: ['non_field_errors'],
    error: () => SHIPMENT_MSG.nothingToChange,
  });

const trackListField = z
  .array(
    z
      .string({ error: () => SHIPMENT_MSG.tracksInvalid })
      .trim()
      .min(1, { error: () => SHIPMENT_MSG.tracksInvalid })
      .max(100, { error: () => PARCEL_MSG.trackTooLong }),
    {
      error: () => SHIPMENT_MSG.tracksInvalid,
    },
  )
  .min(1, { error: () => SHIPMENT_MSG.parcelsRequired })
  .max(500, { error: () => SHIPMENT_MSG.tracksInvalid });

/** POST /api/shipments/{id}/parcels/: by id (a selection) or by track number (a scan). */
export const shipmentParcelsSchema = z
  .object({
    ids: idListField({ required: () => SHIPMENT_MSG.parcelsRequired, invalid: () => PARCEL_MSG.idsInvalid }).optional(),
    track_numbers: trackListField.optional(),
  })
  .refine((values) => values.ids !== undefined || values.track_numbers !== undefined, {
    path: ['non_field_errors'],
    error: () => SHIPMENT_MSG.parcelsRequired,
  });

// ---- Answers

export const shipmentTotalsResponse = z.object({
  parcels: z.number(),
  weight_kg: z.number(),
  declared_value_usd: z.number(),
});

export const shipmentResponse = z.object({
  id: z.number(),
  number: z.string(),
  carrier: z.string(),
  warehouse: namedResponse,
  country_of_destination: namedResponse,
  departure_date: z.string().nullable(),
  comment: z.string(),
  status: z.object({ id: z.enum(SHIPMENT_STATUSES), name: z.string() }),
  /** Where it may move from here (`open` -> `sent` -> `arrived`). */
  next_statuses: z.array(z.enum(SHIPMENT_STATUSES)),
  totals: shipmentTotalsResponse,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentResponse>;

/** A parcel of a shipment as the operators' page and the manifest show it. */
export const shipmentParcelResponse = z.object({
  id: z.number(),
  name: z.string(),
  track_number: z.string(),
  unique_id_user: z.string(),
  /** The name on the delivery address, else the client's. */
  recipient: z.string(),
  weight: z.number().nullable(),
  status: namedResponse,
  ...declaredGoodsFields,
  added_at: z.string(),
});
export type ShipmentParcel = z.infer<typeof shipmentParcelResponse>;

export const shipmentDetailResponse = shipmentResponse.extend({ parcels: z.array(shipmentParcelResponse) });
export type ShipmentDetail = z.infer<typeof shipmentDetailResponse>;

/** After adding: the shipment, which parcels went in, and which were in it already (a second scan). */
export const shipmentAddResponse = shipmentDetailResponse.extend({
  added: z.array(z.number()),
  already_added: z.array(z.number()),
});
export type ShipmentAdd = z.infer<typeof shipmentAddResponse>;

export const SHIPMENTS_PAGE_SIZE = 20;
