import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

/** A run the test ends by hand, counting how many were begun. */
function controlledRuns() {
  const begun: Array<{ resolve(value: number): void; reject(error: Error): void }> = [];
  const run = () => new Promise<number>((resolve, reject) => begun.push({ resolve, reject }));
  return { begun, run };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request coalescing (single-flight)', () => {
  it('begins at once when idle; callers who come during a run share one run begun after it', async () => {
    const shared = createSingleFlight<number>();
    const { begun, run } = controlledRuns();
    const first = shared('a', run);
    expect(begun).toHaveLength(1);
    const later = [shared('a', run), shared('a', run), shared('a', run)];
    // They asked after the first run began: its answer may predate what they wrote, so they wait.
    expect(begun).toHaveLength(1);
    begun[0]?.resolve(1);
    expect(await first).toBe(1);
    await settle();
    expect(begun).toHaveLength(2);
    begun[1]?.resolve(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    await settle();
    expect(begun).toHaveLength(2);
    // Idle again: the next caller begins its own run at once.
    const again = shared('a', run);
    expect(begun).toHaveLength(3);
    begun[2]?.resolve(3);
    expect(await again).toBe(3);
  });

  it('keeps keys apart, and a failed run fails only those who shared it', async () => {
    const shared = createSingleFlight<number>();
    const { begun, run } = controlledRuns();
    const a = shared('a', run);
    const b = shared('b', run);
    expect(begun).toHaveLength(2);
    const afterA = shared('a', run);
    begun[0]?.reject(new Error('database gone'));
    await expect(a).rejects.toThrow('database gone');
    begun[1]?.resolve(20);
    expect(await b).toBe(20);
    await settle();
    expect(begun).toHaveLength(3);
    begun[2]?.resolve(11);
    expect(await afterA).toBe(11);
  });
});
