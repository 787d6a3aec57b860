import { type Named, PARCEL_STATUS } from '@kerben/domain';
import { formatDay, formatTime } from '../../lib/format';

// How parcel values read to a customer. Only zod-free values of @kerben/domain: the home page's
// tracking widget uses these, and zod stays out of it.

const STATUS_COLOR: Record<number, string> = {
  [PARCEL_STATUS.received]: 'kerben',
  [PARCEL_STATUS.inTransit]: 'orange',
  // Waiting for the customer to come: the colour that asks for attention without alarming.
  [PARCEL_STATUS.atPickupPoint]: 'teal',
  [PARCEL_STATUS.sentByCourier]: 'violet',
  [PARCEL_STATUS.delivered]: 'green',
};

/** The Mantine colour of a status; an unknown one is grey. */
export function statusColor(statusId: number): string {
  return STATUS_COLOR[statusId] ?? 'gray';
}

/**
 * A calendar date (YYYY-MM-DD, read as it is, with no time zone shift) or a timestamp (in the
 * reader's time zone) as the reader's language writes a day: 23.11.2026, 11/23/2026; '' for nothing.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return formatDay(new Date(`${value}T00:00:00Z`), { timeZone: 'UTC' });
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date);
}

/** A timestamp's day and time in the reader's time zone: 23.11.2026, 14:48. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDay(date)}, ${formatTime(date)}`;
}

/** Prices are USD with two decimals: $12.50. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** Length × width × height (the numbers only), a dash for a missing side; '' when none was measured. */
export function formatDimensions({
  length,
  width,
  height,
}: {
  length: number | null;
  width: number | null;
  height: number | null;
}): string {
  const sides = [length, width, height];
  if (sides.every((side) => side === null)) return '';
  return sides.map((side) => side ?? '—').join(' × ');
}

/** 'США (Чикаго) → Кыргызстан'; a known end alone when the other is missing. */
export function formatRoute(origin: Named | null, destination: Named | null): string {
  return [origin?.name, destination?.name].filter(Boolean).join(' → ');
}
