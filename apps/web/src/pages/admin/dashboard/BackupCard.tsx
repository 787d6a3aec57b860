import type { BackupStatus } from '@kerben/domain';
import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBackupStatus } from '../../../api/backups';
import { DateTime } from '../../../components/DateTime';
import { QueryView } from '../../../components/QueryView';
import { formatNumber } from './series-data';

/** Megabytes with one decimal, as the operator compares them with the disk's free space. */
const megabytes = (bytes: number) => formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10);

/**
 * 'Резервные копии': when the last backup was taken and how large it is, a failure that came after
 * it, and when the next is due; or, briefly, that the server takes none (not configured, or PostgreSQL).
 */
export function BackupCard() {
  const { t } = useTranslation();
  const status = useBackupStatus();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('admin.dashboard.backup.title')}>
      <QueryView query={status} loading={<Skeleton h={44} />} errorTitle={t('admin.dashboard.backup.loadFailed')}>
        {(backup) => <BackupSummary backup={backup} />}
      </QueryView>
    </Paper>
  );
}

function BackupSummary({ backup }: { backup: BackupStatus }) {
  const { t } = useTranslation();
  const failed = backup.last_failure !== null;
  const healthy = backup.last !== null && !failed;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon
        size={10}
        radius="xl"
        mt={7}
        color={failed ? 'red' : healthy ? 'teal' : 'gray'}
        aria-hidden
        style={{ flexShrink: 0 }}
      >
        {null}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} size="h5">
          {t('admin.dashboard.backup.title')}
        </Title>
        {backup.database === 'postgres' ? (
          <Text size="sm" c="dimmed">
            {t('admin.dashboard.backup.postgres')}
          </Text>
        ) : (
          <>
            {backup.last ? (
              <Text size="sm">
                {t('admin.dashboard.backup.last')} <DateTime value={backup.last.finished_at} inherit />
                {' · '}
                {t('admin.dashboard.backup.size', { value: megabytes(backup.last.size_bytes) })}
              </Text>
            ) : (
              <Text size="sm">{t('admin.dashboard.backup.none')}</Text>
            )}
            {backup.last_failure && (
              <Text size="sm" c="red.7" style={{ overflowWrap: 'anywhere' }}>
                {t('admin.dashboard.backup.failed')} <DateTime value={backup.last_failure.finished_at} inherit />
                {': '}
                {backup.last_failure.error}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {backup.schedule
                ? t('admin.dashboard.backup.schedule', {
                    hours: formatNumber(backup.schedule.every_hours),
                    keep: backup.schedule.keep,
                  })
                : t('admin.dashboard.backup.notScheduled')}
              {backup.schedule?.next_at && (
                <>
                  {'; '}
                  {t('admin.dashboard.backup.next')} <DateTime value={backup.schedule.next_at} inherit />
                </>
              )}
            </Text>
          </>
        )}
      </Stack>
    </Group>
  );
}
