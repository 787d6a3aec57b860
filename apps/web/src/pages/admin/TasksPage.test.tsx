import type { ServiceOrder } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp, signIn, spyOnNotifications } from '../../test/harness';
import { TasksPage } from './TasksPage';

beforeEach(() => {
  signIn();
});

const task = (fields: Partial<ServiceOrder>): ServiceOrder => ({
  id: 7,
  service: 'photo',
  service_name: 'Фото содержимого',
  status: 'ordered',
  status_name: 'Ждёт склада',
  options: { comment: 'Сфотографируйте подошву' },
  price: { amount: 300, currency: 'USD' },
  parcel: { id: 12, name: 'Кроссовки Nike', track_number: '1Z999', status: { id: 6, name: 'Получен, готов к отправке' } },
  parcels: [],
  warehouse: { id: 14, name: 'Чикаго' },
  client: { id: 2, unique_id: 'KB0002', first_name: 'Айгуль', last_name: 'Осмонова' },
  label: null,
  note: '',
  photos: [],
  weight: null,
  reason: '',
  taken_by: null,
  taken_at: null,
  completed_at: null,
  created_at: '2026-11-28T08:00:00.000Z',
  ...fields,
});

describe('«Задания склада»', { timeout: 30_000 }, () => {
  it('lists the open tasks, leaves another operator’s task in work to them, and says who has one taken first', async () => {
    const shown = spyOnNotifications();
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: { id: 5, role: 'operator', first_name: 'Нурлан' } }),
      'GET /api/warehouses/list/': () => ({ body: pageOf([{ id: 14, name: 'Чикаго' }]) }),
      'GET /api/services/': () => ({
        body: pageOf([
          task({}),
          task({ id: 8, status: 'in_work', status_name: 'В работе', taken_by: { id: 9, name: 'Иван Петров' } }),
        ]),
      }),
      'PATCH /api/services/7/': () => ({ status: 409, body: { detail: 'Задание уже в работе у сотрудника Иван Петров' } }),
    });
    renderWithApp(<TasksPage />);
    const row = (await screen.findByText('Ждёт склада')).closest('tr') as HTMLElement;
    const list = calls.find((call) => call.path === '/api/services/');
    expect(list?.query.get('status')).toBe('open');

    // Another operator's task in work: no buttons to finish it here, only whose it is.
    const taken = screen.getByText('В работе: Иван Петров').closest('tr') as HTMLElement;
    expect(within(taken).queryByRole('button', { name: 'Выполнить' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Взять в работу' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Задание уже в работе у сотрудника Иван Петров' }),
      ),
    );
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(String(call.body)))).toEqual([
      { status: 'in_work' },
    ]);
  });
});
