import type { MyNotification } from '@kerben/domain';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import classes from './notifications.module.css';

/** A notification in full: its date, picture and whole text. */
export function NotificationDialog({ opened, record, onClose }: RecordDialogProps<MyNotification>) {
  const { t } = useTranslation();
  const notification = record?.notification;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={notification?.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      classNames={{ title: classes.body }}
    >
      {notification && (
        <Stack gap="md">
          <DateTime value={notification.created_at} size="sm" c="dimmed" />
          {notification.icon && (
            <Image
              src={notification.icon}
              alt={t('user.notifications.pictureAlt', { title: notification.title })}
              radius="md"
              mah="50vh"
              fit="contain"
            />
          )}
          {notification.description && <Text className={classes.text}>{notification.description}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
