import { describe, expect, it } from 'vitest';
import { chartPoints, formatNumber, periodTotal, readPeriod } from './series-data';

describe('dashboard series as chart points', () => {
  it('labels today by hour in numeric order and days as DD.MM, keeping the values', () => {
    const today = { 10: 1, 2: 3, 0: 0 } as Record<string, number>;
    expect(chartPoints(today, 'today', (hour) => `${hour}:00`)).toEqual([
      { label: '0:00', value: 0 },
      { label: '2:00', value: 3 },
      { label: '10:00', value: 1 },
    ]);
    expect(chartPoints({ '2026-02-28': 1.5, '2026-03-01': 0 }, 'week', String)).toEqual([
      { label: '28.02', value: 1.5 },
      { label: '01.03', value: 0 },
    ]);
  });

  it('totals a period to the cent and formats it the Russian way', () => {
    expect(periodTotal({ a: 0.1, b: 0.2, c: 1000 })).toBe(1000.3);
    expect(formatNumber(1234.5)).toBe('1\u00a0234,5');
  });

  it('reads the period from the address, today when it is anything else', () => {
    expect(readPeriod('week')).toBe('week');
    expect(readPeriod('month')).toBe('month');
    expect(readPeriod('year')).toBe('today');
    expect(readPeriod(null)).toBe('today');
  });
});
