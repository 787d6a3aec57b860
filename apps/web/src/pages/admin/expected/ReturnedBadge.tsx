import { type AdminExpectedParcel, EXPECTED_HISTORY } from '@kerben/domain';
import { Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/parcels/parcel-format';
import { HintBadge } from './HintBadge';

/**
 * 'Вернулась': an operator deleted this announcement while on its way and no parcel with its number
 * was received within the time, so it is back in the list; the hint is its history.
 */
export function ReturnedBadge({ expected }: { expected: Pick<AdminExpectedParcel, 'history'> }) {
  const { t } = useTranslation();
  const lines = expected.history
    .filter((line) => line.event === 'withdrawn' || line.event === 'returned')
    .map((line) => ({ ...line, text: `${formatDateTime(line.at)} — ${EXPECTED_HISTORY[line.event]}` }));
  return (
    <HintBadge
      label={t('admin.expected.returned')}
      hint={
        <Stack gap={4}>
          {lines.map((line) => (
            <Text key={line.event} size="xs">
              {line.text}
            </Text>
          ))}
        </Stack>
      }
      hintText={lines.map((line) => line.text).join('. ')}
      color="blue"
      icon={<IconArrowBackUp size={12} aria-hidden />}
    />
  );
}
