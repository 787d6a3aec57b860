import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';

// A consistent copy of the embedded database taken while it keeps serving: PostgreSQL's own online
// base backup (what pg_basebackup does), run in PGlite's one session. pg_backup_start checkpoints;
// the files are copied while statements go on (a page copied mid-write is repaired from the
// full-page images PostgreSQL writes to the WAL during a backup); pg_backup_stop marks the end;
// the WAL between the two goes with the copy, and its backup_label makes the first start replay it
// up to that end. Only the two statements hold the database, which a plain copy would stop for as
// long as the copy takes.

// A temporary replication slot keeps the WAL from the start on: a checkpoint during a long copy
// would otherwise recycle segments the copy needs. Temporary: it goes with the session if we crash.
const SLOT = 'kerben_backup';

// What pg_basebackup leaves out (PostgreSQL's documentation, "Backing Up the Data Directory"):
// the server's runtime state, rebuilt at start. The folders themselves are kept, empty.
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

// A thousand small files copied one by one wait on the thread pool a thousand times; its four
// threads take four at once.
const COPIES_AT_ONCE = 4;

export interface EmbeddedCopy<T> {
  /** What `atSnapshot` read at the copy's point in time. */
  snapshot: T;
  /** Time the database ran nothing else for the copy (its two statements, as seen from here). */
  pauseMs: number;
}

type Rows<R> = { rows: R[] };
const rowsOf = async <R>(query: Promise<unknown>) => ((await query) as Rows<R>).rows;

/**
 * Copies the embedded database in `pgliteDir` into `target` (a new folder) as it is at one moment,
 * and runs `atSnapshot` in the transaction that ends the backup: it reads the database exactly as
 * the copy holds it (the files table, so that those files can go with it).
 */
export async function copyEmbeddedDatabase<T>(
  db: Db,
  pgliteDir: string,
  target: string,
  options: { atSnapshot: (tx: Tx) => Promise<T>; signal?: AbortSignal },
): Promise<EmbeddedCopy<T>> {
  // A slot left by a copy that failed earlier in this session.
  await db.execute(sql`select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = ${SLOT}`);
  await db.execute(sql`select pg_create_physical_replication_slot(${SLOT}, true, true)`);
  let started = false;
  let stopped = false;
  try {
    const beginning = performance.now();
    await db.execute(sql`select pg_backup_start('kerben', true)`);
    started = true;
    let pauseMs = performance.now() - beginning;
    await copyDataFiles(pgliteDir, target, options.signal);
    options.signal?.throwIfAborted();

    const ending = performance.now();
    const { snapshot, stop } = await db.transaction(async (tx) => {
      const snapshot = await options.atSnapshot(tx);
      const [stop] = await rowsOf<{ labelfile: string; wal: string }>(
        tx.execute(sql`select labelfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)`),
      );
      return { snapshot, stop };
    });
    stopped = true;
    pauseMs += performance.now() - ending;
    if (!stop) throw new Error('pg_backup_stop answered nothing');

    const first = /\(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!first) throw new Error(`unexpected backup label: ${stop.labelfile}`);
    // WAL file names sort in the order they were written (same timeline).
    const segments = (await readdir(path.join(pgliteDir, 'pg_wal'))).filter(
      (name) => /^[0-9A-F]{24}$/.test(name) && name >= first && name <= stop.wal,
    );
    await Promise.all(segments.map((name) => copyFile(path.join(pgliteDir, 'pg_wal', name), path.join(target, 'pg_wal', name))));
    await writeFile(path.join(target, 'backup_label'), stop.labelfile);
    return { snapshot, pauseMs: Math.round(pauseMs) };
  } finally {
    // A failed copy must not leave this session in backup mode (the next one could not start).
    if (started && !stopped) await db.execute(sql`select pg_backup_stop(false)`).catch(() => undefined);
    await db.execute(sql`select pg_drop_replication_slot(${SLOT})`).catch(() => undefined);
  }
}

/** The data directory's files, copied while the database runs (what is skipped stays behind). */
async function copyDataFiles(from: string, to: string, signal?: AbortSignal): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    const [top] = relative.split(path.sep);
    const emptied = EMPTIED_FOLDERS.has(top as string) && relative !== top;
    if (entry.isDirectory()) {
      // Inside those only pg_wal's own folders stay (a replication slot's folder without its state
      // file stops the copy's start).
      if (!emptied || top === 'pg_wal') await mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      if (!emptied) files.push(relative);
    }
  }
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const relative = files[next++] as string;
      await copyFile(path.join(from, relative), path.join(to, relative)).catch((error: NodeJS.ErrnoException) => {
        // A table dropped during the copy: the WAL replay drops it from the copy too.
        if (error.code !== 'ENOENT') throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copier));
}
