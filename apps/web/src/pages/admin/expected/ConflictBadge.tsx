import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HintBadge } from './HintBadge';

/** 'Спорный номер': another client announced this track number too; the label decides whose it is. */
export function ConflictBadge() {
  const { t } = useTranslation();
  const hint = t('admin.expected.conflictHint');
  return (
    <HintBadge
      label={t('admin.expected.conflict')}
      hint={hint}
      hintText={hint}
      color="red"
      icon={<IconAlertTriangle size={12} aria-hidden />}
    />
  );
}
