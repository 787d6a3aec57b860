export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService, type ParcelEvent, type PurchaseNotice } from './service';
