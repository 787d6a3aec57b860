import { randomUUID } from 'node:crypto';
import { MSG } from '@kerben/domain';
import { AppError } from '../../core/errors';
import type { Preparation, Work } from '../../core/unit-of-work';
import type { UrlBuilder } from '../../core/urls';
import type { Db, DbOrTx } from '../../db/client';
import type { Upload } from '../../http/multipart';
import type { FileStorage } from '../../storage/storage';
import { cleanImage } from './images';
import { deleteFiles, findFile, insertFile, setFileOwner } from './queries';

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

export function createFileService(deps: { db: Db; storage: FileStorage; urls: UrlBuilder; maxUploadBytes: number }) {
  const { db, storage, urls, maxUploadBytes } = deps;
  const maxUploadMb = maxUploadBytes / 1024 / 1024;
  const recorded = new WeakSet<PreparedImage>();

  /**
   * Before the unit of work (its transaction would wait for this): cleans an upload (images.ts:
   * judged by content, re-encoded without metadata) and stores it under a random name. The bytes
   * are the unit's: removed if it fails at any step, or if it commits without recording them.
   * `field` names the form field for the 400 message.
   */
  async function prepareImage<U extends Upload | null | undefined>(
    before: Preparation,
    field: string,
    upload: U,
    options: { isPublic: boolean },
  ): Promise<Prepared<U>> {
    if (!upload) return upload as Prepared<U>;
    if (upload.data.length > maxUploadBytes) {
      throw new AppError('too_large', MSG.fileTooLarge(maxUploadMb), { [field]: [MSG.fileTooLarge(maxUploadMb)] });
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

  /** Forgets files (a replaced or removed image): rows now, bytes once the unit commits. */
  async function discard(work: Work, ids: Array<number | null | undefined>): Promise<void> {
    const keys = await deleteFiles(
      work.tx,
      ids.filter((id): id is number => typeof id === 'number'),
    );
    work.afterCommit(() => Promise.all(keys.map((key) => storage.remove(key))));
  }

  return {
    prepareImage,
    recordImage,
    discard,

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
