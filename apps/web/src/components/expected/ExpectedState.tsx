import type { ExpectedParcel } from '@kerben/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Ожидается' or 'Получена'. */
export function ExpectedState({ expected }: { expected: Pick<ExpectedParcel, 'received'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={expected.received ? 'filled' : 'light'}
      color={expected.received ? 'green' : 'orange'}
      radius="sm"
      tt="none"
      maw="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {expected.received ? t('area.expected.received') : t('area.expected.waiting')}
    </Badge>
  );
}
