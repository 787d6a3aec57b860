import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withHeldRemovals } from './removal-hold';
import { createLocalStorage } from './storage';

const root = await mkdtemp(path.join(os.tmpdir(), 'kerben-hold-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('held removals', () => {
  it('keeps the bytes while held and removes them once every hold is released', async () => {
    const { storage, hold } = withHeldRemovals(createLocalStorage(root), quiet);
    await storage.put('private/a.png', Buffer.from('a'), 'image/png');
    const file = path.join(root, 'private', 'a.png');
    const first = hold();
    const second = hold();
    await storage.remove('private/a.png');
    await first();
    await first();
    expect(existsSync(file)).toBe(true);
    await second();
    expect(existsSync(file)).toBe(false);
    // Without a hold a removal happens at once; reads and writes are never held.
    await storage.put('public/b.png', Buffer.from('b'), 'image/png');
    expect(await storage.get('public/b.png')).toEqual(Buffer.from('b'));
    await storage.remove('public/b.png');
    expect(await storage.get('public/b.png')).toBeNull();
  });
});
