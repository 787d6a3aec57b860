import type { STORAGE_MSG as RU_STORAGE_MSG, StorageReminderKind } from '../../storage-clock';
import { enCounted } from '../grammar';
import type { MessageTranslation } from '../translation';

export const STORAGE_MSG: MessageTranslation<typeof RU_STORAGE_MSG> = {
  freeDaysInvalid: 'Enter a whole number of days from 0 to 365',
  feeInvalid: 'Enter a fee from 0 to 1000 USD a day',
};

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The reminder's notification and mail text; `daysLeft` is counted when it is sent. */
export function storageReminderText(
  kind: StorageReminderKind,
  parcel: { name: string; trackNumber: string; warehouse: string; freeUntil: string; feePerDayUsd: number; daysLeft: number },
) {
  const track = parcel.trackNumber ? ` (tracking number ${parcel.trackNumber})` : '';
  const [year, month, day] = parcel.freeUntil.split('-');
  const until = `${month}/${day}/${year}`;
  if (kind === 'fee_started') {
    return {
      title: `Paid storage for the parcel “${parcel.name}”`,
      description: `Free storage of the parcel “${parcel.name}”${track} at the ${parcel.warehouse} warehouse ended on ${until}. From today storage costs ${usd(parcel.feePerDayUsd)} a day.`,
    };
  }
  const left = parcel.daysLeft === 1 ? 'last day' : `${enCounted(parcel.daysLeft, 'day', 'days')} left`;
  return {
    title: `Free storage of the parcel “${parcel.name}” until ${until}`,
    description: `The parcel “${parcel.name}”${track} is waiting at the ${parcel.warehouse} warehouse. Free storage until ${until} inclusive (${left}), then ${usd(parcel.feePerDayUsd)} a day.`,
  };
}
