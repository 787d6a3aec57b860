import { DESK_MSG, type DeskClient, type DeskPayment, type Profile } from '@kerben/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeRequest, fakeApi, signIn, spyOnNotifications, testQueryClient } from '../../../test/harness';
import { DeskPage } from './DeskPage';

const operator = { id: 2, role: 'operator', unique_id: 'KB0002', first_name: 'Бакыт', last_name: 'Кассир' } as Profile;

const row = (id: number, name: string, dueUsd: number, invoice: number | null): DeskClient['parcels'][number] => ({
  parcel: { id, name, track_number: `1Z${id}` },
  status: { id: 4, name: 'Прибыла в пункт выдачи' },
  invoice: invoice ? { id: invoice, number: `2026-00000${invoice}`, total: { amount: dueUsd, currency: 'USD' } } : null,
  storage_accrued: { amount: 0, currency: 'USD' },
  due: { amount: dueUsd, currency: 'USD' },
  due_kgs: { amount: Math.round((dueUsd * 8745) / 100), currency: 'KGS' },
});

const client = (parcels: DeskClient['parcels']): DeskClient => ({
  client: { id: 7, unique_id: 'KB0042', first_name: 'Айгуль', last_name: 'Асанова', phone_number: '+996555123456' },
  balance: { amount: -parcels.reduce((sum, p) => sum + p.due.amount, 0), currency: 'USD' },
  credit: { amount: 0, currency: 'USD' },
  usd_kgs: '87.4500',
  usd_rub: '82.5000',
  handover_locked_until: null,
  parcels,
  total_due: { amount: 0, currency: 'USD' },
  total_due_kgs: { amount: 0, currency: 'KGS' },
  total_due_rub: { amount: 0, currency: 'RUB' },
});

const payment = (body: { amount: number; currency: 'KGS'; key: string }): DeskPayment => ({
  id: 31,
  kind: 'payment',
  key: body.key,
  user: 7,
  method: 'cash',
  amount: { amount: 262_350, currency: 'KGS' },
  tendered: { amount: body.amount, currency: 'KGS' },
  change: { amount: body.amount - 262_350, currency: 'KGS' },
  rate: '87.4500',
  amount_usd: { amount: 3000, currency: 'USD' },
  invoices: [{ id: 5, number: '2026-000005', total: { amount: 3000, currency: 'USD' } }],
  created_at: '2026-11-28T10:00:00Z',
});

function renderDesk(path = '/admin/desk', routes: Record<string, (request: FakeRequest) => FakeAnswer> = {}) {
  const calls = fakeApi({ 'GET /api/users/profile/': () => ({ body: operator }), ...routes });
  const router = createMemoryRouter([{ path: '/admin/desk', element: <DeskPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { calls, router };
}

const scan = (text: string) => {
  const field = screen.getByLabelText('Код клиента или трек-номер');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
};

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe('«Выдача»', { timeout: 30_000 }, () => {
  it('asks for a scan first; a scan finds the client by what the scanner read, cleaned of its control characters', async () => {
    const { calls, router } = renderDesk('/admin/desk', {
      'GET /api/desk/clients/': () => ({ body: client([row(11, 'Кроссовки', 3000, 5)]) }),
    });
    expect(screen.getByText('Отсканируйте этикетку посылки или введите код клиента и нажмите Enter.')).toBeTruthy();
    scan('\u00021Z11\r');
    expect(await screen.findByRole('heading', { name: 'Клиент #KB0042 · Айгуль Асанова' })).toBeTruthy();
    expect(router.state.location.search).toBe('?scan=1Z11');
    expect(calls.filter((call) => call.path === '/api/desk/clients/').map((call) => call.query.get('scan'))).toEqual(['1Z11']);
    expect(screen.getByTestId('desk-total').textContent).toBe('$30.00 · 2\u00a0623,50\u00a0сом');
  });

  it('says when nobody has that code or number', async () => {
    renderDesk('/admin/desk?scan=KB9999', {
      'GET /api/desk/clients/': () => ({ status: 404, body: { detail: DESK_MSG.clientNotFound } }),
    });
    expect(
      await screen.findByText('Клиент с таким кодом или трек-номером не найден. Проверьте код и попробуйте ещё раз.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Принять оплату' })).toBeNull();
  });

  it('says when the client has nothing at the pickup point', async () => {
    renderDesk('/admin/desk?scan=KB0042', { 'GET /api/desk/clients/': () => ({ body: client([]) }) });
    expect(await screen.findByTestId('desk-no-parcels')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Выдать' })).toBeNull();
  });

  it('totals the ticked parcels; with nothing owed it offers the handover alone', async () => {
    renderDesk('/admin/desk?scan=KB0042', {
      'GET /api/desk/clients/': () => ({
        body: client([row(11, 'Кроссовки', 3000, 5), row(12, 'Куртка', 1550, 6), row(13, 'Книга', 0, null)]),
      }),
    });
    const total = await screen.findByTestId('desk-total');
    expect(total.textContent).toBe('$45.50 · 3\u00a0978,98\u00a0сом');
    // Unticking the parcels that owe leaves the paid one: nothing to take, only to hand over.
    fireEvent.click(screen.getByRole('checkbox', { name: /11/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /12/ }));
    expect(total.textContent).toBe('Оплачено');
    expect((screen.getByRole('button', { name: 'Принять оплату' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Выдать' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('converts the total once, as the payment will: two cents are 1,75 som, not twice 0,87', async () => {
    renderDesk('/admin/desk?scan=KB0042', {
      'GET /api/desk/clients/': () => ({ body: client([row(11, 'Открытка', 1, 5), row(12, 'Марка', 1, 6)]) }),
    });
    expect((await screen.findByTestId('desk-total')).textContent).toBe('$0.02 · 1,75\u00a0сом');
  });

  it('takes cash with the change counted live; a repeat after a lost answer sends the same key, a new dialog a new one', async () => {
    let answers = 0;
    const { calls } = renderDesk('/admin/desk?scan=KB0042', {
      'GET /api/desk/clients/': () => ({ body: client([row(11, 'Кроссовки', 3000, 5)]) }),
      'POST /api/desk/payments/': ({ body }) => {
        answers += 1;
        // The first answer is lost on the way back (the server may have saved it).
        if (answers === 1) return { status: 502, body: 'Bad gateway' };
        return { body: payment(JSON.parse(String(body))) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Принять оплату' }));
    let dialog = await screen.findByRole('dialog', { name: 'Оплата: $30.00' });
    expect(within(dialog).getByTestId('pay-due').textContent).toBe('2\u00a0623,50\u00a0сом');
    const tendered = within(dialog).getByLabelText('Получено от клиента');
    fireEvent.change(tendered, { target: { value: '2000' } });
    expect(within(dialog).getByTestId('pay-change').textContent).toBe('Не хватает: 623,50\u00a0сом');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять 2\u00a0623,50\u00a0сом' }));
    expect(await within(dialog).findByText(DESK_MSG.amountTooSmall('2 623,50 сом'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(tendered, { target: { value: '3 000' } });
    expect(within(dialog).getByTestId('pay-change').textContent).toBe('376,50\u00a0сом');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять 2\u00a0623,50\u00a0сом' }));
    await waitFor(() => expect(answers).toBe(1));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Принять 2\u00a0623,50\u00a0сом' }));
    const done = await screen.findByRole('dialog', { name: 'Оплата принята' });
    expect(within(done).getByTestId('change-given').textContent).toBe('Сдача: 376,50\u00a0сом');
    const posts = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)));
    expect(posts).toHaveLength(2);
    expect(posts[0]).toEqual({ parcels: [11], method: 'cash', currency: 'KGS', amount: 300_000, key: posts[0].key });
    expect(posts[0].key).toMatch(/^desk-[0-9a-f]{32}$/);
    expect(posts[1].key).toBe(posts[0].key);

    // The next payment dialog is another payment: another key.
    fireEvent.click(within(done).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Оплата принята: 2 623,50 сом. Сдача: 376,50 сом.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Принять оплату' }));
    dialog = await screen.findByRole('dialog', { name: 'Оплата: $30.00' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Без сдачи' }));
    expect(within(dialog).getByTestId('pay-change').textContent).toBe('0,00\u00a0сом');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять 2\u00a0623,50\u00a0сом' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const third = JSON.parse(String(calls.filter((call) => call.method === 'POST')[2]?.body));
    expect(third).toMatchObject({ amount: 262_350 });
    expect(third.key).not.toBe(posts[0].key);
  });

  it('hands over with the code; a wrong code is said beside the boxes; an operator has no override', async () => {
    const { calls } = renderDesk('/admin/desk?scan=KB0042', {
      'GET /api/desk/clients/': () => ({ body: client([row(11, 'Кроссовки', 0, null)]) }),
      'POST /api/desk/handover/': ({ body }) =>
        JSON.parse(String(body)).code === '123456'
          ? {
              body: {
                parcels: [{ id: 11, name: 'Кроссовки', track_number: '1Z11', status: { id: 7, name: 'Получено' } }],
                by: 'code',
              },
            }
          : { status: 400, body: { code: [DESK_MSG.codeWrong] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Выдать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выдать 1 посылку' });
    expect((within(dialog).getByLabelText(/Кто получает/) as HTMLInputElement).value).toBe('Айгуль Асанова');
    expect(within(dialog).queryByRole('switch')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Документ получателя/), { target: { value: 'ID 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выдать' }));
    expect(await within(dialog).findByText(DESK_MSG.codeInvalid)).toBeTruthy();
    const boxes = within(dialog).getAllByLabelText(/^Цифра \d$/);
    '654321'.split('').forEach((digit, index) => {
      fireEvent.change(boxes[index] as HTMLElement, { target: { value: digit } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выдать' }));
    expect(await within(dialog).findByText(DESK_MSG.codeWrong)).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)));
    expect(sent).toEqual([{ parcels: [11], recipient_name: 'Айгуль Асанова', document: 'ID 1234567', code: '654321' }]);
  });
});
