import { NO_DUTY, SHIPMENT_MSG, type ShipmentDetail, type ShipmentParcel } from '@kerben/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signIn, spyOnNotifications, testQueryClient } from '../../../test/harness';
import { ShipmentPage } from './ShipmentPage';
import '../../../i18n/ru/admin';

const parcel: ShipmentParcel = {
  id: 7,
  name: 'Ноутбук',
  track_number: '1Z999AA10123456784',
  unique_id_user: 'KB0003',
  recipient: 'Айгуль Асанова',
  weight: 2.4,
  status: { id: 6, name: 'Получен, готов к отправке' },
  items: [
    { description: 'Ноутбук Lenovo', quantity: 1, unit_price_usd: 400 },
    { description: 'Чехол', quantity: 2, unit_price_usd: 25 },
  ],
  declared_value_usd: 450,
  duty: { due: true, amount_eur: 32.1, over_value_eur: 214, over_weight_kg: 0 },
  added_at: '2026-11-25T10:00:00Z',
};

const empty: ShipmentDetail = {
  id: 3,
  number: 'TK-0342',
  carrier: 'Turkish Cargo',
  warehouse: { id: 14, name: 'Чикаго' },
  country_of_destination: { id: 8, name: 'Кыргызстан' },
  departure_date: '2026-11-28',
  comment: '',
  status: { id: 'open', name: 'Формируется' },
  next_statuses: ['sent'],
  totals: { parcels: 0, weight_kg: 0, declared_value_usd: 0 },
  created_at: '2026-11-25T09:00:00Z',
  sent_at: null,
  arrived_at: null,
  parcels: [],
};
const withParcel: ShipmentDetail = {
  ...empty,
  totals: { parcels: 1, weight_kg: 2.4, declared_value_usd: 450 },
  parcels: [parcel],
};
const sent: ShipmentDetail = {
  ...withParcel,
  status: { id: 'sent', name: 'Отправлена' },
  next_statuses: ['arrived'],
  sent_at: '2026-11-26T09:00:00Z',
  parcels: [{ ...parcel, status: { id: 5, name: 'Ваша посылка в пути' } }],
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/shipments/:id', element: <ShipmentPage /> }], {
    initialEntries: ['/admin/shipments/3'],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe('/admin/shipments/{id}', { timeout: 30_000 }, () => {
  it('adds a scanned parcel, says so under the field and shows it with its totals', async () => {
    let current = empty;
    const calls = fakeApi({
      'GET /api/shipments/3/': () => ({ body: current }),
      'POST /api/shipments/3/parcels/': () => {
        current = withParcel;
        return { body: { ...withParcel, added: [7], already_added: [] } };
      },
    });
    renderPage();
    expect(
      await screen.findByText('В отправке пока нет посылок. Сканируйте трек-номера посылок, готовых к отправке.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(true);

    const field = screen.getByLabelText('Сканировать трек-номер посылки');
    fireEvent.change(field, { target: { value: ' 1z999aa10123456784\r' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Добавлена: «Ноутбук», клиент #KB0003. Сканируйте следующую.'),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ track_numbers: ['1z999aa10123456784'] });
    const row = (await screen.findByText('Ноутбук Lenovo × 1; Чехол × 2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$450.00')).toBeTruthy();
    expect(within(row).getByText('≈ 32,10 €')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Итоги отправки' });
    expect(within(totals).getByText('2.4 кг')).toBeTruthy();
  });

  it('says under the field why a scanned parcel was refused, naming it', async () => {
    const refusal = SHIPMENT_MSG.parcelOtherWarehouse({ id: 9, name: 'Куртка', track_number: 'TR1' }, 'Бишкек', 'Чикаго');
    fakeApi({
      'GET /api/shipments/3/': () => ({ body: empty }),
      'POST /api/shipments/3/parcels/': () => ({ status: 400, body: { track_numbers: [refusal] } }),
    });
    renderPage();
    const field = await screen.findByLabelText('Сканировать трек-номер посылки');
    fireEvent.change(field, { target: { value: 'TR1' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Номер TR1 не добавлен. ${refusal}`));
  });

  it('asks before sending, saying what happens to the parcels, then shows it sent without the scan field', async () => {
    let current = withParcel;
    const calls = fakeApi({
      'GET /api/shipments/3/': () => ({ body: current }),
      'PATCH /api/shipments/3/': () => {
        current = sent;
        return { body: sent };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отправить TK-0342?' });
    expect(confirm.textContent).toContain('1 посылка получит статус «Ваша посылка в пути»');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('button', { name: 'Отметить прибытие' })).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body))).toEqual({ status: 'sent' });
    expect(screen.queryByLabelText('Сканировать трек-номер посылки')).toBeNull();
    expect(screen.getByText('Отправка уже в пути: её состав не меняется.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Убрать посылку/ })).toBeNull();
  });

  it('shows a parcel without duty as such', async () => {
    fakeApi({ 'GET /api/shipments/3/': () => ({ body: { ...withParcel, parcels: [{ ...parcel, duty: NO_DUTY }] } }) });
    renderPage();
    const row = (await screen.findByText('Ноутбук Lenovo × 1; Чехол × 2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Нет')).toBeTruthy();
  });
});
