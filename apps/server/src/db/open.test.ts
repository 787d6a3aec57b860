import { chmod, cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scratchPostgresDatabase } from '../../test/helpers';
import { openAppDatabase } from './open';

// DATA_DIR holds passports, addresses and mail, whatever the database: its owner's alone.

let root: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kerben-open-'));
  if (!process.env.TEST_DATABASE_URL) return;
  const scratch = await scratchPostgresDatabase('kerben_open');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
});
afterAll(async () => {
  await dropDatabase();
  await rm(root, { recursive: true, force: true });
});

/** Opens the app's database on `dataDir` as the server does (the template spares PGlite its migrations). */
async function open(dataDir: string) {
  if (!databaseUrl) await cp(inject('pgliteTemplateDir'), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openAppDatabase({ dataDir, databaseUrl, env: 'test' });
  await database.close();
}

const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

describe('DATA_DIR', () => {
  it('is created 0700, parents included, without relying on the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = path.join(root, 'fresh', 'data');
      await open(dataDir);
      expect(await modeOf(dataDir)).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('is made 0700 when someone left it open to others', async () => {
    const dataDir = path.join(root, 'open-to-all');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    await open(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
  });
});
