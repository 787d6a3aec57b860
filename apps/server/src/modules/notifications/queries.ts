import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type PageRequest, pageOffset } from '../../db/list';
import { files, notificationChannels, notificationReads, notifications } from '../../db/schema';

export type NotificationValues = Pick<typeof notifications.$inferInsert, 'title' | 'description' | 'iconFileId'>;

/** What one person sees: every broadcast and their own events. */
const visibleTo = (userId: number) => or(isNull(notifications.userId), eq(notifications.userId, userId));

const content = {
  id: notifications.id,
  title: notifications.title,
  description: notifications.description,
  iconKey: files.key,
  iconFileId: notifications.iconFileId,
  createdAt: notifications.createdAt,
};

export type NotificationRow = { id: number; title: string; description: string; iconKey: string | null; createdAt: Date };

/**
 * A page of a person's notifications, newest first, each with whether they read it; `unreadOnly` for the second tab.
 * The broadcasts and the person's own events are each read in the order of their own index
 * (notifications_broadcast_created_idx, notifications_user_created_idx), as far as the page
 * reaches, and merged: one OR over both made PostgreSQL fetch and sort every broadcast per page.
 */
export function listFor(db: DbOrTx, userId: number, page: PageRequest, unreadOnly: boolean) {
  const { limit, offset } = pageOffset(page);
  const branch = (owner: SQL) =>
    db
      .select({ ...content, read: sql<boolean>`${notificationReads.userId} is not null` })
      .from(notifications)
      .leftJoin(
        notificationReads,
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
      )
      .leftJoin(files, eq(files.id, notifications.iconFileId))
      .where(and(owner, unreadOnly ? isNull(notificationReads.userId) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(offset + limit);
  return unionAll(branch(isNull(notifications.userId)), branch(eq(notifications.userId, userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Everything a person sees, and how much of it is unread: the broadcasts and the person's events
 * each counted from their own index alone, less what the person read of them (a read is kept once
 * per person and notification). One join over both had fetched every broadcast's row.
 */
export async function totalsFor(db: DbOrTx, userId: number): Promise<{ total: number; unread: number }> {
  const counted = (where: SQL | undefined) => db.select({ n: count() }).from(notifications).where(where);
  const read = db
    .select({ n: count() })
    .from(notificationReads)
    .innerJoin(notifications, eq(notifications.id, notificationReads.notificationId))
    .where(and(eq(notificationReads.userId, userId), visibleTo(userId)));
  const result = await db.execute(
    sql`select ((${counted(isNull(notifications.userId))}) + (${counted(eq(notifications.userId, userId))}))::int as total, (${read})::int as read`,
  );
  const [row] = (result as unknown as { rows: Array<{ total: number; read: number }> }).rows;
  const total = Number(row?.total ?? 0);
  return { total, unread: total - Number(row?.read ?? 0) };
}

/** Whether this notification is one the person sees (a broadcast, or their own event). */
export async function isVisibleTo(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(userId)));
  return Boolean(row);
}

export async function markRead(db: DbOrTx, userId: number, notificationId: number): Promise<void> {
  await db.insert(notificationReads).values({ userId, notificationId }).onConflictDoNothing();
}

/** Marks everything the person sees as read, in one statement. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${notificationReads} (user_id, notification_id)
    select ${userId}, ${notifications.id} from ${notifications} where ${visibleTo(userId)}
    on conflict do nothing`);
}

// ---- Broadcasts (the admin's list)

/** Sent on commit by triggers on a broadcast's insert, update or delete (migration 0047). */
export const BROADCASTS_CHANNEL = 'broadcasts_changed';

export function listBroadcasts(db: DbOrTx) {
  return db
    .select(content)
    .from(notifications)
    .leftJoin(files, eq(files.id, notifications.iconFileId))
    .where(isNull(notifications.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

export async function findBroadcast(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(content)
    .from(notifications)
    .leftJoin(files, eq(files.id, notifications.iconFileId))
    .where(and(eq(notifications.id, id), isNull(notifications.userId)));
  const [row] = await (options.forUpdate ? query.for('update', { of: notifications }) : query);
  return row;
}

export async function insertNotifications(
  db: DbOrTx,
  rows: Array<NotificationValues & { userId?: number | null; parcelId?: number | null; createdBy?: number | null }>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

export async function updateBroadcast(db: DbOrTx, id: number, values: Partial<NotificationValues>): Promise<void> {
  if (Object.values(values).every((value) => value === undefined)) return;
  await db
    .update(notifications)
    .set(values)
    .where(and(eq(notifications.id, id), isNull(notifications.userId)));
}

export async function deleteBroadcast(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), isNull(notifications.userId)))
    .returning({ iconFileId: notifications.iconFileId });
  return row;
}

// ---- Where each account's notifications go

export type ChannelChoice = Pick<typeof notificationChannels.$inferSelect, 'app' | 'email' | 'telegram'>;

/** The choices of these accounts that made one (the others keep the defaults). */
export async function channelsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, ChannelChoice>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: notificationChannels.userId,
      app: notificationChannels.app,
      email: notificationChannels.email,
      telegram: notificationChannels.telegram,
    })
    .from(notificationChannels)
    .where(inArray(notificationChannels.userId, userIds));
  return new Map(rows.map(({ userId, ...choice }) => [userId, choice]));
}

/** Saves an account's choice whole (the caller merged what changed into what was). */
export async function saveChannels(db: DbOrTx, userId: number, choice: ChannelChoice): Promise<void> {
  await db
    .insert(notificationChannels)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: notificationChannels.userId, set: { ...choice, updatedAt: sql`now()` } });
}
