import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { i18n } from '../i18n';

/** The message to show for any thrown error: the server's reason, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.generic');
}

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
