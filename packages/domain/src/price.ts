import { COUNTRY } from './reference';

/** USD per kilogram for a route (SPEC.md section 9). 0 means the route has no published rate. */
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
