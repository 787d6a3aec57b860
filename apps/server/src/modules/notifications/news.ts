import {
  DEFAULT_NOTIFICATION_CHANNELS,
  eventMail,
  type Language,
  type LazyMessage,
  type NotificationChannels,
  PARCEL_EVENT_TEXT,
  parcelStatusName,
  purchaseMail,
  TELEGRAM_BOT,
  telegramNoticeText,
  warehouseName,
  withLanguage,
} from '@kerben/domain';
import type { UrlBuilder } from '../../core/urls';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork, Work } from '../../db/unit-of-work';
import { enqueueMail } from '../../mail';
import type { FileService } from '../files';
import * as q from './queries';

// The owners' news: what happened to their parcels and buy-out requests, written by other modules
// inside their own unit of work, and sent by each account's choice of channels. Each is written in
// its owner's language (docs/i18n.md), whoever caused it: the texts come as functions, called here
// inside `withLanguage(owner.language, …)`.

/** Whom a parcel's news is for. */
export interface Owner {
  id: number;
  email: string;
  language: Language;
}

/** A notice's words: a title and a text, and what only the mail and Telegram say (a handover code). */
export interface NoticeText {
  title: string;
  description: string;
  mailNote?: string;
}

/** What happened to a parcel, for its owner: a notification in the app and a mail, in the change's own transaction. */
export interface ParcelEvent {
  kind: keyof typeof PARCEL_EVENT_TEXT;
  parcelId: number;
  owner: Owner;
  /** `status` and `warehouse` are the stored names, named again by id in the owner's language. */
  parcel: { name: string; trackNumber: string; statusId: number; status: string; warehouseId: number; warehouse: string };
  /** Said after the event's own text (what the parcel owes at the pickup point), and what only the mail says. */
  note?: LazyMessage;
  mailNote?: LazyMessage;
}

/** A parcel's news for its owner: `text` is called in the owner's language. */
export interface ParcelNotice {
  owner: Owner;
  parcelId: number;
  text: () => NoticeText;
}

/** What happened to a buy-out request, for its owner: an account (in the app and by mail) or a visitor's email. */
export interface PurchaseNotice {
  userId: number | null;
  email: string;
  /** The account's language; a visitor's request is answered in Russian. */
  language: Language;
  text: () => { title: string; description: string };
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
const withNote = (text: NoticeText) =>
  text.mailNote ? { ...text, description: `${text.description}\n\n${text.mailNote}` } : text;

/** Where the app shows a parcel (the Telegram button of its news opens it). */
const parcelPath = (parcelId: number) => `/user?parcel=${parcelId}`;

export interface NotificationDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard'>;
  urls: UrlBuilder;
  /** The customer area's absolute address, for the link in mails. */
  userAreaUrl: string;
  /** Telegram, when the server has a bot. */
  telegram?: TelegramDelivery;
  /** Called after the commit of a broadcast's change: the admin's list, cached, is worked out again. */
  onBroadcastsChanged?: () => void;
}

export function ownersNews(deps: NotificationDeps) {
  const { telegram } = deps;

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
    // Every channel's words in the owner's language: the stored notification, the mail, the message.
    const written = notices.map((notice) =>
      withLanguage(notice.owner.language, () => {
        const text = notice.text();
        return {
          notice,
          text,
          mail: eventMail(withNote(text), deps.userAreaUrl),
          telegram: { text: telegramNoticeText(withNote(text)), label: TELEGRAM_BOT.openParcel },
        };
      }),
    );
    await q.insertNotifications(
      work.tx,
      written
        .filter(({ notice }) => channels(notice.owner.id).app)
        .map(({ notice, text }) => ({
          userId: notice.owner.id,
          parcelId: notice.parcelId,
          title: text.title,
          description: text.description,
          iconFileId: null,
        })),
    );
    for (const { notice, mail } of written) {
      if (!channels(notice.owner.id).email) continue;
      await enqueueMail(work.tx, { to: notice.owner.email, ...mail });
    }
    await telegram?.enqueue(
      work.tx,
      written
        .filter(({ notice }) => channels(notice.owner.id).telegram)
        .map(({ notice, telegram: message }) => ({
          userId: notice.owner.id,
          text: message.text,
          link: { label: message.label, path: parcelPath(notice.parcelId) },
        })),
    );
  }

  return {
    channelsOf,
    notifyParcelOwners,

    /** One notification and one mail per event, committed (or not) with the change that caused them. */
    async notifyParcelEvents(work: Work, events: ParcelEvent[]): Promise<void> {
      await notifyParcelOwners(
        work,
        events.map((event) => ({
          owner: event.owner,
          parcelId: event.parcelId,
          text: () => {
            const status = parcelStatusName(event.parcel.statusId, event.parcel.status);
            const warehouse = warehouseName(event.parcel.warehouseId, event.parcel.warehouse);
            const text = PARCEL_EVENT_TEXT[event.kind]({ ...event.parcel, status, warehouse });
            const description = event.note ? `${text.description}\n\n${event.note()}` : text.description;
            return { title: text.title, description, mailNote: event.mailNote?.() };
          },
        })),
      );
    },

    /**
     * A buy-out request's news, in the change's transaction: for an account by its choice of
     * channels (the app, a mail, Telegram), for a visitor a mail.
     */
    async notifyPurchase(work: Work, notice: PurchaseNotice): Promise<void> {
      const { userId } = notice;
      const { text, mail, telegramText, label } = withLanguage(notice.language, () => {
        const text = notice.text();
        return {
          text,
          mail: purchaseMail({ ...notice, ...text }, `${deps.userAreaUrl}/my-requests`, userId !== null),
          telegramText: telegramNoticeText(text),
          label: TELEGRAM_BOT.openRequests,
        };
      });
      const channels = userId === null ? DEFAULT_NOTIFICATION_CHANNELS : (await channelsOf(work.tx, [userId]))(userId);
      if (userId !== null && channels.app) {
        await q.insertNotifications(work.tx, [{ userId, title: text.title, description: text.description, iconFileId: null }]);
      }
      if (channels.email) {
        await enqueueMail(work.tx, { to: notice.email, ...mail });
      }
      if (userId !== null && channels.telegram) {
        await telegram?.enqueue(work.tx, [{ userId, text: telegramText, link: { label, path: '/user/my-requests' } }]);
      }
    },
  };
}
