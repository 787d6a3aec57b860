import { deliveryQuote, normalizeTrackNumber, routeTerms, SEED_TARIFF, type StorageStay } from '@kerben/domain';

// A parcel's own rules, pure: its track key, its price, its paid flag.

/** '' or nothing: no track number (many parcels may have none); otherwise its compared form. */
export const trackKeyOf = (track: string | undefined) => (track ? normalizeTrackNumber(track) || null : null);

/** What the parcel measures and where it goes: what its price by the rule is computed from. */
export interface PricedFields {
  weight?: number | null;
  width?: number | null;
  height?: number | null;
  length?: number | null;
  country_of_origin?: number | null;
  country_of_destination?: number | null;
}

const PRICED_FIELDS = ['weight', 'width', 'height', 'length', 'country_of_origin', 'country_of_destination'] as const;

/** SPEC.md section 9's price for what the parcel measures and where it goes; undefined without a weight. */
function priceByRule(parcel: PricedFields): number | undefined {
  return deliveryQuote(parcel, routeTerms(SEED_TARIFF, parcel.country_of_origin, parcel.country_of_destination))?.price;
}

/** A received parcel's price: the one the operator typed, else the rule's (0 without a weight). */
export function newParcelPrice(input: PricedFields & { price?: number | null }) {
  return { price: input.price ?? priceByRule(input) ?? 0, priceIsManual: input.price != null };
}

/** What an edited parcel has saved that its price depends on. */
export interface SavedPricing {
  priceIsManual: boolean;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  originCountryId: number | null;
  destinationCountryId: number | null;
}

/**
 * An edited parcel's price. A typed price is kept as typed until the operator types another, or
 * null to go back to the rule; a price by the rule follows new measures or a new route (what is
 * not sent is as saved). `price` is undefined when it stays as it is.
 */
export function changedParcelPrice(
  input: PricedFields & { price?: number | null },
  saved: SavedPricing,
): { price: number | undefined; priceIsManual: boolean } {
  const priceIsManual = input.price === undefined ? saved.priceIsManual : input.price !== null;
  if (input.price != null) return { price: input.price, priceIsManual };
  const repriced = input.price === null || PRICED_FIELDS.some((field) => input[field] !== undefined);
  if (priceIsManual || !repriced) return { price: undefined, priceIsManual };
  const sentOr = <T>(sent: T | undefined, kept: T) => (sent !== undefined ? sent : kept);
  const price = priceByRule({
    weight: sentOr(input.weight, saved.weight),
    width: sentOr(input.width, saved.width),
    height: sentOr(input.height, saved.height),
    length: sentOr(input.length, saved.length),
    country_of_origin: sentOr(input.country_of_origin, saved.originCountryId),
    country_of_destination: sentOr(input.country_of_destination, saved.destinationCountryId),
  });
  return { price: price ?? 0, priceIsManual };
}

/** The paid flag and when it was first set: marking paid keeps an earlier time, unmarking clears it. */
export function paidChange(isPaid: boolean | undefined, wasPaid: boolean) {
  if (isPaid === undefined || isPaid === wasPaid) return {};
  return { isPaid, paidAt: isPaid ? new Date() : null };
}

/** The stay the storage clock counts, from the columns the database's trigger keeps; null when not waiting. */
export function storageStay(parcel: {
  storageSince: Date | null;
  storageFreeUntil: string | null;
  storageFeePerDayUsd: number | null;
}): StorageStay | null {
  if (!parcel.storageSince || !parcel.storageFreeUntil) return null;
  return { since: parcel.storageSince, freeUntil: parcel.storageFreeUntil, feePerDayUsd: parcel.storageFeePerDayUsd ?? 0 };
}
