import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';
import { errorMessage } from './error-message';
import { wantNotifications } from './notifications-wanted';

export { errorMessage };

wantNotifications();

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * A failed action in a red notification: what failed as the title ('Не удалось удалить продукт',
 * or 'Ошибка'), the server's reason (or `message`) below it.
 */
export function notifyFailure(error: unknown, { title, message }: { title?: string; message?: string } = {}): void {
  notifications.show({ color: 'red', title: title ?? i18n.t('errors.title'), message: message ?? errorMessage(error) });
}
