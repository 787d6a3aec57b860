import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications appear; loaded after the first paint, the public pages rarely need it. */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} limit={4} />;
}
