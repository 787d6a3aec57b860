import type { MyNotification, MyNotifications } from '@kerben/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signIn, testQueryClient } from '../test/harness';
import {
  type MyNotificationPages,
  markReadInPages,
  notificationKeys,
  toTabs,
  useCheckNotification,
  useUnreadCount,
  useUpdateBroadcast,
} from './notifications';

const item = (id: number, status = false): MyNotification => ({
  id,
  user: 1,
  status,
  notification: { id, title: `№${id}`, description: '', icon: null, created_at: '2026-11-20T10:00:00Z' },
});

function page(all: MyNotification[], totals: { all: number; unread: number }): MyNotifications {
  return {
    all_notifications: all,
    not_checked_notifications: all.filter((one) => !one.status),
    total_notifications: totals.all,
    total_not_checked_notifications: totals.unread,
  };
}

const pages = (...list: MyNotifications[]): MyNotificationPages => ({
  pages: list,
  pageParams: list.map((_, i) => i + 1),
});

function withClient(queryClient = testQueryClient()) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children),
  };
}

describe('toTabs', () => {
  it('joins the pages of each tab, each notification once, with the newest totals', () => {
    // №5 arrived between the two pages, so №3 is on both.
    const tabs = toTabs(
      pages(page([item(4), item(3, true)], { all: 4, unread: 3 }), page([item(3, true), item(2)], { all: 5, unread: 4 })),
    );
    expect(tabs.all.items.map((one) => one.id)).toEqual([4, 3, 2]);
    expect(tabs.all).toMatchObject({ total: 5, hasMore: true });
    expect(tabs.unread.items.map((one) => one.id)).toEqual([4, 2]);
    expect(tabs.unread).toMatchObject({ total: 4, hasMore: true });
  });

  it('has no more once everything is loaded, or when the last page came back empty', () => {
    expect(toTabs(pages(page([item(2), item(1, true)], { all: 2, unread: 1 }))).all.hasMore).toBe(false);
    const shrunk = toTabs(pages(page([item(2)], { all: 3, unread: 3 }), page([], { all: 3, unread: 3 })));
    expect(shrunk.all.hasMore).toBe(false);
    expect(shrunk.unread.hasMore).toBe(false);
  });
});

describe('markReadInPages', () => {
  it('marks the notification read in every page, takes it out of the unread tab and sets the unread total', () => {
    const before = pages(page([item(3), item(2)], { all: 3, unread: 3 }), page([item(1)], { all: 3, unread: 3 }));
    const after = markReadInPages(before, (one) => one.id === 2, 2);
    expect(after.pages[0]?.all_notifications.map((one) => one.status)).toEqual([false, true]);
    expect(after.pages[0]?.not_checked_notifications.map((one) => one.id)).toEqual([3]);
    expect(after.pages.map((one) => one.total_not_checked_notifications)).toEqual([2, 2]);
    expect(after.pageParams).toEqual([1, 2]);
  });
});

describe('marking read', () => {
  it("puts the server's unread total into the bell and the list at once, and marks the list for a refetch", async () => {
    fakeApi({ 'PUT /api/notifications/check/2/': () => ({ body: { total_not_checked_notifications: 4 } }) });
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData(notificationKeys.counter(), 5);
    queryClient.setQueryData(notificationKeys.mine(), pages(page([item(3), item(2)], { all: 9, unread: 5 })));
    const { result } = renderHook(() => useCheckNotification(), { wrapper });

    await act(() => result.current.mutateAsync(2));

    expect(queryClient.getQueryData(notificationKeys.counter())).toBe(4);
    const tabs = toTabs(queryClient.getQueryData<MyNotificationPages>(notificationKeys.mine()) as MyNotificationPages);
    expect(tabs.all.items.map((one) => one.status)).toEqual([false, true]);
    expect(tabs.unread).toMatchObject({ total: 4, items: [item(3)] });
    expect(queryClient.getQueryState(notificationKeys.mine())?.isInvalidated).toBe(true);
  });
});

describe('useUnreadCount', () => {
  it('a count that differs from the list marks the list out of date (a new notification came)', async () => {
    signIn();
    fakeApi({ 'GET /api/notifications/counter/': () => ({ body: { total_not_checked_notifications: 3 } }) });
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData(notificationKeys.mine(), pages(page([item(2), item(1)], { all: 2, unread: 2 })));
    const { result } = renderHook(() => useUnreadCount(), { wrapper });

    await waitFor(() => expect(result.current.data).toBe(3));
    expect(queryClient.getQueryState(notificationKeys.mine())?.isInvalidated).toBe(true);
  });

  it('asks again when the window gets focus back', async () => {
    signIn();
    let unread = 1;
    fakeApi({ 'GET /api/notifications/counter/': () => ({ body: { total_not_checked_notifications: unread } }) });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(1));

    unread = 2;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('the same count leaves the list alone', async () => {
    signIn();
    fakeApi({ 'GET /api/notifications/counter/': () => ({ body: { total_not_checked_notifications: 2 } }) });
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData(notificationKeys.mine(), pages(page([item(2), item(1)], { all: 2, unread: 2 })));
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(queryClient.getQueryState(notificationKeys.mine())?.isInvalidated).toBe(false);
  });
});

describe('broadcast writes', () => {
  it('an edit is one multipart PATCH; a removed picture and an emptied description are cleared', async () => {
    const calls = fakeApi({
      'PATCH /api/notifications/update_notification/4/': () => ({
        body: { id: 4, title: 'Новый склад', description: '', icon: null, created_at: '2026-11-20T10:00:00Z' },
      }),
    });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useUpdateBroadcast(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ id: 4, values: { title: 'Новый склад', description: '', icon: null, removeIcon: true } }),
    );
    const body = calls[0]?.body as FormData;
    expect([...body.entries()]).toEqual([
      ['title', 'Новый склад'],
      ['remove_description', 'true'],
      ['remove_icon', 'true'],
    ]);
  });
});
