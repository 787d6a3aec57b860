import type { Tariffs, TariffVersion } from '@kerben/domain';
import type { RequestBody } from '../../../api/operations';
import { minorText, parseMinor } from '../../../components/money/money-text';

// «Изменить тарифы» as a form: every amount typed in dollars (or per cent) as text, turned into the
// whole cents (basis points) the API takes on the way out, and the API's field names turned back
// into the form's so that its messages land beside the right inputs.

export interface RouteValues {
  origin: number;
  destination: number;
  /** Dollars a kilogram, as typed. */
  rate: string;
  volumetric_divisor: string;
  /** Empty: no published days (ask a manager). */
  days_min: string;
  days_max: string;
}

export interface InsuranceValues {
  /** Up to this value in dollars; empty on the last tier (above every other). */
  up_to: string;
  price: string;
}

export interface StorageValues {
  warehouse: number;
  name: string;
  free_days: string;
  /** Dollars a day past the free ones. */
  fee: string;
}

export interface TariffFormValues {
  effective_from: string;
  routes: RouteValues[];
  photo: string;
  /** Per origin country id. */
  quality_check: Record<string, string>;
  /** Per cent of the goods' value ("10", "7,5"). */
  commission: string;
  repack: string;
  return: string;
  insurance: InsuranceValues[];
  storage: StorageValues[];
}

const text = (value: number | null) => (value === null ? '' : String(value));
/** A whole number as typed; NaN (the schema's message) when it is not one. */
const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);
const cents = (value: string) => parseMinor(value) ?? Number.NaN;
const optionalWhole = (value: string) => (value.trim() === '' ? null : whole(value));

/** The form for new terms, filled in from a version (the one in force, or a scheduled one) and today's storage terms. */
export function tariffValuesOf(version: TariffVersion, storage: Tariffs['storage'], effectiveFrom: string): TariffFormValues {
  return {
    effective_from: effectiveFrom,
    routes: version.routes.map((route) => ({
      origin: route.origin,
      destination: route.destination,
      rate: minorText(route.rate_per_kg_cents),
      volumetric_divisor: String(route.volumetric_divisor),
      days_min: text(route.days_min),
      days_max: text(route.days_max),
    })),
    photo: minorText(version.services.photo_cents),
    quality_check: Object.fromEntries(
      Object.entries(version.services.quality_check_cents).map(([origin, price]) => [origin, minorText(price)]),
    ),
    commission: minorText(version.services.buyout_commission_bp).replace(/\.?0+$/, ''),
    repack: minorText(version.services.repack_cents),
    return: minorText(version.services.return_cents),
    insurance: version.insurance.map((tier) => ({
      up_to: tier.up_to_value_cents === null ? '' : minorText(tier.up_to_value_cents),
      price: minorText(tier.price_cents),
    })),
    storage: storage.map((row) => ({
      warehouse: row.warehouse.id,
      name: row.warehouse.name,
      free_days: String(row.current.free_days),
      fee: minorText(row.current.fee_per_day_cents),
    })),
  };
}

/** PATCH /api/tariffs/: the whole price list and every warehouse's storage terms from the date. */
export function tariffRequest(values: TariffFormValues): RequestBody<'patch', '/api/tariffs/'> {
  return {
    effective_from: values.effective_from,
    routes: values.routes.map((route) => ({
      origin: route.origin,
      destination: route.destination,
      rate_per_kg_cents: cents(route.rate),
      volumetric_divisor: whole(route.volumetric_divisor),
      days_min: optionalWhole(route.days_min),
      days_max: optionalWhole(route.days_max),
    })),
    services: {
      photo_cents: cents(values.photo),
      quality_check_cents: Object.fromEntries(
        Object.entries(values.quality_check).map(([origin, price]) => [origin, cents(price)]),
      ),
      // Per cent with two decimals is basis points: "10" -> 1000.
      buyout_commission_bp: cents(values.commission),
      repack_cents: cents(values.repack),
      return_cents: cents(values.return),
    },
    insurance: values.insurance.map((tier, index) => ({
      up_to_value_cents: index === values.insurance.length - 1 && tier.up_to.trim() === '' ? null : cents(tier.up_to),
      price_cents: cents(tier.price),
    })),
    storage: values.storage.map((row) => ({
      warehouse: row.warehouse,
      free_days: whole(row.free_days),
      fee_per_day_cents: cents(row.fee),
    })),
  };
}

/** The request's field names -> the form's (`routes.0.rate_per_kg_cents` -> `routes.0.rate`). */
const RENAMES: [RegExp, string][] = [
  [/^routes\.(\d+)\.rate_per_kg_cents$/, 'routes.$1.rate'],
  [/^services\.photo_cents$/, 'photo'],
  [/^services\.quality_check_cents(\..*)?$/, 'quality_check$1'],
  [/^services\.buyout_commission_bp$/, 'commission'],
  [/^services\.repack_cents$/, 'repack'],
  [/^services\.return_cents$/, 'return'],
  [/^insurance\.(\d+)\.up_to_value_cents$/, 'insurance.$1.up_to'],
  [/^insurance\.(\d+)\.price_cents$/, 'insurance.$1.price'],
  [/^storage\.(\d+)\.fee_per_day_cents$/, 'storage.$1.fee'],
];

/** A field of the request as the form names it. */
export function formFieldOf(field: string): string {
  for (const [pattern, replacement] of RENAMES) {
    if (pattern.test(field)) return field.replace(pattern, replacement);
  }
  return field;
}

/** Messages keyed by the request's fields, keyed by the form's. */
export function renameErrors<T>(errors: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [formFieldOf(field), message]));
}
