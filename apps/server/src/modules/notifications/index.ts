export { notificationRoutes } from './routes';
export {
  createNotificationService,
  type NotificationService,
  type ParcelEvent,
  type ParcelNotice,
  type PurchaseNotice,
  type TelegramDelivery,
  type TelegramMessage,
} from './service';
