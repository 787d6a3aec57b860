import { ComingSoon } from '../../components/ComingSoon';

/** /user/notifications: the customer's notifications. */
export function UserNotificationsPage() {
  return <ComingSoon />;
}
