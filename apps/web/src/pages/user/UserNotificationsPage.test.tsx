import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationKeys, useUnreadCount } from '../../api/notifications';
import { AreaBell } from '../../app/layouts/AreaBell';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../test/harness';
import { UserNotificationsPage } from './UserNotificationsPage';

interface Stored {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  read: boolean;
}

const PAGE_SIZE = 20;

/** The notifications API over a list of one customer's notifications, newest first. */
function notificationServer(stored: Stored[]) {
  const unread = () => stored.filter((item) => !item.read);
  const mine = ({ read, ...notification }: Stored) => ({
    id: notification.id,
    status: read,
    notification: { ...notification, created_at: `2026-11-${String(10 + (notification.id % 18)).padStart(2, '0')}T09:30:00Z` },
  });
  const checks = Object.fromEntries(
    stored.map((item) => [
      `PUT /api/notifications/check/${item.id}/`,
      () => {
        item.read = true;
        return { body: { total_not_checked_notifications: unread().length } };
      },
    ]),
  );
  return fakeApi({
    'GET /api/notifications/my_notification/': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const slice = (list: Stored[]) => list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(mine);
      return {
        body: {
          all_notifications: slice(stored),
          not_checked_notifications: slice(unread()),
          total_notifications: stored.length,
          total_not_checked_notifications: unread().length,
        },
      };
    },
    'GET /api/notifications/counter/': () => ({ body: { total_not_checked_notifications: unread().length } }),
    'PUT /api/notifications/check_all/': () => {
      for (const item of stored) item.read = true;
      return { body: { total_not_checked_notifications: 0 } };
    },
    ...checks,
  });
}

const parcelArrived = (read = false): Stored => ({
  id: 3,
  title: 'Посылка «Кроссовки» на складе',
  description: 'Ваша посылка «Кроссовки» получена на складе Чикаго.\nСтатус: «Получен, готов к отправке».',
  icon: null,
  read,
});
const sale: Stored = {
  id: 2,
  title: 'Скидка 20% на доставку',
  description: 'До воскресенья.',
  icon: '/media/public/sale.png',
  read: false,
};
const holidays: Stored = { id: 1, title: 'График работы в праздники', description: '', icon: null, read: true };

/** The bell of the user header, reading the count as UserLayout does. */
function Bell() {
  return <AreaBell to="/user/notifications" unread={useUnreadCount().data} />;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe('/user/notifications', () => {
  it('shows both tabs with their counts, newest first, with a dot on the unread ones', async () => {
    notificationServer([parcelArrived(), sale, holidays]);
    renderWithApp(<UserNotificationsPage />);

    const rows = await screen.findAllByRole('listitem');
    expect(tab(/Все/).textContent).toBe('Все3');
    expect(tab(/Непрочитанные/).textContent).toBe('Непрочитанные2');
    expect(rows.map((row) => row.textContent?.slice(0, 16))).toEqual([
      'Новое: Посылка «',
      'Новое: Скидка 20',
      'График работы в ',
    ]);
    expect(screen.getByRole('img', { name: 'Изображение к уведомлению «Скидка 20% на доставку»' })).toBeTruthy();

    fireEvent.click(tab(/Непрочитанные/));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('opening an unread notification shows it in full and marks it read: the bell and the counts go down at once', async () => {
    const calls = notificationServer([parcelArrived(), sale, holidays]);
    const { queryClient } = renderWithApp(
      <>
        <Bell />
        <UserNotificationsPage />
      </>,
    );
    await screen.findByRole('link', { name: 'Непрочитанных уведомлений: 2' });

    fireEvent.click(await screen.findByRole('button', { name: /Посылка «Кроссовки» на складе/ }));
    const dialog = screen.getByRole('dialog', { name: 'Посылка «Кроссовки» на складе' });
    expect(dialog.textContent).toContain('Статус: «Получен, готов к отправке».');

    await screen.findByRole('link', { name: 'Непрочитанных уведомлений: 1' });
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/notifications/check/3/']);
    expect(queryClient.getQueryData(notificationKeys.counter())).toBe(1);
    expect(tab(/Непрочитанные/).textContent).toBe('Непрочитанные1');
    expect(screen.getByRole('button', { name: /Посылка «Кроссовки» на складе/ }).textContent).not.toContain('Новое');
  });

  it('opening one already read sends nothing', async () => {
    const calls = notificationServer([parcelArrived(true)]);
    renderWithApp(<UserNotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Посылка «Кроссовки»/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('"Отметить все как прочитанные" empties the unread tab and the bell', async () => {
    notificationServer([parcelArrived(), sale, holidays]);
    const { queryClient } = renderWithApp(
      <>
        <Bell />
        <UserNotificationsPage />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить все как прочитанные' }));

    await screen.findByRole('link', { name: 'Непрочитанных уведомлений нет' });
    expect(queryClient.getQueryData(notificationKeys.counter())).toBe(0);
    fireEvent.click(tab(/Непрочитанные/));
    expect(screen.getByText('Всё прочитано')).toBeTruthy();
    // Nothing left to mark.
    expect(screen.queryByRole('button', { name: 'Отметить все как прочитанные' })).toBeNull();
  });

  it('says so when there is nothing at all', async () => {
    notificationServer([]);
    renderWithApp(<UserNotificationsPage />);
    expect(await screen.findByText('Уведомлений пока нет')).toBeTruthy();
    fireEvent.click(tab(/Непрочитанные/));
    expect(screen.getByText('Всё прочитано')).toBeTruthy();
  });

  it('loads older notifications with "Показать ещё"', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({
      id: 100 - i,
      title: `Новость №${100 - i}`,
      description: 'Текст',
      icon: null,
      read: i % 2 === 0,
    }));
    const calls = notificationServer(many);
    renderWithApp(<UserNotificationsPage />);

    await screen.findByText('Показано 20 из 23');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('my_notification/')).map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    // The unread tab has all of its 11 on the two pages loaded.
    fireEvent.click(tab(/Непрочитанные/));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(11);
  });

  it('a failed load says what failed and offers a retry', async () => {
    fakeApi({ 'GET /api/notifications/my_notification/': () => ({ status: 500, body: { detail: 'Ошибка сервера' } }) });
    renderWithApp(<UserNotificationsPage />);
    expect(await screen.findByText('Не удалось загрузить уведомления')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
