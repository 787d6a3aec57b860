import { i18n } from '../i18n';
import { ApiError } from './api-error';

/**
 * The message to show for any thrown error: the server's reason, or a generic one. A module of its
 * own, so a view that only shows errors (the home page's tracking) does not load notifications.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.generic');
}
