import type { AppNotification } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderWithApp, spyOnNotifications, WithPageAction } from '../../test/harness';
import { AdminNotificationsPage } from './AdminNotificationsPage';

const warehouse: AppNotification = {
  id: 1,
  title: 'Новый склад в Стамбуле',
  description: 'С 1 декабря.',
  icon: 'http://localhost/media/public/warehouse.jpg',
  created_at: '2026-11-20T10:00:00Z',
};

const WithHeader = () => (
  <WithPageAction>
    <AdminNotificationsPage />
  </WithPageAction>
);

function adminServer(create: () => FakeAnswer) {
  const list = [warehouse];
  return fakeApi({
    'GET /api/notifications/list/': () => ({ body: list }),
    'POST /api/notifications/create_notification/': create,
    'DELETE /api/notifications/delete_notification/1/': () => {
      list.pop();
      return { status: 204 };
    },
  });
}

async function openCreateAndType() {
  fireEvent.click(await screen.findByRole('button', { name: 'Создать уведомление' }));
  const dialog = screen.getByRole('dialog', { name: 'Создать уведомление' });
  fireEvent.change(within(dialog).getByLabelText(/Заголовок/), { target: { value: 'Скидка' } });
  fireEvent.change(within(dialog).getByLabelText('Описание'), { target: { value: 'До воскресенья' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Создать уведомление' }));
  return dialog;
}

let show: ReturnType<typeof spyOnNotifications>;
beforeEach(() => {
  show = spyOnNotifications();
});

describe('/admin/notifications', () => {
  it('lists the broadcasts with picture, title and date', async () => {
    adminServer(() => ({ status: 500 }));
    renderWithApp(<WithHeader />);
    expect(await screen.findByText('Новый склад в Стамбуле')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Изображение к уведомлению «Новый склад в Стамбуле»' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Изменить уведомление Новый склад в Стамбуле' })).toBeTruthy();
  });

  it("an empty title is refused in the browser with the server's words", async () => {
    const calls = adminServer(() => ({ status: 500 }));
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('button', { name: 'Создать уведомление' }));
    const dialog = screen.getByRole('dialog', { name: 'Создать уведомление' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать уведомление' }));
    expect(await within(dialog).findByText('Введите заголовок уведомления')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("a refused create shows the server's field messages beside the fields and keeps what was typed", async () => {
    adminServer(() => ({ status: 400, body: { title: ['Заголовок слишком длинный'], icon: ['Файл не похож на изображение'] } }));
    renderWithApp(<WithHeader />);
    const dialog = await openCreateAndType();

    expect(await within(dialog).findByText('Заголовок слишком длинный')).toBeTruthy();
    expect(within(dialog).getByText('Файл не похож на изображение')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Заголовок/) as HTMLInputElement).value).toBe('Скидка');
    expect((within(dialog).getByLabelText('Описание') as HTMLTextAreaElement).value).toBe('До воскресенья');
    expect(screen.getByRole('dialog', { name: 'Создать уведомление' })).toBeTruthy();
  });

  it("any other failure says 'Ошибка при создании уведомления' and the dialog stays open", async () => {
    adminServer(() => ({ status: 503, body: { detail: 'Сервис временно недоступен' } }));
    renderWithApp(<WithHeader />);
    const dialog = await openCreateAndType();

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Ошибка при создании уведомления',
          message: 'Сервис временно недоступен',
        }),
      ),
    );
    expect((within(dialog).getByLabelText(/Заголовок/) as HTMLInputElement).value).toBe('Скидка');
  });

  it('a created broadcast closes the dialog and refreshes the list', async () => {
    const calls = adminServer(() => ({ status: 201, body: { ...warehouse, id: 2, title: 'Скидка' } }));
    renderWithApp(<WithHeader />);
    await openCreateAndType();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect([...body.entries()]).toEqual([
      ['title', 'Скидка'],
      ['description', 'До воскресенья'],
    ]);
    expect(calls.filter((call) => call.path === '/api/notifications/list/')).toHaveLength(2);
  });

  it('deletes after confirmation', async () => {
    const calls = adminServer(() => ({ status: 500 }));
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить уведомление Новый склад в Стамбуле' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить уведомление?' });
    expect(confirm.textContent).toContain('Уведомление «Новый склад в Стамбуле» исчезнет у всех клиентов.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Уведомлений пока нет')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
