// Types only: the bell lives in the user layout, which must not pull the domain package (zod) in.
import type { MyNotification, MyNotifications } from '@kerben/domain';
import { useWindowEvent } from '@mantine/hooks';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Edit, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';
import { useSession } from './session';

// Notifications: a person's own (broadcasts and events about their parcels, with per-person read
// state) and the broadcasts an admin writes.

export const notificationKeys = {
  all: ['notifications'] as const,
  counter: () => [...notificationKeys.all, 'counter'] as const,
  mine: () => [...notificationKeys.all, 'mine'] as const,
  broadcasts: () => [...notificationKeys.all, 'broadcasts'] as const,
};

/** The answer of the counter and of both check calls. */
interface Counter {
  total_not_checked_notifications: number;
}

/** My notifications as cached: one my_notification answer per page loaded ('Показать ещё'). */
export type MyNotificationPages = InfiniteData<MyNotifications, number>;

/** One tab of the page: what is loaded, how many there are in all, whether more can be loaded. */
export interface NotificationTab {
  items: MyNotification[];
  total: number;
  hasMore: boolean;
}

export interface NotificationTabs {
  all: NotificationTab;
  unread: NotificationTab;
}

/** The newest totals: pages are fetched (and refetched) in order, so the last one's. */
const lastPage = (data: MyNotificationPages) => data.pages[data.pages.length - 1];

/** A tab's items over all loaded pages, each once: a notification that arrives between two pages shifts the next page by one. */
function collect(pages: readonly MyNotification[][]): MyNotification[] {
  const byId = new Map<number, MyNotification>();
  for (const item of pages.flat()) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** Both tabs of the notifications page from the loaded pages. */
export function toTabs(data: MyNotificationPages): NotificationTabs {
  const last = lastPage(data);
  const tab = (items: MyNotification[], total: number, lastLength: number): NotificationTab => ({
    items,
    total,
    // An empty last page means the rest went away meanwhile (deleted, or read elsewhere).
    hasMore: items.length < total && lastLength > 0,
  });
  return {
    all: tab(
      collect(data.pages.map((page) => page.all_notifications)),
      last?.total_notifications ?? 0,
      last?.all_notifications.length ?? 0,
    ),
    unread: tab(
      collect(data.pages.map((page) => page.not_checked_notifications)),
      last?.total_not_checked_notifications ?? 0,
      last?.not_checked_notifications.length ?? 0,
    ),
  };
}

/**
 * The cached pages after some notifications were marked read: read in 'Все', gone from
 * 'Непрочитанные', and the unread total the server answered.
 */
export function markReadInPages(
  data: MyNotificationPages,
  isMarked: (item: MyNotification) => boolean,
  unreadTotal: number,
): MyNotificationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      all_notifications: page.all_notifications.map((item) => (isMarked(item) ? { ...item, status: true } : item)),
      not_checked_notifications: page.not_checked_notifications.filter((item) => !isMarked(item)),
      total_not_checked_notifications: unreadTotal,
    })),
  };
}

// ---- Reads

/**
 * The unread count for the bell: every 60 s while the tab is visible and whenever the window
 * gets focus, so a new notification shows without a reload. It is also the cheap probe for the
 * list: a count that differs from the list's means the list is out of date.
 */
export function useUnreadCount() {
  const { hasToken } = useSession();
  const queryClient = useQueryClient();
  // TanStack refetches when the tab becomes visible; a window brought back to the front from
  // behind another one stays visible all along and only gets focus.
  useWindowEvent('focus', () => {
    void queryClient.refetchQueries({ queryKey: notificationKeys.counter(), type: 'active' }, { cancelRefetch: false });
  });
  return useQuery({
    queryKey: notificationKeys.counter(),
    queryFn: async ({ signal }) => {
      const counter = await api.get('/api/notifications/counter/', { signal });
      const count = counter.total_not_checked_notifications;
      const list = queryClient.getQueryData<MyNotificationPages>(notificationKeys.mine());
      const listed = list && lastPage(list)?.total_not_checked_notifications;
      if (listed !== undefined && listed !== count) void queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
      return count;
    },
    enabled: hasToken,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * My notifications, newest first, a page at a time (the server's page size); `data` is the two
 * tabs. Each answer's unread total also goes to the bell, so the two never disagree.
 */
export function useMyNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.mine(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get('/api/notifications/my_notification/', { signal, query: { page: pageParam } });
      queryClient.setQueryData(notificationKeys.counter(), page.total_not_checked_notifications);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.all_notifications.length, 0);
      return last.all_notifications.length > 0 && loaded < last.total_notifications ? lastParam + 1 : undefined;
    },
    select: toTabs,
  });
}

// ---- Marking read

/**
 * A check call whose answer (the new unread total) goes into the bell and the lists at once; the
 * lists are then fetched again, since the other tab's pages have shifted.
 */
function useCheck<TInput>(
  mutationFn: (input: TInput) => Promise<Counter>,
  isMarked: (item: MyNotification, input: TInput) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ total_not_checked_notifications: unread }, input) => {
      // A refetch already on its way would bring the old state back over this one.
      await cancelMine(queryClient);
      queryClient.setQueryData(notificationKeys.counter(), unread);
      queryClient.setQueryData<MyNotificationPages>(
        notificationKeys.mine(),
        (data) => data && markReadInPages(data, (item) => isMarked(item, input), unread),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}

function cancelMine(queryClient: QueryClient) {
  return Promise.all([
    queryClient.cancelQueries({ queryKey: notificationKeys.counter() }),
    queryClient.cancelQueries({ queryKey: notificationKeys.mine() }),
  ]);
}

/** PUT check/{id}/: one notification read (opened). */
export function useCheckNotification() {
  return useCheck(
    (id: number) => api.put('/api/notifications/check/{id}/', { path: { id } }),
    (item, id) => item.id === id,
  );
}

/** PUT check_all/: 'Отметить все как прочитанные'. */
export function useCheckAllNotifications() {
  return useCheck(
    () => api.put('/api/notifications/check_all/'),
    () => true,
  );
}

// ---- Broadcasts (admins)

/** Every broadcast, newest first; icons are absolute URLs. */
export function useBroadcasts() {
  return useQuery({
    queryKey: notificationKeys.broadcasts(),
    queryFn: ({ signal }) => api.get('/api/notifications/list/', { signal }),
  });
}

export interface BroadcastValues {
  title: string;
  description: string;
  /** A newly chosen picture; null keeps the saved one (or none). */
  icon: File | null;
  /** The admin removed the saved picture (and chose no new one). */
  removeIcon: boolean;
}

/** Fields an edit may empty: they go as remove_<field>=true. */
const BROADCAST_CLEARABLE = ['description', 'icon'] as const;

function broadcastFields({ icon, removeIcon, ...fields }: BroadcastValues) {
  // null asks to delete the saved picture; undefined keeps it.
  return { ...fields, icon: icon ?? (removeIcon ? null : undefined) };
}

// A broadcast is also in every customer's own list (the admin's too, on /user): refresh it all.
const everyNotificationList = () => [notificationKeys.all] as const;

export function useCreateBroadcast() {
  return useInvalidatingMutation(
    (values: BroadcastValues) =>
      api.post('/api/notifications/create_notification/', { body: toFormData(broadcastFields(values)) }),
    everyNotificationList,
  );
}

export function useUpdateBroadcast() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<BroadcastValues>) =>
      api.patch('/api/notifications/update_notification/{id}/', {
        path: { id },
        body: toFormData(broadcastFields(values), BROADCAST_CLEARABLE),
      }),
    everyNotificationList,
  );
}

export function useDeleteBroadcast() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/notifications/delete_notification/{id}/', { path: { id } }),
    everyNotificationList,
  );
}
