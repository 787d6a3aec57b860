import { ComingSoon } from '../../components/ComingSoon';

/** /admin/notifications: broadcast notifications, header action "Создать уведомление". */
export function AdminNotificationsPage() {
  return <ComingSoon />;
}
