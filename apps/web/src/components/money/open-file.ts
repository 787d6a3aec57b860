import { i18n } from '../../i18n';
import { notifyFailure } from '../../lib/notify';

/** Opens a PDF (an invoice, a receipt) in a new tab; a failure is said in a notification. */
export function openFileOrSay(open: () => Promise<void>): void {
  open().catch((error: unknown) => notifyFailure(error, { title: i18n.t('money.invoice.openFailed') }));
}
