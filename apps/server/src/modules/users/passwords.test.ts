import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('runs one hash fewer at a time than there are cores (at least one), and every one of a burst still answers', async () => {
    const cores = Math.max(1, availableParallelism() - 1);
    const burst = Array.from({ length: cores + 3 }, (_, i) => hashPassword(`пароль-${i}`));
    expect(passwordWork.activeCount).toBe(cores);
    expect(passwordWork.pendingCount).toBe(3);
    const hashes = await Promise.all(burst);
    expect(new Set(hashes).size).toBe(cores + 3);
    expect(await verifyPassword(hashes[cores + 2] as string, `пароль-${cores + 2}`)).toBe(true);
    expect(await verifyPassword(hashes[0] as string, 'пароль-1')).toBe(false);
    expect(passwordWork.activeCount).toBe(0);
  });
});
