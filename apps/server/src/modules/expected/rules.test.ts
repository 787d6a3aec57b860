import { describe, expect, it } from 'vitest';
import { historyOf, isWithdrawn, returnedAt } from './rules';

// What became of an operator's delete, at a given moment: pure, so every edge is cheap to check.

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
const created = at(0);
const withdrawnAt = at(10);

describe('an announcement an operator deleted while on its way', () => {
  it('is out of the list until 15 minutes after the delete, then back (and not back a moment before)', () => {
    const facts = { parcelId: null, withdrawnAt, receivedAt: null };
    expect(isWithdrawn(facts, at(24))).toBe(true);
    expect(returnedAt(facts, at(24))).toBeNull();
    expect(isWithdrawn(facts, at(25))).toBe(false);
    expect(returnedAt(facts, at(25))).toEqual(at(25));
    expect(historyOf({ ...facts, createdAt: created }, at(40)).map((line) => [line.event, line.at])).toEqual([
      ['announced', created.toISOString()],
      ['withdrawn', withdrawnAt.toISOString()],
      ['returned', at(25).toISOString()],
    ]);
  });

  it('received within the time never came back; received later, its history has both', () => {
    const quick = { parcelId: 7, withdrawnAt, receivedAt: at(11) };
    expect(isWithdrawn(quick, at(12))).toBe(false);
    expect(returnedAt(quick, at(60))).toBeNull();
    expect(historyOf({ ...quick, createdAt: created }, at(60)).map((line) => line.event)).toEqual([
      'announced',
      'withdrawn',
      'received',
    ]);
    const late = { parcelId: 7, withdrawnAt, receivedAt: at(50) };
    expect(historyOf({ ...late, createdAt: created }, at(60)).map((line) => line.event)).toEqual([
      'announced',
      'withdrawn',
      'returned',
      'received',
    ]);
  });

  it('never deleted: announced, and received once it is', () => {
    expect(historyOf({ parcelId: null, withdrawnAt: null, receivedAt: null, createdAt: created }, at(60))).toEqual([
      { event: 'announced', at: created.toISOString() },
    ]);
    expect(isWithdrawn({ parcelId: null, withdrawnAt: null, receivedAt: null }, at(60))).toBe(false);
  });
});
