import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: DbOrTx, file: NewFile): Promise<Pick<FileRow, 'id' | 'key' | 'isPublic'>> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id, key: files.key, isPublic: files.isPublic });
  if (!row) throw new Error('file row not inserted');
  return row;
}

/** Deletes the rows and answers the storage keys whose bytes are to go. */
export async function deleteFiles(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.key });
  return removed.map((file) => file.key);
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
