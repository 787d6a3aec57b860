export { notificationRoutes } from './routes';
export {
  createNotificationService,
  type NotificationService,
  type ParcelEvent,
  type ParcelNotice,
  type PurchaseNotice,
} from './service';
