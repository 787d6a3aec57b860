import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { inserted } from '../../db/rows';
import { fileMoves, fileRemovals, files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: DbOrTx, file: NewFile): Promise<Pick<FileRow, 'id' | 'key' | 'isPublic'>> {
  return inserted(
    await db.insert(files).values(file).returning({ id: files.id, key: files.key, isPublic: files.isPublic }),
    files,
  );
}

/** Deletes the rows and answers the storage keys whose bytes are to go. */
export async function deleteFiles(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.key });
  return removed.map((file) => file.key);
}

/** Deletes every file an account owns (its passports, receipts, photos, screenshots) and answers their keys. */
export async function deleteFilesOwnedBy(db: DbOrTx, ownerIds: number[]): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const removed = await db.delete(files).where(inArray(files.ownerId, ownerIds)).returning({ key: files.key });
  return removed.map((file) => file.key);
}

/** Bytes to remove once the transaction commits (or, after a crash, at the next start-up). */
export async function queueRemovals(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(fileRemovals)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

export async function forgetRemovals(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(fileRemovals).where(inArray(fileRemovals.key, keys));
}

/** Removals still queued (their process died between the commit and the removal). */
export async function queuedRemovals(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ key: fileRemovals.key }).from(fileRemovals).orderBy(asc(fileRemovals.queuedAt)).limit(limit);
  return rows.map((row) => row.key);
}

export async function findFile(db: DbOrTx, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A private file changes hands with what it belongs to (a visitor's request claimed by their new account). */
export async function setFileOwner(db: DbOrTx, ids: number[], ownerId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ ownerId }).where(inArray(files.id, ids));
}

export type FileMove = typeof fileMoves.$inferSelect;

/**
 * Takes up to `batch` moves nobody holds (never claimed, or a claim that ran out: its process died)
 * and holds them for `seconds`; another process skips them meanwhile.
 */
export function claimFileMoves(db: Db, batch: number, seconds: number): Promise<FileMove[]> {
  const free = db
    .select({ fileId: fileMoves.fileId })
    .from(fileMoves)
    .where(or(isNull(fileMoves.claimedUntil), lt(fileMoves.claimedUntil, sql`now()`)))
    .orderBy(asc(fileMoves.fileId))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(fileMoves)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(inArray(fileMoves.fileId, free))
    .returning();
}

export async function hasFileMoves(db: Db): Promise<boolean> {
  return (await db.select({ fileId: fileMoves.fileId }).from(fileMoves).limit(1)).length > 0;
}

/** Points the file at its new key, if it still has the old one. */
export async function switchFileKey(db: Db, move: FileMove): Promise<void> {
  await db
    .update(files)
    .set({ key: move.toKey })
    .where(and(eq(files.id, move.fileId), eq(files.key, move.fromKey)));
}

/** A file's storage key now; null when the file is gone. */
export async function fileKey(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ key: files.key }).from(files).where(eq(files.id, id));
  return row?.key ?? null;
}

export async function forgetFileMove(db: Db, fileId: number): Promise<void> {
  await db.delete(fileMoves).where(eq(fileMoves.fileId, fileId));
}
