import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type Db, openDatabase } from '../../src/db/client';
import { DamagedBackupError, RestoreRefused, restoreBackup } from '../../src/modules/backups';
import { serverPath } from '../../src/paths';
import { jpegImage, pngImage } from '../images';
import { addClient, api, entryCommand, listening, signIn, startServerProcess } from '../server-process';

// The backup an operator relies on, with real processes: the built server takes writes (parcels
// with a photo and a receipt, so rows and files both change) while `npm run backup` runs beside
// it; `npm run restore` rebuilds a new DATA_DIR, which must equal the source at the snapshot
// (every table up to the restored rows, every file the restored database names, byte for byte)
// and serve. Damaged files, files signed with another key and occupied directories are refused
// before anything is written; the new DATA_DIR's restore takes the source's exported backup key
// (`--export-key`, `--key-file`): the source's signing secret lives only in its own database.
// The embedded database only: that is what the backup is for (on PostgreSQL it refuses).

const ADMIN = { email: 'backup-admin@kerben.kg', password: 'Backup-admin-2026!' };
const WRITERS = 2;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** One of the commands (`backup`, `restore`) as npm runs it; answers its exit code and output. */
function runCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...entryCommand(name, `cli/${name}.ts`), ...args], {
    cwd: serverPath(),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Parcels with a public photo and a private receipt, from a few writers, until told to stop. */
function writeParcels(base: string, access: string, clientCode: string, pictures: { photo: Buffer; receipt: Buffer }) {
  const acknowledged: number[] = [];
  let stopping = false;
  const writer = async () => {
    while (!stopping) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'Кроссовки',
        unique_id_user: clientCode,
        warehouse: '14',
        weight: '1.5',
        country_of_origin: '3',
        country_of_destination: '8',
      })) {
        form.append(name, value);
      }
      form.append('image', new Blob([pictures.photo], { type: 'image/png' }), 'photo.png');
      form.append('image_check', new Blob([pictures.receipt], { type: 'image/jpeg' }), 'receipt.jpg');
      const res = await api(base, access, 'POST', '/api/warehouses/product/create/', form);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      acknowledged.push(res.json.id as number);
    }
  };
  const writers = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    async stop() {
      stopping = true;
      await writers;
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// Compared on the columns that only the writes set: the mail sender goes on delivering in the source.
const STABLE_COLUMNS: Record<string, string> = { mail_outbox: 'id, "to", subject' };
// Kept counts and the dashboard's kept hours, changed in place by every parcel (and user, invoice,
// announcement): parcel_counts is checked against the restored parcels instead, the kept hours
// against a rebuild, kept_counts has its own test (list-counts.test.ts).
const CHECKED_APART = new Set(['parcel_counts', 'statistics_hours', 'kept_counts']);

/**
 * One md5 per table. With `cuts` (table -> the restored database's largest id), only the rows up to
 * it: the writes only add rows, so those are the source as it was at the snapshot.
 */
async function digests(db: Db, cuts?: Map<string, number>) {
  const tables = await rowsOf<{ name: string; ordered: boolean }>(
    db,
    sql`select t.table_name as name, exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id'
          and c.data_type in ('integer', 'bigint')) as ordered
        from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by t.table_name`,
  );
  const result: Record<string, string> = {};
  const largest = new Map<string, number>();
  for (const { name, ordered } of tables) {
    if (CHECKED_APART.has(name)) continue;
    const columns = STABLE_COLUMNS[name] ?? '*';
    const cut = ordered && cuts ? sql.raw(` where id <= ${cuts.get(name) ?? 0}`) : sql.raw('');
    const [row] = await rowsOf<{ md5: string; largest: number | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5,
            ${ordered ? sql.raw('max(id)') : sql.raw('null::int')} as largest
          from (select ${sql.raw(columns)} from ${sql.identifier(name)}${cut}) t`,
    );
    result[name] = row?.md5 ?? '';
    if (ordered) largest.set(name, Number(row?.largest ?? 0));
  }
  return { digests: result, largest };
}

describe('npm run backup beside a running server, npm run restore into a new DATA_DIR', () => {
  it('restores the database and files exactly as they were at the snapshot, and refuses what it must', async () => {
    const sourceDir = await scratchDir('kerben-backup-source-');
    const restoredDir = path.join(await scratchDir('kerben-backup-target-'), 'data');
    const backupFile = path.join(await scratchDir('kerben-backup-file-'), 'kerben.tar');
    // The migrated template, when the run has one (the PGlite run), spares the first start its migrations.
    const template = inject('pgliteTemplateDir');
    if (template) await cp(template, path.join(sourceDir, 'pglite'), { recursive: true });
    const env = { DATA_DIR: sourceDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

    const server = startServerProcess(env);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const base = await listening(server);
    const access = await signIn(base, ADMIN);
    const client = await addClient(base, access, 'backup');
    const writes = writeParcels(base, access, client.code, {
      photo: await pngImage(64),
      receipt: await jpegImage(64),
    });
    await until(() => writes.acknowledged.length >= 3, 'the first parcels');

    const backup = await runCommand('backup', ['--out', backupFile], { DATA_DIR: sourceDir });
    expect(backup.output).toMatch(
      /Backup written to .*kerben\.tar: [\d.]+ MB, \d+ stored files.*signed with backup key [0-9a-f]{16}/,
    );
    expect(backup.code).toBe(0);
    // The key that restores it elsewhere, from the running server (its secret is in its database).
    const keyFile = path.join(path.dirname(backupFile), 'kerben-backup.key');
    const exported = await runCommand('backup', ['--export-key', keyFile], { DATA_DIR: sourceDir });
    expect(exported.output).toContain(`The backup key is in ${keyFile}`);
    expect(exported.code).toBe(0);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const afterBackup = writes.acknowledged.length;
    // While the server runs its DATA_DIR is locked: no restore into it.
    await expect(restoreBackup(backupFile, loadConfig({ DATA_DIR: sourceDir }), { keyFile })).rejects.toThrow(
      /in use by a running Kerben server/,
    );
    await until(() => writes.acknowledged.length >= afterBackup + 2, 'parcels after the snapshot');
    await writes.stop();
    server.child.kill('SIGTERM');
    await server.exited;

    // A damaged file (one byte flipped, or cut short) is refused before anything is written.
    const whole = await readFile(backupFile);
    const flipped = Buffer.from(whole);
    flipped[Math.floor(whole.length / 2)] = (flipped[Math.floor(whole.length / 2)] as number) ^ 0x01;
    await writeFile(`${backupFile}.flipped`, flipped);
    await writeFile(`${backupFile}.cut`, whole.subarray(0, Math.floor(whole.length * 0.9)));
    await expect(restoreBackup(`${backupFile}.flipped`, loadConfig({ DATA_DIR: restoredDir }), { keyFile })).rejects.toThrow(
      DamagedBackupError,
    );
    const cut = await runCommand('restore', ['--key-file', keyFile, `${backupFile}.cut`], { DATA_DIR: restoredDir });
    expect(cut.code).toBe(1);
    expect(cut.output).toMatch(/is not a usable Kerben backup: .*Nothing was restored/);
    expect(existsSync(restoredDir)).toBe(false);
    // A directory with something in it is refused too.
    const occupied = await scratchDir('kerben-backup-occupied-');
    await writeFile(path.join(occupied, 'notes.txt'), 'keep me');
    await expect(restoreBackup(backupFile, loadConfig({ DATA_DIR: occupied }), { keyFile })).rejects.toThrow(RestoreRefused);
    expect(await readFile(path.join(occupied, 'notes.txt'), 'utf8')).toBe('keep me');
    // Without the source's key: refused, saying how to give it; with this installation's own
    // JWT_SECRET (another installation's key): refused as foreign.
    await expect(restoreBackup(backupFile, loadConfig({ DATA_DIR: restoredDir }))).rejects.toThrow(/--key-file/);
    await expect(restoreBackup(backupFile, loadConfig({ DATA_DIR: restoredDir, JWT_SECRET: 'z'.repeat(48) }))).rejects.toThrow(
      /signed with another installation's backup key/,
    );
    expect(existsSync(restoredDir)).toBe(false);

    const restore = await runCommand('restore', ['--key-file', keyFile, backupFile], { DATA_DIR: restoredDir });
    expect(restore.output).toContain(`Restored the backup of`);
    expect(restore.code).toBe(0);

    const [source, restored] = await Promise.all(
      [sourceDir, restoredDir].map((dir) => openDatabase({ pgliteDir: path.join(dir, 'pglite') })),
    );
    if (!source || !restored) throw new Error('not opened');
    try {
      const copy = await digests(restored.db);
      const original = await digests(source.db, copy.largest);
      expect(copy.digests).toEqual(original.digests);
      // The snapshot fell inside the stream: some of its parcels are in, the later ones are not.
      const parcelsIn = copy.largest.get('parcels') ?? 0;
      expect(writes.acknowledged.filter((id) => id <= parcelsIn).length).toBeGreaterThanOrEqual(3);
      expect(writes.acknowledged.filter((id) => id > parcelsIn).length).toBeGreaterThanOrEqual(2);
      // The kept counts agree with the parcels restored.
      const [counts] = await rowsOf<{ off: number }>(
        restored.db,
        sql`select count(*)::int as off from (select warehouse_id, status_id, count(*)::int as n from parcels group by 1, 2) p
            full join parcel_counts c using (warehouse_id, status_id) where coalesce(p.n, 0) <> coalesce(c.parcels, 0)`,
      );
      expect(counts?.off).toBe(0);
      // And so do the dashboard's hours: a rebuild from the restored rows changes none of them.
      const hours = sql`select series, hour, destination_id, value::text from statistics_hours where value <> 0 order by 1, 2, 3`;
      const restoredHours = await rowsOf(restored.db, hours);
      await restored.db.execute(sql`select statistics_hours_rebuild()`);
      expect(await rowsOf(restored.db, hours)).toEqual(restoredHours);
      // Every file the restored database names is there, byte for byte.
      const stored = await rowsOf<{ key: string }>(restored.db, sql`select key from files`);
      expect(stored.length).toBeGreaterThanOrEqual(2 * 3);
      for (const { key } of stored) {
        const [copied, kept] = await Promise.all(
          [restoredDir, sourceDir].map((dir) => readFile(path.join(dir, 'uploads', ...key.split('/')))),
        );
        expect(copied?.equals(kept as Buffer), key).toBe(true);
      }
    } finally {
      await source.close();
      await restored.close();
    }

    // And a server starts on it and serves what was restored.
    const again = startServerProcess({ ...env, DATA_DIR: restoredDir });
    cleanups.push(async () => {
      again.child.kill('SIGKILL');
      await again.exited;
    });
    const restoredBase = await listening(again);
    const list = await api(restoredBase, await signIn(restoredBase, ADMIN), 'GET', '/api/warehouses/product/list/?warehouse=14');
    expect(list.status).toBe(200);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 120_000);

  it('refuses on PostgreSQL, pointing to pg_dump', async () => {
    const dataDir = await scratchDir('kerben-backup-pg-');
    const refused = await runCommand('backup', ['--out', path.join(dataDir, 'x.tar')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://kerben@127.0.0.1:5432/kerben',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('pg_dump -Fc');
    expect(existsSync(path.join(dataDir, 'x.tar'))).toBe(false);
  });
});
