import type { NotificationChannel, TelegramLink, TelegramStatus } from '@kerben/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandTelegram, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useChooseChannels,
  useCreateTelegramLink,
  useNotificationChannels,
  useTelegramStatus,
  useUnlinkTelegram,
} from '../../../api/telegram';
import { DateTime } from '../../../components/DateTime';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/** Why the chat stopped getting notifications, said once it is no longer linked. */
function UnlinkedNotice({ reason }: { reason: NonNullable<TelegramStatus['unlinked']>['reason'] }) {
  const { t } = useTranslation();
  if (reason === 'settings' || reason === 'stop') return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('user.telegram.stoppedTitle')}>
      {t(`user.telegram.${reason}`)}
    </Alert>
  );
}

/**
 * «Telegram»: linked (with whom and since when, «Отключить») or not (the deep link, opened in
 * Telegram, where /start links the chat; the status is asked again meanwhile).
 */
function TelegramSection({ status }: { status: TelegramStatus }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<TelegramLink | null>(null);
  // Asked again every few seconds while the customer is in Telegram with the link.
  useTelegramStatus({ waitingForLink: link !== null });
  const create = useCreateTelegramLink();
  const unlink = useUnlinkTelegram();

  if (status.linked) {
    return (
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('user.telegram.linked', { chat: status.chat_name ?? '' })}
        </Text>
        {status.linked_at && (
          <Group gap={4} wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('user.telegram.linkedAt')}
            </Text>
            <DateTime value={status.linked_at} size="sm" c="dimmed" />
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t('user.telegram.commands')}
        </Text>
        <Group>
          <Button
            variant="light"
            color="red"
            loading={unlink.isPending}
            onClick={() =>
              unlink.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  notifySuccess(t('user.telegram.unlinked'));
                },
                onError: (error) => notifyFailure(error, { title: t('user.telegram.unlinkFailed') }),
              })
            }
          >
            {t('user.telegram.unlink')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {status.unlinked && <UnlinkedNotice reason={status.unlinked.reason} />}
      <Text size="sm">{t('user.telegram.lead')}</Text>
      {link ? (
        <Stack gap={6} align="flex-start">
          <Button
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('user.telegram.open')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('user.telegram.openHint')}
          </Text>
        </Stack>
      ) : (
        <Group>
          <Button
            leftSection={<IconBrandTelegram size={18} aria-hidden />}
            loading={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: setLink,
                onError: (error) => notifyFailure(error, { title: t('user.telegram.linkFailed') }),
              })
            }
          >
            {t('user.telegram.link')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const CHANNELS: readonly NotificationChannel[] = ['app', 'email', 'telegram'];

/** The switches: where the account's notifications go (Telegram's only once a chat is linked). */
function ChannelSwitches({ telegram }: { telegram: TelegramStatus | undefined }) {
  const { t } = useTranslation();
  const channels = useNotificationChannels();
  const choose = useChooseChannels();
  const shown = CHANNELS.filter((channel) => channel !== 'telegram' || telegram?.enabled);
  if (!channels.data) return <Skeleton height={92} radius="md" />;
  const current = channels.data;
  return (
    <Stack gap="sm">
      {shown.map((channel) => (
        <Switch
          key={channel}
          label={t(`user.channels.${channel}`)}
          description={channel === 'telegram' && !telegram?.linked ? t('user.channels.telegramNotLinked') : undefined}
          checked={current[channel]}
          disabled={choose.isPending}
          onChange={(event) =>
            choose.mutate(
              { [channel]: event.currentTarget.checked },
              { onError: (error) => notifyFailure(error, { title: t('user.channels.failed') }) },
            )
          }
        />
      ))}
    </Stack>
  );
}

/**
 * 'Уведомления' in the settings: where notifications go (the app, email, Telegram) and, when the
 * server has a bot, the Telegram chat. Sign-in and reset codes come only by email, whatever is chosen.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const status = useTelegramStatus();
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('user.channels.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('user.channels.lead')}
        </Text>
        <ChannelSwitches telegram={status.data} />
      </Stack>
      {status.data?.enabled && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Group gap={8} component="span">
                <IconBrandTelegram size={22} aria-hidden />
                {t('user.telegram.title')}
              </Group>
            </Title>
            <TelegramSection status={status.data} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
