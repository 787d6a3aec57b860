import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The notification bell; a badge only when the server reports unread notifications. */
export function AreaBell({ to, unread }: { to: string; unread?: number }) {
  const { t } = useTranslation();
  const count = unread ?? 0;
  const label = unread === undefined ? t('area.bell') : count > 0 ? t('area.bellUnread', { count }) : t('area.bellNone');
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} color="red" offset={4}>
      <ActionIcon component={Link} to={to} variant="default" size="lg" aria-label={label}>
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
