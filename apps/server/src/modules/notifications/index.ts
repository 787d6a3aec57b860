export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService, type ParcelEvent } from './service';
