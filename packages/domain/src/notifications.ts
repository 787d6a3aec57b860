import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { localized } from './i18n/localize';

// Notifications: broadcasts an admin writes to every customer, and events about one customer's
// parcels. Read state is per person.

export const NOTIFICATION_MSG = /* @__PURE__ */ localized('NOTIFICATION_MSG', {
  titleRequired: 'Введите заголовок уведомления',
  notFound: 'Уведомление не найдено',
} as const);

export const NOTIFICATIONS_PAGE_SIZE = 20;

// ---- What a parcel event says, in the app and by mail

interface ParcelFacts {
  name: string;
  trackNumber: string;
  status: string;
  warehouse: string;
}

const trackPart = (track: string) => (track ? ` (трек-номер ${track})` : '');

export const PARCEL_EVENT_TEXT = /* @__PURE__ */ localized('PARCEL_EVENT_TEXT', {
  received: (parcel: ParcelFacts) => ({
    title: `Посылка «${parcel.name}» на складе`,
    description: `Ваша посылка «${parcel.name}»${trackPart(parcel.trackNumber)} получена на складе ${parcel.warehouse}. Статус: «${parcel.status}».`,
  }),
  statusChanged: (parcel: ParcelFacts) => ({
    title: `Посылка «${parcel.name}»: ${parcel.status}`,
    description: `Новый статус посылки «${parcel.name}»${trackPart(parcel.trackNumber)}: «${parcel.status}».`,
  }),
} as const);

/** The mail that goes with an event notification: its text and a link to the customer area. */
export function eventMail(notification: { title: string; description: string }, userAreaUrl: string) {
  return {
    subject: `Kerben: ${notification.title}`,
    text: `${notification.description}\n\nВсе посылки и их история — в личном кабинете: ${userAreaUrl}\n\nKerben`,
  };
}

// ---- Broadcasts ('Создать уведомление': title, description, picture)

export const notificationSchema = z.object({
  title: requiredText(200, { required: () => NOTIFICATION_MSG.titleRequired }),
  description: optionalText(4000).optional(),
});
export const notificationUpdateSchema = notificationSchema.partial();
export type NotificationInput = z.input<typeof notificationSchema>;

// ---- Answers

/** A notification's content; the icon is a /media path (absolute in the admin list). */
export const notificationResponse = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationResponse>;

/** One notification as a person has it: `status` true once they read it. */
export const myNotificationResponse = z.object({
  id: z.number(),
  /** The reader's id, as the original API answered it. */
  user: z.number(),
  status: z.boolean(),
  notification: notificationResponse,
});
export type MyNotification = z.infer<typeof myNotificationResponse>;

/** GET /api/notifications/my_notification/: newest first, totals of everything. */
export const myNotificationsResponse = z.object({
  all_notifications: z.array(myNotificationResponse),
  not_checked_notifications: z.array(myNotificationResponse),
  total_notifications: z.number(),
  total_not_checked_notifications: z.number(),
});
export type MyNotifications = z.infer<typeof myNotificationsResponse>;

export const notificationCounterResponse = z.object({ total_not_checked_notifications: z.number() });
