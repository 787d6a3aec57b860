import { COUNTRY } from './parcel-status';
import { divideRounded } from './rounding';

// The tariff (delivery rates per route, the services' prices, insurance) and the delivery charge
// it gives a parcel: one rule for the public calculator, the parcel wizard and the billing. No zod
// here (the calculator of the public site imports it); the schemas are in tariffs.ts.

/** One route's delivery terms: from a warehouse's country of origin to a destination country. */
export interface RouteTerms {
  origin: number;
  destination: number;
  /** USD cents a chargeable kilogram. */
  rate_per_kg_cents: number;
  /** Volumetric weight (kg) = length × width × height (cm) / this. */
  volumetric_divisor: number;
  /** Published delivery days; null: ask a manager. */
  days_min: number | null;
  days_max: number | null;
}

export interface ServicePrices {
  photo_cents: number;
  /** By origin country id (as a text key): the check costs differ per warehouse. */
  quality_check_cents: Record<string, number>;
  /** The buy-out commission on the goods' value, in basis points (1000 = 10 %). */
  buyout_commission_bp: number;
  repack_cents: number;
  return_cents: number;
}

/** Insurance by the declared value: up to `up_to_value_cents` (inclusive) it costs `price_cents`; null: above every other tier. */
export interface InsuranceTier {
  up_to_value_cents: number | null;
  price_cents: number;
}

/** A tariff version's terms, as stored (jsonb) and answered. */
export interface TariffTerms {
  routes: RouteTerms[];
  services: ServicePrices;
  insurance: InsuranceTier[];
}

export const DEFAULT_VOLUMETRIC_DIVISOR = 6000;

const route = (origin: number, destination: number, rateCents: number, days: [number, number] | null): RouteTerms => ({
  origin,
  destination,
  rate_per_kg_cents: rateCents,
  volumetric_divisor: DEFAULT_VOLUMETRIC_DIVISOR,
  days_min: days?.[0] ?? null,
  days_max: days?.[1] ?? null,
});

/** The date the company's published prices have held since: the first tariff version takes effect then. */
export const SEED_TARIFF_EFFECTIVE_FROM = '2024-01-01';

/**
 * The company's published prices, the first tariff
 * version of a new installation: 12 USD a kg from Chicago or to Kyrgyzstan, 9.5 from Istanbul to
 * Russia, 16 from Delaware to Russia; photo $3, quality check USA $5 / Turkey $2, buy-out 10 %,
 * insurance up to $100 $3, $500 $5, $1000 $7.50, above $15. Admins change them in «Тарифы».
 */
export const SEED_TARIFF: TariffTerms = {
  routes: [
    route(COUNTRY.usaChicago, COUNTRY.kyrgyzstan, 1200, [7, 9]),
    route(COUNTRY.usaChicago, COUNTRY.russia, 1200, [12, 17]),
    route(COUNTRY.usaDelaware, COUNTRY.kyrgyzstan, 1200, [7, 9]),
    route(COUNTRY.usaDelaware, COUNTRY.russia, 1600, [12, 17]),
    route(COUNTRY.turkeyIstanbul, COUNTRY.kyrgyzstan, 1200, null),
    route(COUNTRY.turkeyIstanbul, COUNTRY.russia, 950, [5, 7]),
  ],
  services: {
    photo_cents: 300,
    quality_check_cents: { [COUNTRY.usaChicago]: 500, [COUNTRY.usaDelaware]: 500, [COUNTRY.turkeyIstanbul]: 200 },
    buyout_commission_bp: 1000,
    repack_cents: 0,
    return_cents: 0,
  },
  insurance: [
    { up_to_value_cents: 10_000, price_cents: 300 },
    { up_to_value_cents: 50_000, price_cents: 500 },
    { up_to_value_cents: 100_000, price_cents: 750 },
    { up_to_value_cents: null, price_cents: 1500 },
  ],
};

/** The route's terms in a tariff, or undefined: the route has no published rate. */
export function routeTerms(
  tariff: Pick<TariffTerms, 'routes'>,
  originId: number | null | undefined,
  destinationId: number | null | undefined,
): RouteTerms | undefined {
  return tariff.routes.find((r) => r.origin === originId && r.destination === destinationId);
}

/**
 * The version in force on `date` (YYYY-MM-DD): the latest to take effect on or before it (of two
 * with one date, the one made last, which comes later in the list).
 */
export function versionInForce<T extends { effective_from: string }>(versions: readonly T[], date: string): T | undefined {
  let found: T | undefined;
  for (const version of versions) {
    if (version.effective_from <= date && (!found || version.effective_from >= found.effective_from)) found = version;
  }
  return found;
}

/** Insurance for goods of this value (cents). */
export function insurancePrice(tiers: readonly InsuranceTier[], valueCents: number): number {
  const tier = tiers.find((t) => t.up_to_value_cents === null || valueCents <= t.up_to_value_cents);
  return tier?.price_cents ?? 0;
}

/** The buy-out commission on goods of this value, in cents, rounded once, half up. */
export const buyoutCommissionCents = (goodsCents: number, basisPoints: number) =>
  Number(divideRounded(BigInt(goodsCents) * BigInt(basisPoints), 10_000n));

// ---- The delivery charge

export interface ParcelMeasures {
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

/** Kilograms and centimetres have at most three decimals: thousandths as whole numbers. */
const thousandths = (value: number) => BigInt(Math.round(value * 1000));

/** Volumetric weight in grams (length × width × height / divisor kg, to the gram, half up); 0 unless all three dimensions are above zero. */
function volumetricGrams({ length, width, height }: ParcelMeasures, divisor: number): bigint {
  if (!length || !width || !height || length <= 0 || width <= 0 || height <= 0) return 0n;
  // cm³ in thousandths³ (10^9) / divisor = kg; × 1000 = grams.
  return divideRounded(thousandths(length) * thousandths(width) * thousandths(height), 1_000_000n * BigInt(divisor));
}

/** Volumetric weight in kg to the gram (0 without all three dimensions). */
export const volumetricWeight = (measures: ParcelMeasures, divisor = DEFAULT_VOLUMETRIC_DIVISOR): number =>
  Number(volumetricGrams(measures, divisor)) / 1000;

/** What a parcel's delivery charge is made of: the weights in grams, the rate and the amount in cents. */
export interface DeliveryCharge {
  actual_g: number;
  volumetric_g: number;
  chargeable_g: number;
  rate_per_kg_cents: number;
  volumetric_divisor: number;
  amount_cents: number;
}

/**
 * The delivery charge of a weighed parcel on a route: the rate times the larger of the actual and
 * the volumetric weight (both to the gram, as the invoice prints them), rounded to the cent once,
 * half up. Undefined without a weight; without a route (no published rate) the charge is 0.
 */
export function deliveryCharge(measures: ParcelMeasures, route: RouteTerms | undefined): DeliveryCharge | undefined {
  const { weight } = measures;
  if (weight === undefined || weight === null || !Number.isFinite(weight)) return undefined;
  const divisor = route?.volumetric_divisor ?? DEFAULT_VOLUMETRIC_DIVISOR;
  const rate = route?.rate_per_kg_cents ?? 0;
  const actual = thousandths(weight);
  const volumetric = volumetricGrams(measures, divisor);
  const chargeable = volumetric > actual ? volumetric : actual;
  return {
    actual_g: Number(actual),
    volumetric_g: Number(volumetric),
    chargeable_g: Number(chargeable),
    rate_per_kg_cents: rate,
    volumetric_divisor: divisor,
    amount_cents: Number(divideRounded(BigInt(rate) * chargeable, 1000n)),
  };
}

export interface DeliveryQuote {
  actualWeight: number;
  /** 0 unless all three dimensions are above zero. */
  volumetricWeight: number;
  /** The larger of the two: what the rate is multiplied by. */
  chargeableWeight: number;
  /** USD a kg (0: the route has no published rate). */
  ratePerKg: number;
  /** USD, to the cent. */
  price: number;
  priceCents: number;
  days: [number, number] | undefined;
}

/**
 * Everything the calculator shows for a parcel on a route of the tariff, or undefined while the
 * weight is empty: the same rule as the charge the billing posts, so the public calculator, the
 * parcel wizard and the invoice never disagree.
 */
export function deliveryQuote(measures: ParcelMeasures, route: RouteTerms | undefined): DeliveryQuote | undefined {
  const charge = deliveryCharge(measures, route);
  if (!charge) return undefined;
  return {
    actualWeight: charge.actual_g / 1000,
    volumetricWeight: charge.volumetric_g / 1000,
    chargeableWeight: charge.chargeable_g / 1000,
    ratePerKg: charge.rate_per_kg_cents / 100,
    price: charge.amount_cents / 100,
    priceCents: charge.amount_cents,
    days: route && route.days_min !== null && route.days_max !== null ? [route.days_min, route.days_max] : undefined,
  };
}
