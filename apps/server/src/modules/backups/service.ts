import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, link, mkdir, open, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '@kerben/domain';
import { type Clock, systemClock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { copyEmbeddedDatabase } from '../../db/embedded/backup';
import { createScheduledJob, type ScheduledJob } from '../../db/scheduled-job';
import type { FileStorage } from '../../file-storage/storage';
import { writeArchive } from './archive';
import { type BackupOutcome, listenForBackupCommands } from './control-socket';
import { assertCanReadBackups } from './policy';
import * as q from './queries';
import { backupKeyId, exportBackupKey } from './signature';

/** What the operator is told when asking for a backup of a database that is not the embedded one. */
export const POSTGRES_BACKUP_ADVICE =
  'DATABASE_URL is set: this command backs up the embedded database only. Back up PostgreSQL with ' +
  'pg_dump (pg_dump -Fc "$DATABASE_URL" -f kerben.dump; pg_restore to bring it back) and the files with ' +
  "the object store's own versioning or replication (S3), or a copy of DATA_DIR/uploads on local disk. " +
  'docs/operations.md, "Backups", shows the commands.';

/** A backup that cannot be taken as asked (the message says why and what to do). */
export class BackupRefused extends Error {}

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

export type BackupTrigger = 'schedule' | 'command';

const HOUR = 3_600_000;
// The scheduled archives: their names sort by time, and nothing else in BACKUP_DIR is touched.
const ARCHIVE_NAME = /^kerben-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/;
const STAGING_PREFIX = 'backup-staging-';
// Stored files read ahead of the one being written (S3 answers each in tens of milliseconds).
const READ_AHEAD = 4;

export const backupFileName = (at: Date) => `kerben-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;

/** The stored files in the snapshot's order, a few read ahead. */
async function* readStoredFiles(storage: FileStorage, list: Array<{ key: string; contentType: string }>, signal?: AbortSignal) {
  const reads: Array<Promise<Buffer | null> | undefined> = [];
  const readAt = (i: number) => {
    const file = list[i];
    if (!file) return;
    const read = storage.get(file.key);
    // Awaited in turn below; a read left behind by an abort must not become an unhandled rejection.
    read.catch(() => undefined);
    reads[i] = read;
  };
  for (let i = 0; i < READ_AHEAD; i++) readAt(i);
  for (const [i, file] of list.entries()) {
    signal?.throwIfAborted();
    readAt(i + READ_AHEAD);
    const data = await reads[i];
    reads[i] = undefined;
    yield { ...file, data: data ?? null };
  }
}

/** Makes `partial` the file `out` only once its bytes are on disk; never replaces an existing `out`. */
async function publish(partial: string, out: string): Promise<void> {
  const handle = await open(partial, 'r+');
  await handle.sync().finally(() => handle.close());
  await link(partial, out);
  await unlink(partial);
  const folder = await open(path.dirname(out), 'r');
  await folder.sync().finally(() => folder.close());
}

/** Keeps the newest `keep` scheduled archives in `dir` (and removes what a crashed backup left). */
async function pruneBackups(dir: string, keep: number, logger: Logger): Promise<void> {
  const names = await readdir(dir);
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort((a, b) => b.localeCompare(a));
  const leftovers = names.filter((name) => name.endsWith('.partial') && ARCHIVE_NAME.test(name.slice(0, -'.partial'.length)));
  for (const name of [...archives.slice(keep), ...leftovers]) {
    await rm(path.join(dir, name), { force: true });
    logger.info({ file: path.join(dir, name) }, 'old backup removed');
  }
}

export interface BackupServiceDeps {
  db: Db;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  storage: FileStorage;
  /** Holds storage's removals while files are copied (file-storage/removal-hold.ts). */
  holdRemovals: () => () => Promise<void>;
  logger: Logger;
  /** The installation's backup key (signature.ts: derived from the signing secret), which signs every backup. */
  key: Buffer;
  /** BACKUP_DIR and friends: backups taken by the running server on a schedule. */
  schedule?: BackupSchedule;
  clock?: Clock;
}

export function createBackupService(deps: BackupServiceDeps) {
  const { db, kind, dataDir, storage, logger, clock = systemClock } = deps;
  // One backup at a time in a process: the embedded database has one session, in backup mode once.
  let queue: Promise<unknown> = Promise.resolve();

  async function backUp(trigger: BackupTrigger, out: string, signal?: AbortSignal): Promise<BackupOutcome> {
    if (kind !== 'pglite') throw new BackupRefused(POSTGRES_BACKUP_ADVICE);
    const exists = await access(out).then(
      () => true,
      () => false,
    );
    if (exists) throw new BackupRefused(`${out} already exists; choose a new file name.`);
    const startedAt = clock();
    const began = performance.now();
    const staging = path.join(dataDir, `${STAGING_PREFIX}${randomUUID()}`);
    const partial = `${out}.partial`;
    let release: (() => Promise<void>) | undefined;
    logger.info({ trigger, file: out }, 'backup started');
    try {
      // What an earlier backup left when its process died.
      for (const name of await readdir(dataDir)) {
        if (name.startsWith(STAGING_PREFIX)) await rm(path.join(dataDir, name), { recursive: true, force: true });
      }
      await mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
      await rm(partial, { force: true });
      // Held before the snapshot: a file deleted after it is still in storage when its turn comes.
      release = deps.holdRemovals();
      const { snapshot, pauseMs } = await copyEmbeddedDatabase(db, path.join(dataDir, 'pglite'), path.join(staging, 'pglite'), {
        atSnapshot: (tx) => q.snapshotFiles(tx),
        signal,
      });
      const manifest = await writeArchive(createWriteStream(partial, { flags: 'wx', mode: 0o600 }), {
        stagingDir: staging,
        files: readStoredFiles(storage, snapshot, signal),
        createdAt: startedAt,
        key: deps.key,
      });
      await release();
      release = undefined;
      await publish(partial, out);
      const outcome: BackupOutcome = {
        file: out,
        sizeBytes: (await stat(out)).size,
        durationMs: Math.round(performance.now() - began),
        pauseMs,
        files: manifest.files.length,
        missingFiles: manifest.missing_files,
        keyId: backupKeyId(deps.key),
      };
      // The archive is written whatever happens to this row (a database not yet migrated has no table).
      await q
        .insertBackupRun(db, {
          trigger,
          startedAt,
          finishedAt: clock(),
          file: path.basename(out),
          sizeBytes: outcome.sizeBytes,
          pauseMs,
        })
        .catch((caught: unknown) => logger.warn({ err: caught }, 'backup not recorded'));
      if (outcome.missingFiles.length > 0) {
        logger.warn({ missing: outcome.missingFiles }, 'backup: files named by the database were not in storage');
      }
      logger.info({ trigger, ...outcome, missingFiles: outcome.missingFiles.length }, 'backup finished');
      return outcome;
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      await q
        .insertBackupRun(db, { trigger, startedAt, finishedAt: clock(), error: message })
        .catch((caught: unknown) => logger.warn({ err: caught }, 'backup failure not recorded'));
      logger.error({ trigger, file: out, err: error }, 'backup failed');
      throw error;
    } finally {
      await release?.();
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** The backup key as `npm run backup -- --export-key` writes it: what restores this installation's backups elsewhere. */
  const exportKey = () => exportBackupKey(deps.key);

  const settings = deps.schedule;
  const schedule: ScheduledJob | undefined =
    settings && kind === 'pglite'
      ? createScheduledJob({
          name: 'backup',
          db,
          logger,
          clock,
          everyMs: settings.everyHours * HOUR,
          // A failed backup is tried again within the hour, not a whole period later.
          retryMs: Math.min(settings.everyHours * HOUR, HOUR),
          async run(signal) {
            await takeBackup('schedule', path.join(settings.dir, backupFileName(clock())), signal);
            await pruneBackups(settings.dir, settings.keep, logger);
          },
        })
      : undefined;

  /** Takes a backup into the new file `out` (a .tar, mode 0600); one at a time, in the order asked. */
  function takeBackup(trigger: BackupTrigger, out: string, signal?: AbortSignal): Promise<BackupOutcome> {
    const turn = queue.then(() => backUp(trigger, out, signal));
    queue = turn.catch(() => undefined);
    return turn;
  }

  return {
    takeBackup,
    schedule,

    exportKey,

    /** The dashboard's card: the last backup, the last failure if it came after, the schedule. */
    async status(viewer: Viewer): Promise<BackupStatus> {
      assertCanReadBackups(viewer);
      if (kind !== 'pglite') return { database: 'postgres', schedule: null, last: null, last_failure: null };
      const { latest, latestOk } = await q.latestBackupRuns(db);
      const next = await schedule?.nextRunAt();
      return {
        database: 'embedded',
        schedule: settings
          ? { every_hours: settings.everyHours, keep: settings.keep, next_at: next?.toISOString() ?? null }
          : null,
        last: latestOk
          ? {
              finished_at: latestOk.finishedAt.toISOString(),
              file: latestOk.file ?? '',
              size_bytes: latestOk.sizeBytes ?? 0,
              trigger: latestOk.trigger === 'schedule' ? 'schedule' : 'command',
            }
          : null,
        last_failure:
          latest && latest.error !== null ? { finished_at: latest.finishedAt.toISOString(), error: latest.error } : null,
      };
    },

    /**
     * In the running server: answers `npm run backup` on DATA_DIR/backup.sock and keeps the
     * schedule. Answers the way to stop both (a backup in progress is aborted).
     */
    async start(): Promise<() => Promise<void>> {
      if (kind !== 'pglite') return async () => {};
      const stopListening = await listenForBackupCommands(
        dataDir,
        { backup: (out, signal) => takeBackup('command', out, signal), exportKey: async () => exportKey() },
        logger,
      );
      schedule?.start();
      return async () => {
        await schedule?.stop();
        await stopListening();
      };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
