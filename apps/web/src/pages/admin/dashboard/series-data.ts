import type { Statistics } from '@kerben/domain';
import { formatNumber as formatLocaleNumber } from '../../../lib/format';

export type Period = keyof Statistics;
export const PERIODS: readonly Period[] = ['today', 'week', 'month'];

export interface ChartPoint {
  /** "14:00" for an hour of today, "23.11" for a day. */
  label: string;
  value: number;
}

/** The buckets of one period as chart points, in the server's order (hours 0-23, days oldest first). */
export function chartPoints(buckets: Record<string, number>, period: Period, hourLabel: (hour: string) => string): ChartPoint[] {
  const keys = Object.keys(buckets);
  // Hour keys are numbers: object order already sorts them, but say it rather than rely on it.
  if (period === 'today') keys.sort((x, y) => Number(x) - Number(y));
  return keys.map((key) => ({
    label: period === 'today' ? hourLabel(key) : `${key.slice(8, 10)}.${key.slice(5, 7)}`,
    value: buckets[key] ?? 0,
  }));
}

/** The sum of a period, rounded to cents (float sums of prices drift). */
export const periodTotal = (buckets: Record<string, number>) =>
  Math.round(Object.values(buckets).reduce((sum, value) => sum + value, 0) * 100) / 100;

export const formatNumber = (value: number) => formatLocaleNumber(value, { maximumFractionDigits: 2 });

/** A period from the address; anything else is today. */
export const readPeriod = (value: string | null): Period =>
  (PERIODS as readonly string[]).includes(value ?? '') ? (value as Period) : 'today';
