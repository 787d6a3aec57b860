import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MSG } from '@kerben/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, fieldError } from '../../http/errors';
import type { Upload } from '../../http/multipart';
import type { FileStorage } from '../../storage/storage';

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const SIGNED_URL_TTL_SECONDS = 10 * 60;

export interface StoredFile {
  id: number;
  key: string;
  isPublic: boolean;
}

export function createFileService(deps: { db: Db; storage: FileStorage; secret: string; maxUploadBytes: number }) {
  const { db, storage, secret, maxUploadBytes } = deps;

  // Bytes written inside a files.transaction, so they can be removed if it rolls back.
  const writtenIn = new WeakMap<DbOrTx, string[]>();

  const sign = (id: number, expires: number) => createHmac('sha256', secret).update(`file:${id}:${expires}`).digest('base64url');

  return {
    /**
     * Checks an upload by its content (not its name or declared type), stores it under a random
     * name and records it. `field` names the form field for the 400 message.
     */
    async saveImage(
      field: string,
      upload: Upload,
      options: { isPublic: boolean; ownerId?: number | null },
      tx: DbOrTx = db,
    ): Promise<StoredFile> {
      if (upload.data.length > maxUploadBytes) throw new AppError('too_large', MSG.fileTooLarge(5), { [field]: [MSG.fileTooLarge(5)] });
      const detected = await fileTypeFromBuffer(upload.data);
      const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
      if (!detected || !extension) throw fieldError(field, MSG.fileNotImage);
      const key = `${options.isPublic ? 'public' : 'private'}/${randomUUID()}.${extension}`;
      await storage.put(key, upload.data, detected.mime);
      writtenIn.get(tx)?.push(key);
      const [row] = await tx
        .insert(files)
        .values({
          key,
          contentType: detected.mime,
          size: upload.data.length,
          isPublic: options.isPublic,
          ownerId: options.ownerId ?? null,
        })
        .returning({ id: files.id, key: files.key, isPublic: files.isPublic });
      if (!row) throw new Error('file row not inserted');
      return row;
    },

    /**
     * db.transaction for work that stores uploads: if it fails (a later file refused, a database
     * error), the bytes it already wrote are removed too, so storage keeps no orphans.
     */
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const written: string[] = [];
      try {
        return await db.transaction((tx) => {
          writtenIn.set(tx, written);
          return work(tx);
        });
      } catch (error) {
        await Promise.allSettled(written.map((key) => storage.remove(key)));
        throw error;
      }
    },

    /** Forgets files (for example replaced images); bytes are removed after the rows are gone. */
    async remove(ids: Array<number | null | undefined>, tx: DbOrTx = db): Promise<void> {
      const wanted = ids.filter((id): id is number => typeof id === 'number');
      if (wanted.length === 0) return;
      const removed = await tx.delete(files).where(inArray(files.id, wanted)).returning({ key: files.key });
      await Promise.all(removed.map((f) => storage.remove(f.key)));
    },

    publicPath(key: string): string {
      return `/media/${key}`;
    },

    /** A short-lived link to a private file; hand it only to the owner and admins. */
    signedPath(id: number, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
      return `/api/files/${id}/?exp=${expires}&sig=${sign(id, expires)}`;
    },

    async readSigned(id: number, expires: number, signature: string, now = Date.now()) {
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      const valid = expected.length === given.length && timingSafeEqual(expected, given);
      if (!valid || expires * 1000 < now) throw new AppError('forbidden', 'Ссылка недействительна или устарела');
      const [row] = await db.select().from(files).where(eq(files.id, id));
      const data = row ? await storage.get(row.key) : null;
      if (!row || !data) throw new AppError('not_found', 'Файл не найден');
      return { data, contentType: row.contentType };
    },

    async readPublic(key: string) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.key, key), eq(files.isPublic, true)));
      const data = row ? await storage.get(row.key) : null;
      if (!row || !data) return null;
      return { data, contentType: row.contentType };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
