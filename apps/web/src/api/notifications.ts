import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client';
import { useSession } from './session';

export const notificationKeys = {
  all: ['notifications'] as const,
  counter: () => [...notificationKeys.all, 'counter'] as const,
};

interface Counter {
  total_not_checked_notifications: number;
}

/**
 * Unread notifications for the bell. The counter endpoint arrives with the notifications module;
 * until then it answers 404, which honestly means "nothing unread".
 */
export function useUnreadCount() {
  const { hasToken } = useSession();
  return useQuery({
    queryKey: notificationKeys.counter(),
    queryFn: async ({ signal }) => {
      try {
        const counter = await api.get<Counter>('/api/notifications/counter/', { signal });
        return counter.total_not_checked_notifications;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 0;
        throw error;
      }
    },
    enabled: hasToken,
    refetchInterval: 60_000,
  });
}
