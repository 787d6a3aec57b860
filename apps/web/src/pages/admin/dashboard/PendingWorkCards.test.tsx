import type { PendingWork } from '@kerben/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/harness';
import { PendingWorkCards } from './PendingWorkCards';

const pending: PendingWork = {
  parcels_by_status: [
    { id: 6, name: 'Получен, готов к отправке', count: 12 },
    { id: 5, name: 'Ваша посылка в пути', count: 0 },
  ],
  expected_not_received: 1234,
  purchase_requests_new: 0,
  parcels_in_paid_storage: 3,
};

describe('the "waiting for action" cards', () => {
  it('links each count to the list filtered to what it counts', async () => {
    fakeApi({ 'GET /api/statics/admin_panel/pending/': () => ({ body: pending }) });
    renderWithApp(<PendingWorkCards />);
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/^Посылки: Получен, готов к отправке 12$/)).toBe('/admin/warehouses/warehousesall?status=6');
    expect(await link(/^Посылки: Ваша посылка в пути 0$/)).toBe('/admin/warehouses/warehousesall?status=5');
    expect(await link(/^Ожидаемые посылки, ещё не принятые 1\u00a0234$/)).toBe('/admin/user-parcels?received=false');
    expect(await link(/^Запросы на выкуп без ответа 0$/)).toBe('/admin/requests');
    expect(await link(/^Платное хранение 3$/)).toBe('/admin/warehouses/warehousesall?storage=paid&ordering=-storage_days');
  });

  it('says what failed when the counts cannot be read', async () => {
    fakeApi({ 'GET /api/statics/admin_panel/pending/': () => ({ status: 500, body: { detail: 'Ошибка сервера' } }) });
    renderWithApp(<PendingWorkCards />);
    expect(await screen.findByText('Не удалось загрузить, что ждёт действий')).toBeTruthy();
  });
});
