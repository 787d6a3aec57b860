import type { AppNotification } from '@kerben/domain';
import { Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBroadcasts, useDeleteBroadcast } from '../../api/notifications';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTime } from '../../components/DateTime';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { BroadcastDialog, broadcastTexts } from './notifications/BroadcastDialog';

/** The server answers every broadcast at once; the table shows them a page at a time. */
const PAGE_SIZE = 20;

function Picture({ broadcast }: { broadcast: AppNotification }) {
  const { t } = useTranslation();
  if (!broadcast.icon) {
    return (
      <ThemeIcon variant="light" color="gray" size={48} radius="md" role="img" aria-label={t('admin.notifications.noPicture')}>
        <IconPhotoOff size={20} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={broadcast.icon}
      alt={t('admin.notifications.pictureAlt', { title: broadcast.title })}
      w={48}
      h={48}
      radius="md"
      fit="cover"
    />
  );
}

/** /admin/notifications: the broadcasts every customer sees; header action 'Создать уведомление'. */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  const broadcasts = useBroadcasts();
  const editing = useRecordActions({ texts: broadcastTexts, remove: useDeleteBroadcast() });
  const [page, setPage] = useState(1);
  const addLabel = t('admin.actions.createNotification');
  usePageAction({ label: addLabel, onClick: editing.create });

  const columns: DataTableColumn<AppNotification>[] = [
    { key: 'picture', header: t('admin.notifications.columns.picture'), width: 80, render: (row) => <Picture broadcast={row} /> },
    {
      key: 'notification',
      header: t('admin.notifications.columns.notification'),
      render: (row) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {row.description || t('admin.notifications.noDescription')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'date',
      header: t('admin.notifications.columns.date'),
      width: 200,
      render: (row) => <DateTime value={row.created_at} size="sm" />,
    },
    { key: 'actions', header: t('admin.notifications.columns.actions'), width: 110, render: (row) => editing.actions(row) },
  ];

  return (
    <>
      <QueryView
        query={broadcasts}
        errorTitle={t('admin.notifications.loadFailed')}
        empty={
          <CatalogEmpty
            icon={<IconBell size={26} />}
            title={t('admin.notifications.emptyTitle')}
            text={t('admin.notifications.emptyText')}
            addLabel={addLabel}
            onAdd={editing.create}
          />
        }
      >
        {(list) => {
          const totalPages = Math.ceil(list.length / PAGE_SIZE);
          // After the last broadcast of the last page is deleted, show the page before it.
          const shown = Math.min(page, totalPages);
          return (
            <DataTable
              columns={columns}
              rows={list.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
              getRowId={(row) => row.id}
              caption={t('admin.notifications.caption')}
              loading={broadcasts.isFetching}
              minWidth={640}
              page={shown}
              totalPages={totalPages}
              onPageChange={setPage}
            />
          );
        }}
      </QueryView>
      <BroadcastDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
