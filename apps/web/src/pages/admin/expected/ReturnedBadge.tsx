import { type AdminExpectedParcel, EXPECTED_HISTORY } from '@kerben/domain';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/parcels/parcel-format';

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
    <Tooltip
      label={
        <Stack gap={4}>
          {lines.map((line) => (
            <Text key={line.event} size="xs">
              {line.text}
            </Text>
          ))}
        </Stack>
      }
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        color="blue"
        variant="light"
        radius="sm"
        tt="none"
        maw="none"
        leftSection={<IconArrowBackUp size={12} aria-hidden />}
        styles={{ label: { overflow: 'visible' } }}
        tabIndex={0}
        aria-label={[t('admin.expected.returned'), ...lines.map((line) => line.text)].join('. ')}
      >
        {t('admin.expected.returned')}
      </Badge>
    </Tooltip>
  );
}
