import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fetchPage, type PageRequest } from '../../db/list';
import { contacts, files } from '../../db/schema';

function selectContacts(db: DbOrTx) {
  return db
    .select({ contact: contacts, imageKey: files.key })
    .from(contacts)
    .leftJoin(files, eq(files.id, contacts.imageFileId))
    .$dynamic();
}

export type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['execute']>>[number];
export type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'createdAt'>;

/** In the order they were added (a handful: the warehouses). */
export function listContacts<T>(db: DbOrTx, page: PageRequest, present: (row: ContactRow) => T) {
  return fetchPage(db, { rows: selectContacts(db).orderBy(asc(contacts.id)), table: contacts, where: undefined, present }, page);
}

export async function findContact(db: DbOrTx, id: number): Promise<ContactRow | undefined> {
  const [row] = await selectContacts(db).where(eq(contacts.id, id));
  return row;
}

export async function insertContact(db: DbOrTx, values: ContactValues): Promise<number> {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  if (!row) throw new Error('contact not inserted');
  return row.id;
}

export async function updateContact(db: DbOrTx, id: number, values: Partial<ContactValues>): Promise<void> {
  if (Object.values(values).every((value) => value === undefined)) return;
  await db.update(contacts).set(values).where(eq(contacts.id, id));
}

export async function deleteContact(db: DbOrTx, id: number) {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ imageFileId: contacts.imageFileId });
  return row;
}
