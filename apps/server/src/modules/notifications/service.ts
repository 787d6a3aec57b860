import {
  type AppNotification,
  DEFAULT_NOTIFICATION_CHANNELS,
  eventMail,
  type MyNotifications,
  NOTIFICATION_MSG,
  type NotificationChannels,
  type notificationChannelsSchema,
  type notificationSchema,
  type notificationUpdateSchema,
  PARCEL_EVENT_TEXT,
  purchaseMail,
  TELEGRAM_BOT,
  telegramNoticeText,
} from '@kerben/domain';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import type { UrlBuilder } from '../../core/urls';
import { assertSignedIn, notYours, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { UnitOfWork, Work } from '../../db/unit-of-work';
import type { Upload } from '../../http/multipart';
import { enqueueMail } from '../../mail';
import type { FileService } from '../files';
import { assertCanManageBroadcasts } from './policy';
import * as q from './queries';

export type BroadcastBody = z.output<typeof notificationSchema> & { icon?: Upload };
export type BroadcastUpdateBody = z.output<typeof notificationUpdateSchema> & { icon?: Upload | null };

/** What happened to a parcel, for its owner: a notification in the app and a mail, in the change's own transaction. */
export interface ParcelEvent {
  kind: keyof typeof PARCEL_EVENT_TEXT;
  parcelId: number;
  owner: { id: number; email: string };
  parcel: { name: string; trackNumber: string; status: string; warehouse: string };
  /** Said after the event's own text (what the parcel owes at the pickup point), and what only the mail says. */
  note?: string;
  mailNote?: string;
}

/** A parcel's news for its owner, its text written. */
export interface ParcelNotice {
  owner: { id: number; email: string };
  parcelId: number;
  title: string;
  description: string;
  /** Said in the mail only. */
  mailNote?: string;
}

/** What happened to a buy-out request, for its owner: an account (in the app and by mail) or a visitor's email. */
export interface PurchaseNotice {
  userId: number | null;
  email: string;
  title: string;
  description: string;
}

/** A message for an account's Telegram chat; `link` becomes a button opening that page of the web app. */
export interface TelegramMessage {
  userId: number;
  text: string;
  link?: { label: string; path: string };
}

/** The Telegram outbox (modules/telegram), given to this module so that it never imports the bot. */
export interface TelegramDelivery {
  /** Queues the messages for their accounts' chats in the caller's transaction; an account without a chat gets nothing. */
  enqueue(tx: DbOrTx, messages: TelegramMessage[]): Promise<void>;
  /** Queues one message for every linked chat whose account keeps Telegram on. */
  enqueueForEveryone(tx: DbOrTx, message: Omit<TelegramMessage, 'userId'>): Promise<void>;
}

/** The notice with its note for the mail and Telegram (a handover code) after its text. */
const withNote = (notice: ParcelNotice) =>
  notice.mailNote ? { ...notice, description: `${notice.description}\n\n${notice.mailNote}` } : notice;

/** Where the app shows a parcel (the Telegram button of its news opens it). */
const parcelPath = (parcelId: number) => `/user?parcel=${parcelId}`;

export function createNotificationService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard'>;
  urls: UrlBuilder;
  /** The customer area's absolute address, for the link in mails. */
  userAreaUrl: string;
  /** Telegram, when the server has a bot. */
  telegram?: TelegramDelivery;
}) {
  const { db, unitOfWork, files, urls, telegram } = deps;

  /** Each account's channels: its choice, or the defaults. */
  async function channelsOf(tx: DbOrTx, userIds: number[]): Promise<(userId: number) => NotificationChannels> {
    const chosen = await q.channelsOf(tx, [...new Set(userIds)]);
    return (userId) => chosen.get(userId) ?? DEFAULT_NOTIFICATION_CHANNELS;
  }

  /**
   * News about their parcels for their owners, in the caller's transaction, by each owner's
   * choice: a notification in the app, a mail, a Telegram message. A `mailNote` (a handover code)
   * goes in the mail and the Telegram message only: the app's notifications are stored, the code is not.
   */
  async function notifyParcelOwners(work: Work, notices: ParcelNotice[]): Promise<void> {
    const channels = await channelsOf(
      work.tx,
      notices.map((notice) => notice.owner.id),
    );
    await q.insertNotifications(
      work.tx,
      notices
        .filter((notice) => channels(notice.owner.id).app)
        .map((notice) => ({
          userId: notice.owner.id,
          parcelId: notice.parcelId,
          title: notice.title,
          description: notice.description,
          iconFileId: null,
        })),
    );
    for (const notice of notices) {
      if (!channels(notice.owner.id).email) continue;
      await enqueueMail(work.tx, { to: notice.owner.email, ...eventMail(withNote(notice), deps.userAreaUrl) });
    }
    await telegram?.enqueue(
      work.tx,
      notices
        .filter((notice) => channels(notice.owner.id).telegram)
        .map((notice) => ({
          userId: notice.owner.id,
          text: telegramNoticeText(withNote(notice)),
          link: { label: TELEGRAM_BOT.openParcel, path: parcelPath(notice.parcelId) },
        })),
    );
  }

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
      });
    },

    // ---- Events, written by other modules inside their own unit of work

    /** One notification and one mail per event, committed (or not) with the change that caused them. */
    async notifyParcelEvents(work: Work, events: ParcelEvent[]): Promise<void> {
      await notifyParcelOwners(
        work,
        events.map((event) => {
          const text = PARCEL_EVENT_TEXT[event.kind](event.parcel);
          const description = event.note ? `${text.description}\n\n${event.note}` : text.description;
          return { owner: event.owner, parcelId: event.parcelId, title: text.title, description, mailNote: event.mailNote };
        }),
      );
    },

    notifyParcelOwners,

    /** The customer area's address, for the links in the mails other modules write. */
    userAreaUrl: deps.userAreaUrl,

    /**
     * A buy-out request's news, in the change's transaction: for an account by its choice of
     * channels (the app, a mail, Telegram), for a visitor a mail.
     */
    async notifyPurchase(work: Work, notice: PurchaseNotice): Promise<void> {
      const { userId } = notice;
      const channels = userId === null ? DEFAULT_NOTIFICATION_CHANNELS : (await channelsOf(work.tx, [userId]))(userId);
      if (userId !== null && channels.app) {
        await q.insertNotifications(work.tx, [
          { userId, title: notice.title, description: notice.description, iconFileId: null },
        ]);
      }
      if (channels.email) {
        await enqueueMail(work.tx, {
          to: notice.email,
          ...purchaseMail(notice, `${deps.userAreaUrl}/my-requests`, userId !== null),
        });
      }
      if (userId !== null && channels.telegram) {
        await telegram?.enqueue(work.tx, [
          { userId, text: telegramNoticeText(notice), link: { label: TELEGRAM_BOT.openRequests, path: '/user/my-requests' } },
        ]);
      }
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
