import { randomUUID } from 'node:crypto';
import { MSG } from '@kerben/domain';
import { AppError } from '../../core/errors';
import type { Work } from '../../core/unit-of-work';
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

export function createFileService(deps: { db: Db; storage: FileStorage; urls: UrlBuilder; maxUploadBytes: number }) {
  const { db, storage, urls, maxUploadBytes } = deps;
  const maxUploadMb = maxUploadBytes / 1024 / 1024;

  /**
   * Cleans an upload (images.ts: judged by content, re-encoded without metadata), stores it under
   * a random name and records it in the unit of work; the bytes go again if the unit rolls back.
   * `field` names the form field for the 400 message.
   */
  async function saveImage(
    work: Work,
    field: string,
    upload: Upload,
    options: { isPublic: boolean; ownerId?: number | null },
  ): Promise<StoredFile> {
    if (upload.data.length > maxUploadBytes) {
      throw new AppError('too_large', MSG.fileTooLarge(maxUploadMb), { [field]: [MSG.fileTooLarge(maxUploadMb)] });
    }
    const image = await cleanImage(field, upload.data);
    const key = `${options.isPublic ? 'public' : 'private'}/${randomUUID()}.${image.extension}`;
    await storage.put(key, image.data, image.mime);
    work.onRollback(() => storage.remove(key));
    return insertFile(work.tx, {
      key,
      contentType: image.mime,
      size: image.data.length,
      isPublic: options.isPublic,
      ownerId: options.ownerId ?? null,
    });
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
    saveImage,
    discard,

    /** Private files whose owner changes (what they belong to was claimed by an account). */
    setOwner: (tx: DbOrTx, ids: number[], ownerId: number) => setFileOwner(tx, ids, ownerId),

    /**
     * The image field of an update: undefined keeps the current file, null removes it, an upload
     * replaces it. Answers the file id to write (undefined: leave the column as it is) and
     * `discardOld`, to call once the row no longer points at the old file.
     */
    async replace(
      work: Work,
      field: string,
      given: Upload | null | undefined,
      currentId: number | null,
      options: { isPublic: boolean; ownerId?: number | null },
    ): Promise<{ fileId: number | null | undefined; discardOld: () => Promise<void> }> {
      if (given === undefined) return { fileId: undefined, discardOld: async () => {} };
      const fileId = given === null ? null : (await saveImage(work, field, given, options)).id;
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
