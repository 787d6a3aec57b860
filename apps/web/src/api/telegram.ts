import type { NotificationChannels } from '@kerben/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './mutation';
import { useSession } from './session';

// Telegram (the account's linked chat) and where the account's notifications go.

export const telegramKeys = {
  all: ['telegram'] as const,
  status: () => [...telegramKeys.all, 'status'] as const,
  channels: () => [...telegramKeys.all, 'channels'] as const,
};

/** While a deep link waits to be opened, the status is asked this often: the chat links in Telegram, not here. */
export const LINK_WAIT_POLL_MS = 3000;

/** GET /api/telegram/link/: whether Telegram is on, and the account's chat. */
export function useTelegramStatus({ waitingForLink = false }: { waitingForLink?: boolean } = {}) {
  const { hasToken } = useSession();
  return useQuery({
    queryKey: telegramKeys.status(),
    queryFn: ({ signal }) => api.get('/api/telegram/link/', { signal }),
    enabled: hasToken,
    refetchInterval: (query) => (waitingForLink && !query.state.data?.linked ? LINK_WAIT_POLL_MS : false),
  });
}

/** «Подключить Telegram»: a one-time deep link to the bot (15 minutes). */
export function useCreateTelegramLink() {
  return useMutation({ mutationFn: () => api.post('/api/telegram/link/') });
}

/** «Отключить»: the chat gets nothing more. */
export function useUnlinkTelegram() {
  return useInvalidatingMutation(
    () => api.delete('/api/telegram/link/'),
    () => [telegramKeys.status()],
  );
}

/** GET /api/notifications/channels/: the app, email, Telegram. */
export function useNotificationChannels() {
  const { hasToken } = useSession();
  return useQuery({
    queryKey: telegramKeys.channels(),
    queryFn: ({ signal }) => api.get('/api/notifications/channels/', { signal }),
    enabled: hasToken,
  });
}

/** Turns one channel on or off (the others stay). */
export function useChooseChannels() {
  return useInvalidatingMutation(
    (change: Partial<NotificationChannels>) => api.patch('/api/notifications/channels/', { body: change }),
    () => [telegramKeys.channels()],
  );
}
