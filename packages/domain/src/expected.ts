import { z } from 'zod';
import { dutyResponse } from './customs';
import { declaredItemResponse, declaredItemsField } from './declarations';
import { booleanField, clearableIdField, idField, optionalText } from './fields';
import { parcelResponse } from './parcels';
import { namedResponse, WAREHOUSE_BY_ORIGIN } from './reference';
import { addressResponse } from './warehouses';

// Expected parcels: a customer announces a parcel on its way to one of our warehouses; when it
// arrives, an operator receives it (it becomes a warehouse parcel) in seconds.

export const EXPECTED_MSG = {
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
} as const;

/** The warehouse of an origin (3 -> 14, 10 -> 28, 4 -> 24): a customer never chooses it. */
export const warehouseForOrigin = (originId: number | null | undefined): number | undefined =>
  originId === null || originId === undefined ? undefined : WAREHOUSE_BY_ORIGIN[originId];

const trackingField = z
  .string({ error: EXPECTED_MSG.trackingRequired })
  .trim()
  .min(1, EXPECTED_MSG.trackingRequired)
  .max(100, EXPECTED_MSG.trackingTooLong);

/** POST /api/my_warehouse/add/. `warehouse` and `user` count only from operators and admins. */
export const expectedParcelSchema = z.object({
  courier_service: idField(EXPECTED_MSG.courierRequired),
  tracking_number: trackingField,
  country_of_origin: idField(EXPECTED_MSG.originRequired),
  country_of_destination: clearableIdField(EXPECTED_MSG.destinationInvalid),
  address: clearableIdField(EXPECTED_MSG.addressInvalid),
  comments: optionalText(2000).optional(),
  warehouse: idField(EXPECTED_MSG.warehouseInvalid).optional(),
  user: idField(EXPECTED_MSG.userNotFound).optional(),
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
export const expectedFlagFilter = booleanField({ invalid: 'Ожидается да или нет' });

// ---- Answers

export const expectedParcelResponse = z.object({
  id: z.number(),
  tracking_number: z.string(),
  /**
   * `courier_service`, `warehouse`, `address` and `user` are ids, as the existing client sends and
   * reads them; the objects are beside them as `<field>_detail` (docs/seed-contract.md).
   */
  courier_service: z.number(),
  courier_service_detail: namedResponse,
  warehouse: z.number(),
  warehouse_detail: namedResponse,
  country_of_origin: namedResponse.nullable(),
  country_of_destination: namedResponse.nullable(),
  address: z.number().nullable(),
  address_detail: addressResponse.nullable(),
  comments: z.string(),
  user: z.number(),
  user_detail: z.object({ id: z.number(), unique_id: z.string(), first_name: z.string(), last_name: z.string() }),
  /** Received: the warehouse parcel it became. */
  received: z.boolean(),
  parcel: z.object({ id: z.number() }).nullable(),
  created_at: z.string(),
  items: z.array(declaredItemResponse),
  declared_value_usd: z.number(),
  /** By the value alone: the parcel is not weighed yet. */
  duty: dutyResponse,
});
export type ExpectedParcel = z.infer<typeof expectedParcelResponse>;

/**
 * What operators see of an announcement: also whether another open announcement has the same
 * track number (someone may have announced a number that is not theirs). Never shown to customers.
 */
export const adminExpectedParcelResponse = expectedParcelResponse.extend({
  conflict: z.boolean(),
  /** An operator deleted it while on its way: kept until a parcel with its number is received for its client. */
  withdrawn: z.boolean(),
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
