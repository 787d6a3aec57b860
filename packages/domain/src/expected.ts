import { z } from 'zod';
import { declaredGoodsFields } from './customs';
import { declaredItemsField } from './declarations';
import { booleanField, clearableIdField, idField, optionalText } from './fields';
import { localized } from './i18n/localize';
import { PARCEL_MSG, parcelResponse } from './parcels';
import { namedResponse, WAREHOUSE_BY_ORIGIN } from './reference';
import { addressResponse, clientNameResponse } from './warehouses';

// Expected parcels: a customer announces a parcel on its way to one of our warehouses; when it
// arrives, an operator receives it (it becomes a warehouse parcel) in seconds.

export const EXPECTED_MSG = /* @__PURE__ */ localized('EXPECTED_MSG', {
  trackingRequired: 'Введите трек-номер',
  trackingTooLong: 'Трек-номер не длиннее 100 символов',
  courierRequired: 'Выберите курьерскую службу',
  courierInvalid: 'Выберите курьерскую службу из списка',
  originRequired: 'Выберите страну отправки: по ней выбирается склад',
  originInvalid: 'Выберите страну отправки из списка',
  originWarehouseClosed: 'Склад этой страны сейчас не принимает посылки. Напишите нам, и мы подскажем, как быть',
  destinationInvalid: 'Выберите страну получения из списка',
  warehouseRequired: 'Выберите склад',
  warehouseInvalid: 'Склад не найден',
  addressInvalid: 'Выберите адрес из списка',
  addressNotOwners: 'Этот адрес не принадлежит клиенту',
  userRequired: 'Выберите клиента',
  userNotFound: 'Клиент не найден',
  notFound: 'Ожидаемая посылка не найдена',
  alreadyReceived: 'Эта посылка уже принята на склад',
  alreadyAnnounced: 'Вы уже ожидаете посылку с этим трек-номером',
  clientAlreadyAnnounced: 'Клиент уже ожидает посылку с этим трек-номером',
  trackingInvalid: 'Введите трек-номер',
} as const);

/** The warehouse of an origin (3 -> 14, 10 -> 28, 4 -> 24): a customer never chooses it. */
export const warehouseForOrigin = (originId: number | null | undefined): number | undefined =>
  originId === null || originId === undefined ? undefined : WAREHOUSE_BY_ORIGIN[originId];

const trackingField = z
  .string({ error: () => EXPECTED_MSG.trackingRequired })
  .trim()
  .min(1, { error: () => EXPECTED_MSG.trackingRequired })
  .max(100, { error: () => EXPECTED_MSG.trackingTooLong });

/** POST /api/my_warehouse/add/. `warehouse` and `user` count only from operators and admins. */
export const expectedParcelSchema = z.object({
  courier_service: idField(() => EXPECTED_MSG.courierRequired),
  tracking_number: trackingField,
  country_of_origin: idField(() => EXPECTED_MSG.originRequired),
  country_of_destination: clearableIdField(() => EXPECTED_MSG.destinationInvalid),
  address: clearableIdField(() => EXPECTED_MSG.addressInvalid),
  comments: optionalText(2000).optional(),
  warehouse: idField(() => EXPECTED_MSG.warehouseInvalid).optional(),
  user: idField(() => EXPECTED_MSG.userNotFound).optional(),
  /**
   * The declared contents. Optional here because the existing client announces without them; the
   * announcement forms ask for at least one item (expectedDeclarationSchema).
   */
  items: declaredItemsField().optional(),
});
export const expectedParcelUpdateSchema = expectedParcelSchema.partial();

/** What the announcement forms ask: at least one declared item (a parcel crosses a border with its declaration). */
export const expectedDeclarationSchema = z.object({ items: declaredItemsField({ min: 1 }) });
export type ExpectedParcelInput = z.input<typeof expectedParcelSchema>;

/** A yes-or-no filter of the operators' list (`?received=`, `?conflict=`). */
export const expectedFlagFilter = booleanField({ invalid: () => PARCEL_MSG.flagInvalid });

// ---- Answers

export const expectedParcelResponse = z.object({
  id: z.number(),
  tracking_number: z.string(),
  /**
   * Every reference is an id, as the original API answered an announcement and the older client
   * reads it (its edit compares the countries with ids); the objects are beside them as
   * `<field>_detail` (docs/legacy-client.md).
   */
  courier_service: z.number(),
  courier_service_detail: namedResponse,
  warehouse: z.number(),
  warehouse_detail: namedResponse,
  country_of_origin: z.number().nullable(),
  country_of_origin_detail: namedResponse.nullable(),
  country_of_destination: z.number().nullable(),
  country_of_destination_detail: namedResponse.nullable(),
  address: z.number().nullable(),
  address_detail: addressResponse.nullable(),
  comments: z.string(),
  user: z.number(),
  user_detail: clientNameResponse,
  /** Received: the warehouse parcel it became. */
  received: z.boolean(),
  parcel: z.object({ id: z.number() }).nullable(),
  created_at: z.string(),
  /** The duty by the value alone: the parcel is not weighed yet. */
  ...declaredGoodsFields,
});
export type ExpectedParcel = z.infer<typeof expectedParcelResponse>;
/** What the customer's and the operators' answers share (`user` is an id in one, a profile object in the other). */
export type ExpectedParcelFields = Omit<ExpectedParcel, 'user'>;

/**
 * The client of an announcement in the operators' list: the profile object the original API nested
 * there (the older client fills the parcel's client code from `user.unique_id`). The avatar is not
 * kept by Kerben, and the passport images, private files, are not handed out in a list
 * (GET /api/users/profile/{id}/ gives them to admins): those three are null.
 */
export const expectedClientProfileResponse = z.object({
  id: z.number(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.null(),
  phone_number: z.string(),
  front_image: z.null(),
  back_image: z.null(),
  created_at: z.string(),
  user_address: z.string(),
});
export type ExpectedClientProfile = z.infer<typeof expectedClientProfileResponse>;

/**
 * How long an announcement an operator deleted while on its way stays out of the operators' list:
 * if no parcel with its number is received for its client by then, it comes back (never lost silently).
 */
export const WITHDRAWAL_RETURN_MINUTES = 15;

/** The lines of an announcement's history, in order (texts: EXPECTED_HISTORY). */
export const EXPECTED_EVENTS = ['announced', 'withdrawn', 'returned', 'received'] as const;
export type ExpectedEventKind = (typeof EXPECTED_EVENTS)[number];

/** What each history line says. */
export const EXPECTED_HISTORY: Record<ExpectedEventKind, string> = /* @__PURE__ */ localized('EXPECTED_HISTORY', {
  announced: 'Клиент объявил посылку',
  withdrawn: 'Оператор удалил объявление',
  returned: `Посылка с этим трек-номером не принята за ${WITHDRAWAL_RETURN_MINUTES} минут после удаления: объявление вернулось в список`,
  received: 'Посылка принята на склад',
});

export const expectedEventResponse = z.object({ event: z.enum(EXPECTED_EVENTS), at: z.string() });
export type ExpectedEvent = z.infer<typeof expectedEventResponse>;

/**
 * What operators see of an announcement: its client as a profile object (as the original API's
 * operators' list nested it; the customer's own list answers the id), whether another open
 * announcement has the same track number (someone may have announced a number that is not theirs),
 * and what became of an operator's delete. Never shown to customers.
 */
export const adminExpectedParcelResponse = expectedParcelResponse.extend({
  user: expectedClientProfileResponse,
  conflict: z.boolean(),
  /**
   * An operator deleted it while on its way less than WITHDRAWAL_RETURN_MINUTES ago: out of the
   * list (`?withdrawn=true` finds it) until a parcel with its number is received for its client.
   */
  withdrawn: z.boolean(),
  /** Deleted while on its way and no parcel received within the time: back in the list since then. */
  returned_at: z.string().nullable(),
  /** Announced, deleted by an operator, returned, received: each with when. */
  history: z.array(expectedEventResponse),
});
export type AdminExpectedParcel = z.infer<typeof adminExpectedParcelResponse>;

/** One of several open announcements of a scanned number: the operator matches the client code on the label. */
export const scanCandidateResponse = z.object({
  /** The announcement's id: choosing it receives that announcement. */
  id: z.number(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ScanCandidate = z.infer<typeof scanCandidateResponse>;

/**
 * GET /api/my_warehouse/lookup/: what a scanned track number is, each part or both null. With
 * several open announcements of the number `expected` is null and `candidates` lists them all
 * (otherwise it is empty): the scan never picks a client by itself.
 */
export const scanLookupResponse = z.object({
  expected: expectedParcelResponse.nullable(),
  parcel: parcelResponse.nullable(),
  candidates: z.array(scanCandidateResponse),
});
export type ScanLookup = z.infer<typeof scanLookupResponse>;

export const EXPECTED_PAGE_SIZE = 7;
