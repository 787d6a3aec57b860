import type { MyNotification } from '@kerben/domain';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NotificationTabs,
  useCheckAllNotifications,
  useCheckNotification,
  useMyNotifications,
} from '../../api/notifications';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { QueryView } from '../../components/QueryView';
import { useDialogState } from '../../hooks/use-dialog-state';
import { notifyFailure } from '../../lib/notify';
import { NotificationDialog } from './notifications/NotificationDialog';
import { NotificationItem } from './notifications/NotificationItem';
import classes from './notifications/notifications.module.css';

type TabKey = keyof NotificationTabs;

const TAB_KEYS: readonly TabKey[] = ['all', 'unread'];

const EMPTY = {
  all: { title: 'user.notifications.emptyAllTitle', text: 'user.notifications.emptyAllText' },
  unread: { title: 'user.notifications.emptyUnreadTitle', text: 'user.notifications.emptyUnreadText' },
} as const;

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" className={classes.narrow} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="md" wrap="nowrap" align="flex-start">
          <Skeleton height={44} width={44} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="55%" />
            <Skeleton height={12} width="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * /user/notifications: tabs 'Все' and 'Непрочитанные' with their counts, newest first, 'Показать
 * ещё' for older ones. Opening a notification shows it in full and marks it read; the bell and
 * the counts go down at once.
 */
export function UserNotificationsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('all');
  const notifications = useMyNotifications();
  const check = useCheckNotification();
  const checkAll = useCheckAllNotifications();
  const reading = useDialogState<MyNotification>();
  const tabs = notifications.data;

  const open = (item: MyNotification) => {
    reading.open(item);
    if (!item.status) {
      check.mutate(item.id, { onError: (error) => notifyFailure(error, { title: t('user.notifications.markFailed') }) });
    }
  };
  const markAll = () =>
    checkAll.mutate(undefined, { onError: (error) => notifyFailure(error, { title: t('user.notifications.markAllFailed') }) });

  return (
    <>
      <Tabs value={tab} onChange={(value) => setTab(value === 'unread' ? 'unread' : 'all')} keepMounted={false}>
        <Group justify="space-between" gap="sm" className={classes.narrow}>
          <Tabs.List aria-label={t('user.notifications.tabs')}>
            {TAB_KEYS.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                rightSection={
                  tabs && (
                    <Badge size="sm" variant={key === tab ? 'filled' : 'light'} color={key === 'unread' ? 'kerben' : 'gray'}>
                      {tabs[key].total}
                    </Badge>
                  )
                }
              >
                {t(`user.notifications.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs && tabs.unread.total > 0 && (
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={markAll}
              loading={checkAll.isPending}
            >
              {t('user.notifications.markAll')}
            </Button>
          )}
        </Group>
        {TAB_KEYS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <QueryView query={notifications} loading={<ListSkeleton />} errorTitle={t('user.notifications.loadFailed')}>
              {(data) => {
                const list = data[key];
                if (list.items.length === 0) {
                  return (
                    <div className={classes.narrow}>
                      <CatalogEmpty icon={<IconBellCheck size={26} />} title={t(EMPTY[key].title)} text={t(EMPTY[key].text)} />
                    </div>
                  );
                }
                return (
                  <Stack gap="md">
                    <ul className={classes.list} aria-label={t('user.notifications.listLabel')}>
                      {list.items.map((item) => (
                        <NotificationItem key={item.id} item={item} onOpen={open} />
                      ))}
                    </ul>
                    {list.hasMore && notifications.hasNextPage && (
                      <Stack gap={6} align="center" className={classes.narrow}>
                        <Text size="sm" c="dimmed">
                          {t('user.notifications.shown', { shown: list.items.length, total: list.total })}
                        </Text>
                        <Button
                          variant="default"
                          onClick={() => void notifications.fetchNextPage()}
                          loading={notifications.isFetchingNextPage}
                        >
                          {t('user.notifications.showMore')}
                        </Button>
                      </Stack>
                    )}
                  </Stack>
                );
              }}
            </QueryView>
          </Tabs.Panel>
        ))}
      </Tabs>
      <NotificationDialog {...reading.props} />
    </>
  );
}
