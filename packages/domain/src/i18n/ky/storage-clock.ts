import type { STORAGE_MSG as RU_STORAGE_MSG, StorageReminderKind } from '../../storage-clock';
import type { MessageTranslation } from '../translation';

export const STORAGE_MSG: MessageTranslation<typeof RU_STORAGE_MSG> = {
  freeDaysInvalid: 'Күндөрдүн санын 0дөн 365ке чейинки бүтүн сан менен көрсөтүңүз',
  feeInvalid: 'Күнүнө 0 менен 1000 USD ортосундагы акыны көрсөтүңүз',
};

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The reminder's notification and mail text; `daysLeft` is counted when it is sent. */
export function storageReminderText(
  kind: StorageReminderKind,
  parcel: { name: string; trackNumber: string; warehouse: string; freeUntil: string; feePerDayUsd: number; daysLeft: number },
) {
  const track = parcel.trackNumber ? ` (трек-номери ${parcel.trackNumber})` : '';
  const [year, month, day] = parcel.freeUntil.split('-');
  const until = `${day}.${month}.${year}`;
  if (kind === 'fee_started') {
    return {
      title: `«${parcel.name}» посылкасын сактоо акылуу болду`,
      description: `«${parcel.name}» посылкасын${track} ${parcel.warehouse} кампасында акысыз сактоо ${until} күнү бүттү. Бүгүндөн баштап сактоо күнүнө ${usd(parcel.feePerDayUsd)} турат.`,
    };
  }
  const left = parcel.daysLeft === 1 ? 'акыркы күн' : `${parcel.daysLeft} күн калды`;
  return {
    title: `«${parcel.name}» посылкасы ${until} датасына чейин акысыз сакталат`,
    description: `«${parcel.name}» посылкасы${track} ${parcel.warehouse} кампасында күтүп жатат. ${until} датасын кошо алганда акысыз сакталат (${left}), андан кийин күнүнө ${usd(parcel.feePerDayUsd)}.`,
  };
}
