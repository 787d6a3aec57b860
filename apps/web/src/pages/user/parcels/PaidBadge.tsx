import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Оплачено / Не оплачено, the labels customers know. */
export function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={paid ? 'green' : 'red'} variant="light" radius="sm" tt="none">
      {paid ? t('user.parcels.paid') : t('user.parcels.unpaid')}
    </Badge>
  );
}
