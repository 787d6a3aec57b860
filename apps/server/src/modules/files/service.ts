import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '@kerben/domain';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../core/errors';
import { consumeOrRefuse } from '../../core/rate-limit';
import type { UrlBuilder } from '../../core/urls';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { Preparation, Work } from '../../db/unit-of-work';
import type { FileStorage } from '../../file-storage/storage';
import type { Upload } from '../../http/multipart';
import { cleanImage } from './images';
import { isUploadCounted } from './policy';
import {
  claimFileMoves,
  deleteFiles,
  deleteFilesOwnedBy,
  type FileMove,
  fileKey,
  findFile,
  forgetFileMove,
  forgetRemovals,
  hasFileMoves,
  insertFile,
  queuedRemovals,
  queueRemovals,
  setFileOwner,
  switchFileKey,
} from './queries';

// Stored bytes moved to another key at start-up: this many at once, each batch held by one
// process this long (far more than a batch takes), and how often a process waiting for another's
// batch looks again.
const MOVE_BATCH = 16;
const MOVE_CLAIM_SECONDS = 120;
const MOVE_POLL_MS = 2000;

/** Who uploads: a person (a customer's uploads are counted), or null for the server's own pictures (seed data). */
export interface ImageOptions {
  isPublic: boolean;
  uploader: Viewer | null;
}

export interface StoredFile {
  id: number;
  key: string;
  isPublic: boolean;
}

/** An upload cleaned and stored before the unit of work; the unit records it (its files row). */
export interface PreparedImage {
  key: string;
  contentType: string;
  size: number;
  isPublic: boolean;
}

/** No upload passes through as it was: undefined (keep the current file) or null (remove it). */
export type Prepared<U> = U extends Upload ? PreparedImage : U;

export function createFileService(deps: {
  db: Db;
  storage: FileStorage;
  urls: UrlBuilder;
  maxUploadBytes: number;
  /** A customer's uploads, per account (see policy.ts). */
  uploadLimiter: RateLimiterAbstract;
}) {
  const { db, storage, urls, maxUploadBytes, uploadLimiter } = deps;
  const maxUploadMb = maxUploadBytes / 1024 / 1024;
  const recorded = new WeakSet<PreparedImage>();

  /**
   * Before the unit of work (its transaction would wait for this): cleans an upload (images.ts:
   * judged by content, re-encoded without metadata) and stores it under a random name. The bytes
   * are the unit's: removed if it fails at any step, or if it commits without recording them.
   * `field` names the form field for the 400 message. A customer's upload is counted first (429
   * with the wait once their hour's uploads are spent), before the costly decode.
   */
  async function prepareImage<U extends Upload | null | undefined>(
    before: Preparation,
    field: string,
    upload: U,
    options: ImageOptions,
  ): Promise<Prepared<U>> {
    if (!upload) return upload as Prepared<U>;
    if (upload.data.length > maxUploadBytes) {
      throw new AppError('too_large', MSG.fileTooLarge(maxUploadMb), { [field]: [MSG.fileTooLarge(maxUploadMb)] });
    }
    if (isUploadCounted(options.uploader)) {
      await consumeOrRefuse(uploadLimiter, String(options.uploader.userId), MSG.tooManyUploads);
    }
    const image = await cleanImage(field, upload.data);
    const prepared: PreparedImage = {
      key: `${options.isPublic ? 'public' : 'private'}/${randomUUID()}.${image.extension}`,
      contentType: image.mime,
      size: image.data.length,
      isPublic: options.isPublic,
    };
    const remove = () => storage.remove(prepared.key);
    // Before the write: a write that fails half-way leaves no part of the file either.
    before.onRollback(remove);
    before.afterCommit(async () => {
      if (!recorded.has(prepared)) await remove();
    });
    await storage.put(prepared.key, image.data, image.mime);
    return prepared as Prepared<U>;
  }

  /** Inside the unit of work: the files row of a prepared image (bytes are already stored). */
  function recordImage(work: Work, image: PreparedImage, options: { ownerId?: number | null } = {}): Promise<StoredFile> {
    recorded.add(image);
    return insertFile(work.tx, { ...image, ownerId: options.ownerId ?? null });
  }

  /**
   * The bytes of deleted rows go once the unit commits (a rolled-back delete must still find its
   * file). Their keys are queued in the same transaction and forgotten once removed, so a crash in
   * between leaves the key queued, and the next start-up removes the bytes (finishRemovals).
   */
  async function removeAfterCommit(work: Work, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await queueRemovals(work.tx, keys);
    work.afterCommit(async () => {
      await Promise.all(keys.map((key) => storage.remove(key)));
      await forgetRemovals(db, keys);
    });
  }

  /** Forgets files (a replaced or removed image): rows now, bytes once the unit commits. */
  async function discard(work: Work, ids: Array<number | null | undefined>): Promise<void> {
    const keys = await deleteFiles(
      work.tx,
      ids.filter((id): id is number => typeof id === 'number'),
    );
    await removeAfterCommit(work, keys);
  }

  /**
   * Forgets every file the accounts own (a deleted user leaves none behind): rows now, in the
   * caller's unit of work (what pointed at them is set to null), bytes once it commits.
   */
  async function discardOwnedBy(work: Work, ownerIds: number[]): Promise<void> {
    await removeAfterCommit(work, await deleteFilesOwnedBy(work.tx, ownerIds));
  }

  /**
   * Copy, point the row at the copy, remove the original, forget the move; answers false when the
   * original was gone (and nobody had moved it). Never the other order: a row pointing at no bytes.
   */
  async function finishMove(move: FileMove): Promise<boolean> {
    const copied = await storage.copy(move.fromKey, move.toKey);
    if (copied) await switchFileKey(db, move);
    const key = await fileKey(db, move.fileId);
    if (key === null && copied) await storage.remove(move.toKey);
    if (key !== move.fromKey) await storage.remove(move.fromKey);
    await forgetFileMove(db, move.fileId);
    return copied || key !== move.fromKey;
  }

  return {
    prepareImage,
    recordImage,
    discard,
    discardOwnedBy,

    /** Private files whose owner changes (what they belong to was claimed by an account). */
    setOwner: (tx: DbOrTx, ids: number[], ownerId: number) => setFileOwner(tx, ids, ownerId),

    /**
     * The image field of an update, prepared: undefined keeps the current file, null removes it, a
     * prepared image replaces it. Answers the file id to write (undefined: leave the column as it
     * is) and `discardOld`, to call once the row no longer points at the old file.
     */
    async replace(
      work: Work,
      given: PreparedImage | null | undefined,
      currentId: number | null,
      options: { ownerId?: number | null } = {},
    ): Promise<{ fileId: number | null | undefined; discardOld: () => Promise<void> }> {
      if (given === undefined) return { fileId: undefined, discardOld: async () => {} };
      const fileId = given === null ? null : (await recordImage(work, given, options)).id;
      return { fileId, discardOld: () => discard(work, [currentId]) };
    },

    /**
     * Moves the bytes of files that changed side (file_moves: parcel photos leaving public/, which
     * /media serves), a claimed batch at a time, until none is left, waiting for what another
     * process holds. Every step may run again after a crash, or in two processes, and ends the
     * same. Answers how many moved and how many had no bytes to move.
     */
    async finishMoves(): Promise<{ moved: number; missing: number }> {
      const done = { moved: 0, missing: 0 };
      for (;;) {
        const batch = await claimFileMoves(db, MOVE_BATCH, MOVE_CLAIM_SECONDS);
        if (batch.length === 0) {
          if (!(await hasFileMoves(db))) return done;
          await sleep(MOVE_POLL_MS);
          continue;
        }
        for (const found of await Promise.all(batch.map(finishMove))) done[found ? 'moved' : 'missing']++;
      }
    },

    /** At start-up: the bytes whose removal a process did not live to do (their rows are gone). */
    async finishRemovals(): Promise<number> {
      let removed = 0;
      for (;;) {
        const keys = await queuedRemovals(db, MOVE_BATCH);
        if (keys.length === 0) return removed;
        await Promise.all(keys.map((key) => storage.remove(key)));
        await forgetRemovals(db, keys);
        removed += keys.length;
      }
    },

    async readSigned(id: number, expires: number, signature: string) {
      if (!urls.isValidPrivateLink(id, expires, signature)) throw new AppError('forbidden', MSG.fileLinkInvalid);
      const row = await findFile(db, id);
      const data = row ? await storage.get(row.key) : null;
      if (!row || !data) throw new AppError('not_found', MSG.fileNotFound);
      return { data, contentType: row.contentType };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
