export type { ParcelEvent, ParcelNotice, PurchaseNotice, TelegramDelivery, TelegramMessage } from './news';
export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService } from './service';
