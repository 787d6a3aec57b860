import { freeDaysLeft, type StorageClock } from '@kerben/domain';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from './parcel-format';

/**
 * A waiting parcel's storage clock in a line: the free days left and until when, or the fee it
 * owes once they are over (in red: the customer should come or ask for shipping).
 */
export function StorageNote({ storage, ...props }: { storage: StorageClock } & TextProps) {
  const { t } = useTranslation();
  if (storage.fee_usd > 0) {
    return (
      <Text size="sm" c="red.8" fw={600} {...props}>
        {t('components.storage.fee', { fee: formatPrice(storage.fee_usd), count: storage.days })}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" {...props}>
      {t('components.storage.free', { date: formatDate(storage.free_until), count: freeDaysLeft(storage, new Date()) })}
    </Text>
  );
}
