import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, type ServerProcess, startServerProcess } from '../test/server-process';

// The lock concerns the embedded database only; the PostgreSQL run skips it.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on the embedded database', () => {
  let dataDir: string;
  let first: ServerProcess;
  let base: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-main-'));
    // As `npm start` runs it (the built server, or its source when not built), on a fresh directory.
    first = startServerProcess({ DATA_DIR: dataDir });
    base = await listening(first);
  }, 60_000);

  afterAll(async () => {
    first?.child.kill('SIGTERM');
    await first?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /api/health/ with ok', async () => {
    const res = await fetch(`${base}/api/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('logs where the first admin password is, and not the password itself', async () => {
    const file = path.join(dataDir, 'initial-admin.txt');
    expect(first.output()).toContain(file);
    const content = await readFile(file, 'utf8');
    const password = /password: (\S+)/.exec(content)?.[1];
    expect(password).toBeTruthy();
    expect(first.output()).not.toContain(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps the data directory to itself: folders 0700, files 0600 (database, uploads, admin password)', async () => {
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    const folders = [dataDir, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
    expect(files.some((f) => f.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
    expect(files.some((f) => f.includes(`${path.sep}uploads${path.sep}`))).toBe(true);
    const open = async (items: string[]) =>
      (await Promise.all(items.map(async (item) => ({ item, mode: (await stat(item)).mode & 0o777 })))).filter(
        ({ mode }) => mode & 0o077,
      );
    expect(await open(files)).toEqual([]);
    expect(await open(folders)).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('refuses a second process on the same data directory', async () => {
    const second = startServerProcess({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('is in use by another Kerben process');
    // The first one is unharmed.
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);
  }, 60_000);

  it('stops cleanly on SIGTERM', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 30_000);
});
