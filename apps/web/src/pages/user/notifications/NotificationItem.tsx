import type { MyNotification } from '@kerben/domain';
import { Image, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import classes from './notifications.module.css';

/** The notification's picture, or a bell for those without one (parcel events); a grey bell once read. */
function NotificationThumb({ notification, read }: { notification: MyNotification['notification']; read: boolean }) {
  const { t } = useTranslation();
  if (!notification.icon) {
    return (
      <ThemeIcon variant="light" color={read ? 'gray' : undefined} size={44} radius="md" aria-hidden>
        <IconBell size={22} />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={notification.icon}
      alt={t('user.notifications.pictureAlt', { title: notification.title })}
      className={classes.thumb}
      loading="lazy"
    />
  );
}

/** One row of the list: picture, title, a line of the text, date, and a dot while unread. Opens the notification. */
export function NotificationItem({ item, onOpen }: { item: MyNotification; onOpen: (item: MyNotification) => void }) {
  const { t } = useTranslation();
  const { notification } = item;
  const unread = !item.status;
  return (
    <li className={classes.item}>
      <UnstyledButton
        className={classes.row}
        data-unread={unread || undefined}
        onClick={() => onOpen(item)}
        aria-haspopup="dialog"
      >
        <NotificationThumb notification={notification} read={!unread} />
        <span className={classes.body}>
          <Text component="span" fw={unread ? 700 : 500} lineClamp={2}>
            {unread && <VisuallyHidden>{`${t('user.notifications.unreadMark')}: `}</VisuallyHidden>}
            {notification.title}
          </Text>
          {notification.description && (
            <Text component="span" size="sm" c="dimmed" lineClamp={1}>
              {notification.description}
            </Text>
          )}
          <DateTime value={notification.created_at} display="block" size="xs" c="dimmed" mt={4} />
        </span>
        {unread && <span className={classes.dot} aria-hidden />}
      </UnstyledButton>
    </li>
  );
}
