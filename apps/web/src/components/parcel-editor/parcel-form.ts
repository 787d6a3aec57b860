import {
  deliveryQuote,
  type ExpectedParcelFields,
  PARCEL_STATUS,
  type Parcel,
  parcelCreateSchema,
  routeTerms,
  type TariffTerms,
  toDisplayDate,
  WAREHOUSE_BY_ORIGIN,
  type Warehouse,
} from '@kerben/domain';
import { type FormErrors, schemaResolver } from '@mantine/form';
import type { ParcelValues } from '../../api/parcels';
import { itemValuesOf } from '../../lib/declaration-form';

/** The wizard's and the edit form's values: what is sent, plus the picked client's id (for their addresses). */
export interface ParcelFormValues extends ParcelValues {
  clientId: number | null;
}

/** The fields of each wizard step, in the order they show: a server error on one opens its step. */
export const PARCEL_STEPS: readonly (readonly (keyof ParcelFormValues)[])[] = [
  [
    'warehouse',
    'name',
    'track_number',
    'courier_service',
    'country_of_origin',
    'country_of_destination',
    'weight',
    'width',
    'length',
    'height',
    'items',
    'image',
  ],
  ['status', 'price', 'date_sent', 'date_arrived', 'image_check', 'comments'],
  ['unique_id_user', 'address'],
];

/** The step that holds a field (`items.0.description` is the declaration's); -1 for a field of no step. */
export function stepOfField(field: string): number {
  const top = field.split('.')[0] ?? field;
  return PARCEL_STEPS.findIndex((fields) => (fields as readonly string[]).includes(top));
}

/** The first step with one of these fields (the step to show after a failed save), if any. */
export function firstStepWithError(fields: readonly string[]): number | undefined {
  const steps = fields.map(stepOfField).filter((step) => step >= 0);
  return steps.length > 0 ? Math.min(...steps) : undefined;
}

const checkSchema = schemaResolver(parcelCreateSchema, { sync: true });

/** The same checks as the server (the domain schema), so the form shows the same messages. */
export function validateParcel(values: ParcelFormValues): FormErrors {
  return checkSchema(values);
}

const origins = new Set(Object.keys(WAREHOUSE_BY_ORIGIN).map(Number));

/**
 * A new parcel: status 'Получен, готов к отправке', the current warehouse, and as origin the
 * warehouse's country when parcels come from there (Chicago: США (Чикаго)).
 */
export function newParcelValues(warehouse?: Pick<Warehouse, 'id' | 'country'>): ParcelFormValues {
  const country = warehouse?.country?.id;
  return {
    name: '',
    unique_id_user: '',
    clientId: null,
    address: null,
    warehouse: warehouse ? String(warehouse.id) : null,
    status: String(PARCEL_STATUS.received),
    courier_service: null,
    country_of_origin: country !== undefined && origins.has(country) ? String(country) : null,
    country_of_destination: null,
    track_number: '',
    weight: '',
    width: '',
    height: '',
    length: '',
    price: '',
    comments: '',
    date_sent: '',
    date_arrived: '',
    image: null,
    image_check: null,
    items: [],
  };
}

const idText = (item: { id: number } | null) => (item ? String(item.id) : null);

/**
 * Receiving an expected parcel: a new parcel filled in from the announcement (client, address,
 * warehouse, track number, courier, origin, destination, comment); the operator adds the name,
 * weight, dimensions and photo.
 */
export function receiveValues(expected: ExpectedParcelFields): ParcelFormValues {
  return {
    ...newParcelValues(),
    unique_id_user: expected.user_detail.unique_id,
    clientId: expected.user_detail.id,
    address: idText(expected.address_detail),
    warehouse: String(expected.warehouse),
    track_number: expected.tracking_number,
    courier_service: idText(expected.courier_service_detail),
    country_of_origin: idText(expected.country_of_origin_detail),
    country_of_destination: idText(expected.country_of_destination_detail),
    comments: expected.comments,
    items: itemValuesOf(expected.items),
  };
}

/** A number typed into a form ('1,5' too); undefined when empty or not a number. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The price by the tariff in force (docs/money.md#tariff-and-exchange-rates) for what is typed;
 * undefined without a weight, or while the tariff has not arrived.
 */
export function rulePrice(
  values: Pick<ParcelValues, 'weight' | 'width' | 'length' | 'height' | 'country_of_origin' | 'country_of_destination'>,
  tariff: Pick<TariffTerms, 'routes'> | undefined,
) {
  if (!tariff) return undefined;
  const origin = values.country_of_origin ? Number(values.country_of_origin) : undefined;
  const destination = values.country_of_destination ? Number(values.country_of_destination) : undefined;
  const measures = {
    weight: typedNumber(values.weight),
    width: typedNumber(values.width),
    length: typedNumber(values.length),
    height: typedNumber(values.height),
  };
  const quote = deliveryQuote(measures, routeTerms(tariff, origin, destination));
  if (!quote) return undefined;
  return {
    /** Which end of the route is not chosen yet (the rate needs both): the destination is asked first. */
    missing: destination === undefined ? ('destination' as const) : origin === undefined ? ('origin' as const) : undefined,
    price: quote.price,
    rate: quote.ratePerKg,
    /** The weight paid for: the actual one or, when larger, the volumetric one. */
    chargeable: quote.chargeableWeight,
    volumetric: quote.volumetricWeight > quote.actualWeight,
  };
}

/** Money and weights with 2 decimals, as the company prints them. */
export const twoDecimals = (value: number) => value.toFixed(2);

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The edit form of a saved parcel. A price the rule gave stays empty, so new weight or dimensions
 * reprice the parcel; a price the operator set (price_is_manual) is kept as typed.
 */
export function parcelValuesOf(parcel: Parcel): ParcelFormValues {
  const values: ParcelFormValues = {
    name: parcel.name,
    unique_id_user: parcel.unique_id_user,
    clientId: parcel.client.id,
    address: parcel.address !== null ? String(parcel.address) : null,
    warehouse: String(parcel.warehouse),
    status: String(parcel.status.id),
    courier_service: parcel.courier_service !== null ? String(parcel.courier_service) : null,
    country_of_origin: parcel.country_of_origin ? String(parcel.country_of_origin.id) : null,
    country_of_destination: parcel.country_of_destination ? String(parcel.country_of_destination.id) : null,
    track_number: parcel.track_number,
    weight: text(parcel.weight),
    width: text(parcel.width),
    height: text(parcel.height),
    length: text(parcel.length),
    price: '',
    comments: parcel.comments,
    date_sent: toDisplayDate(parcel.date_sent),
    date_arrived: toDisplayDate(parcel.date_arrived),
    image: null,
    image_check: null,
    items: itemValuesOf(parcel.items),
  };
  return { ...values, price: parcel.price_is_manual ? String(parcel.price) : '' };
}

/** What goes to the server: the form's values without the picked client's id. */
export function parcelInput({ clientId: _clientId, ...values }: ParcelFormValues): ParcelValues {
  return values;
}
