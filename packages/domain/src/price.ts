import { COUNTRY } from './reference';

/** USD per kilogram for a route (docs/product.md#delivery-price). 0 means the route has no published rate. */
export function ratePerKg(originId: number | undefined, destinationId: number | undefined): number {
  if (originId === COUNTRY.usaChicago || destinationId === COUNTRY.kyrgyzstan) return 12;
  if (originId === COUNTRY.turkeyIstanbul && destinationId === COUNTRY.russia) return 9.5;
  if (originId === COUNTRY.usaChicago || destinationId === COUNTRY.russia) return 16;
  return 0;
}

export interface ParcelMeasures {
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

/** Volumetric weight (L x W x H / 6000), only when all three dimensions are above zero. */
export function volumetricWeight({ length, width, height }: ParcelMeasures): number {
  if (!length || !width || !height || length <= 0 || width <= 0 || height <= 0) return 0;
  return (length * width * height) / 6000;
}

/** Delivery price in USD rounded to cents, or undefined when no weight is given. */
export function deliveryPrice(
  measures: ParcelMeasures,
  originId: number | undefined,
  destinationId: number | undefined,
): number | undefined {
  if (measures.weight === undefined || measures.weight === null || Number.isNaN(measures.weight)) return undefined;
  const chargeable = Math.max(measures.weight, volumetricWeight(measures));
  return Math.round(ratePerKg(originId, destinationId) * chargeable * 100) / 100;
}

/** Published delivery time in days for a route; undefined: ask a manager. */
export function deliveryDays(originId: number | undefined, destinationId: number | undefined): [number, number] | undefined {
  const fromUsa = originId === COUNTRY.usaChicago || originId === COUNTRY.usaDelaware;
  if (fromUsa && destinationId === COUNTRY.russia) return [12, 17];
  if (fromUsa && destinationId === COUNTRY.kyrgyzstan) return [7, 9];
  if (originId === COUNTRY.turkeyIstanbul && destinationId === COUNTRY.russia) return [5, 7];
  return undefined;
}

export interface DeliveryQuote {
  actualWeight: number;
  /** 0 unless all three dimensions are above zero. */
  volumetricWeight: number;
  /** The larger of the two: what the rate is multiplied by. */
  chargeableWeight: number;
  ratePerKg: number;
  /** USD, rounded to cents. */
  price: number;
  days: [number, number] | undefined;
}

/**
 * Everything the calculator shows for a parcel, or undefined while the weight is empty: the same
 * rule as deliveryPrice, so the public calculator and the parcel wizard never disagree.
 */
export function deliveryQuote(
  measures: ParcelMeasures,
  originId: number | undefined,
  destinationId: number | undefined,
): DeliveryQuote | undefined {
  const price = deliveryPrice(measures, originId, destinationId);
  if (price === undefined || measures.weight === undefined || measures.weight === null) return undefined;
  const volumetric = volumetricWeight(measures);
  return {
    actualWeight: measures.weight,
    volumetricWeight: volumetric,
    chargeableWeight: Math.max(measures.weight, volumetric),
    ratePerKg: ratePerKg(originId, destinationId),
    price,
    days: deliveryDays(originId, destinationId),
  };
}
