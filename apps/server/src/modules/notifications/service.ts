import {
  type AppNotification,
  type MyNotifications,
  NOTIFICATION_MSG,
  type NotificationChannels,
  type notificationChannelsSchema,
  type notificationSchema,
  type notificationUpdateSchema,
  TELEGRAM_BOT,
  telegramNoticeText,
} from '@kerben/domain';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../core/viewer';
import type { PageRequest } from '../../db/list';
import type { Upload } from '../../http/multipart';
import { type NotificationDeps, ownersNews } from './news';
import { assertCanManageBroadcasts } from './policy';
import * as q from './queries';

export type BroadcastBody = z.output<typeof notificationSchema> & { icon?: Upload };
export type BroadcastUpdateBody = z.output<typeof notificationUpdateSchema> & { icon?: Upload | null };

export function createNotificationService(deps: NotificationDeps) {
  const { db, unitOfWork, files, urls, telegram } = deps;
  const broadcastsChanged = deps.onBroadcastsChanged ?? (() => {});
  const news = ownersNews(deps);
  const { channelsOf } = news;

  /** Icons as /media paths; `absoluteFrom` makes them absolute (the admin list, as the existing client reads it). */
  const present = (row: q.NotificationRow, absoluteFrom?: { origin?: string }): AppNotification => {
    const icon = row.iconKey ? urls.media(row.iconKey) : null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      icon: icon && absoluteFrom ? urls.absolute(icon, absoluteFrom.origin) : icon,
      created_at: row.createdAt.toISOString(),
    };
  };

  async function broadcast(id: number, origin?: string): Promise<AppNotification> {
    const row = await q.findBroadcast(db, id);
    if (!row) throw notFound(NOTIFICATION_MSG.notFound);
    return present(row, { origin });
  }

  return {
    // ---- Events, written by other modules inside their own unit of work

    notifyParcelEvents: news.notifyParcelEvents,
    notifyParcelOwners: news.notifyParcelOwners,
    notifyPurchase: news.notifyPurchase,

    /** The customer area's address, for the links in the mails other modules write. */
    userAreaUrl: deps.userAreaUrl,

    // ---- A person's own notifications

    async mine(viewer: Viewer, page: PageRequest): Promise<MyNotifications> {
      const { userId } = assertSignedIn(viewer);
      const [all, unread, totals] = await Promise.all([
        q.listFor(db, userId, page, false),
        q.listFor(db, userId, page, true),
        q.totalsFor(db, userId),
      ]);
      // `user`: whose mailbox it is, an id as the original API answered it.
      const mine = (row: (typeof all)[number]) => ({ id: row.id, user: userId, status: row.read, notification: present(row) });
      return {
        all_notifications: all.map(mine),
        not_checked_notifications: unread.map(mine),
        total_notifications: totals.total,
        total_not_checked_notifications: totals.unread,
      };
    },

    async counter(viewer: Viewer) {
      const { userId } = assertSignedIn(viewer);
      return { total_not_checked_notifications: (await q.totalsFor(db, userId)).unread };
    },

    /** Marks one as read; someone else's event is a 404. */
    async check(viewer: Viewer, id: number) {
      const { userId } = assertSignedIn(viewer);
      if (!(await q.isVisibleTo(db, userId, id))) throw notYours(NOTIFICATION_MSG.notFound);
      await q.markRead(db, userId, id);
      return { total_not_checked_notifications: (await q.totalsFor(db, userId)).unread };
    },

    async checkAll(viewer: Viewer) {
      const { userId } = assertSignedIn(viewer);
      await q.markAllRead(db, userId);
      return { total_not_checked_notifications: 0 };
    },

    // ---- Broadcasts (admins); the list's icons are absolute URLs, as the existing client reads them

    /** The list's guard alone, for a cached answer that does not call `listBroadcasts`. */
    assertCanListBroadcasts(viewer: Viewer): void {
      assertCanManageBroadcasts(viewer);
    },

    async listBroadcasts(viewer: Viewer, origin?: string): Promise<AppNotification[]> {
      assertCanManageBroadcasts(viewer);
      return (await q.listBroadcasts(db)).map((row) => present(row, { origin }));
    },

    async createBroadcast(viewer: Viewer, input: BroadcastBody, origin?: string): Promise<AppNotification> {
      const author = assertCanManageBroadcasts(viewer);
      const id = await unitOfWork(
        (before) => files.prepareImage(before, 'icon', input.icon, { isPublic: true, uploader: viewer }),
        async (work, preparedIcon) => {
          const icon = preparedIcon ? await files.recordImage(work, preparedIcon) : null;
          const [created] = await q.insertNotifications(work.tx, [
            { title: input.title, description: input.description ?? '', iconFileId: icon?.id ?? null, createdBy: author.userId },
          ]);
          await telegram?.enqueueForEveryone(work.tx, {
            text: telegramNoticeText({ title: input.title, description: input.description ?? '' }),
            link: { label: TELEGRAM_BOT.openNotifications, path: '/user/notifications' },
          });
          work.afterCommit(async () => broadcastsChanged());
          return created as number;
        },
      );
      return broadcast(id, origin);
    },

    async updateBroadcast(viewer: Viewer, id: number, input: BroadcastUpdateBody, origin?: string): Promise<AppNotification> {
      assertCanManageBroadcasts(viewer);
      await unitOfWork(
        (before) => files.prepareImage(before, 'icon', input.icon, { isPublic: true, uploader: viewer }),
        async (work, preparedIcon) => {
          const current = await q.findBroadcast(work.tx, id, { forUpdate: true });
          if (!current) throw notFound(NOTIFICATION_MSG.notFound);
          const icon = await files.replace(work, preparedIcon, current.iconFileId);
          await q.updateBroadcast(work.tx, id, { title: input.title, description: input.description, iconFileId: icon.fileId });
          await icon.discardOld();
          work.afterCommit(async () => broadcastsChanged());
        },
      );
      return broadcast(id, origin);
    },

    async deleteBroadcast(viewer: Viewer, id: number): Promise<void> {
      assertCanManageBroadcasts(viewer);
      await unitOfWork(async (work) => {
        const row = await q.deleteBroadcast(work.tx, id);
        if (!row) throw notFound(NOTIFICATION_MSG.notFound);
        await files.discard(work, [row.iconFileId]);
        work.afterCommit(async () => broadcastsChanged());
      });
    },

    // ---- Where an account's notifications go

    async channels(viewer: Viewer): Promise<NotificationChannels> {
      const { userId } = assertSignedIn(viewer);
      return (await channelsOf(db, [userId]))(userId);
    },

    /** Changes the channels named, keeps the others. */
    async chooseChannels(viewer: Viewer, input: z.output<typeof notificationChannelsSchema>): Promise<NotificationChannels> {
      const { userId } = assertSignedIn(viewer);
      return unitOfWork(async ({ tx }) => {
        const current = (await channelsOf(tx, [userId]))(userId);
        const next = {
          app: input.app ?? current.app,
          email: input.email ?? current.email,
          telegram: input.telegram ?? current.telegram,
        };
        await q.saveChannels(tx, userId, next);
        return next;
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
