import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'Спорный номер': another client announced this track number too; the label decides whose it is. */
export function ConflictBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip
      label={t('admin.expected.conflictHint')}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        color="red"
        variant="light"
        radius="sm"
        tt="none"
        maw="none"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        styles={{ label: { overflow: 'visible' } }}
        tabIndex={0}
        aria-label={`${t('admin.expected.conflict')}. ${t('admin.expected.conflictHint')}`}
      >
        {t('admin.expected.conflict')}
      </Badge>
    </Tooltip>
  );
}
