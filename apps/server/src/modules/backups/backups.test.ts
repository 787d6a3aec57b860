import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImage, useTestApp } from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { backupKeyFromSecret, importBackupKey } from './signature';
import { verifyArchive } from './unpack';

// The dashboard's endpoint on both databases; on the embedded one, the server's scheduled backups
// (an injected clock stands in for the hours): due, kept to BACKUP_KEEP, a failure shown.

const HOUR = 3_600_000;
const embedded = !process.env.TEST_DATABASE_URL;
const backupDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-backups-'));
const at = { now: Date.parse('2026-11-23T08:00:00Z') };

// Registered first, so it runs last: after the app (and its backup schedule) has closed.
afterAll(() => rm(backupDir, { recursive: true, force: true }));
const { t, actors, inject } = useTestApp({
  env: embedded ? { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '1' } : {},
  clock: () => new Date(at.now),
  actors: true,
});

describe('GET /api/backups/status/', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await inject('GET', '/api/backups/status/', actors.anonymous)).statusCode).toBe(401);
    expect((await inject('GET', '/api/backups/status/', actors.customerA)).statusCode).toBe(403);
  });

  it.skipIf(embedded)("tells an admin on PostgreSQL that backups are not the server's job there", async () => {
    const res = await inject('GET', '/api/backups/status/', actors.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ database: 'postgres', schedule: null, last: null, last_failure: null });
  });

  it.skipIf(!embedded)('shows an admin the schedule before the first backup', async () => {
    const res = await inject('GET', '/api/backups/status/', actors.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      database: 'embedded',
      schedule: { every_hours: 6, keep: 1, next_at: null },
      last: null,
      last_failure: null,
    });
  });
});

describe.skipIf(!embedded)('scheduled backups (BACKUP_DIR)', () => {
  const archives = async () => (await readdir(backupDir)).filter((name) => name.endsWith('.tar')).sort();
  const status = async () => (await inject('GET', '/api/backups/status/', actors.admin)).json();
  const schedule = () => {
    if (!t.services.backups.schedule) throw new Error('no schedule');
    return t.services.backups.schedule;
  };

  it('takes one when due, with the stored files its database names, and shows it on the dashboard', async () => {
    const photo = await storeImage(t, { filename: 'photo.png', mimetype: 'image/png', data: await pngImage() });
    expect(await schedule().tick()).toBe('ran');
    const [name] = await archives();
    expect(name).toBe('kerben-backup-2026-11-23T08-00-00Z.tar');
    const key = importBackupKey(t.services.backups.exportKey());
    if (!key) throw new Error('no backup key');
    const manifest = await verifyArchive(path.join(backupDir, name as string), key);
    // Signed with this installation's key: another key does not verify it.
    await expect(verifyArchive(path.join(backupDir, name as string), backupKeyFromSecret('x'.repeat(32)))).rejects.toThrow(
      /signed with another installation's backup key/,
    );
    expect(manifest.files.map((file) => file.key)).toContain(photo.key);
    expect(manifest.entries[`uploads/${photo.key}`]?.size).toBeGreaterThan(0);
    expect(manifest.missing_files).toEqual([]);

    const shown = await status();
    expect(shown.last).toMatchObject({ file: name, trigger: 'schedule', size_bytes: expect.any(Number) });
    expect(shown.last.size_bytes).toBeGreaterThan(0);
    expect(shown.schedule.next_at).toBe('2026-11-23T14:00:00.000Z');
    expect(shown.last_failure).toBeNull();
    expect(t.logs()).toMatch(/"msg":"backup finished"/);
  });

  it('waits for the interval, then keeps only the newest BACKUP_KEEP', async () => {
    at.now += 6 * HOUR - 1000;
    expect(await schedule().tick()).toBe('not due');
    at.now += 1000;
    expect(await schedule().tick()).toBe('ran');
    expect(await archives()).toEqual(['kerben-backup-2026-11-23T14-00-00Z.tar']);
    expect(t.logs()).toMatch(/"msg":"old backup removed"/);
  });

  it('shows a failed attempt beside the last backup that succeeded, and logs it', async () => {
    // BACKUP_DIR turned into a file: the next backup cannot be written.
    await rm(backupDir, { recursive: true, force: true });
    await writeFile(backupDir, 'not a folder');
    at.now += 6 * HOUR;
    expect(await schedule().tick()).toBe('failed');
    const shown = await status();
    expect(shown.last.file).toBe('kerben-backup-2026-11-23T14-00-00Z.tar');
    expect(shown.last_failure).toMatchObject({
      finished_at: new Date(at.now).toISOString(),
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    // Tried again within the hour.
    expect(shown.schedule.next_at).toBe(new Date(at.now + HOUR).toISOString());
    expect(t.logs()).toMatch(/"msg":"backup failed"/);
    await rm(backupDir, { force: true });
  });
});
