export type { ParcelEvent, ParcelNotice, PurchaseNotice, TelegramDelivery, TelegramMessage } from './news';
export { BROADCASTS_CHANNEL } from './queries';
export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService } from './service';
