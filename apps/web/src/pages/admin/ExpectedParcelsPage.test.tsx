import { type AdminExpectedParcel, EXPECTED_HISTORY } from '@kerben/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp, WithPageAction } from '../../test/harness';
import { ExpectedParcelsPage } from './ExpectedParcelsPage';

const announced = (id: number, track: string, changes: Partial<AdminExpectedParcel> = {}): AdminExpectedParcel => ({
  id,
  tracking_number: track,
  courier_service: 1,
  courier_service_detail: { id: 1, name: 'Fedex' },
  warehouse: 14,
  warehouse_detail: { id: 14, name: 'Чикаго' },
  country_of_origin: 3,
  country_of_origin_detail: { id: 3, name: 'США (Чикаго)' },
  country_of_destination: 8,
  country_of_destination_detail: { id: 8, name: 'Кыргызстан' },
  address: null,
  address_detail: null,
  comments: '',
  user: {
    id: 5,
    unique_id: 'KB0005',
    first_name: 'Айгуль',
    last_name: 'Асанова',
    email: 'a@example.kg',
    avatar: null,
    phone_number: '+996555123456',
    front_image: null,
    back_image: null,
    created_at: '2026-11-01T10:00:00Z',
    user_address: '',
  },
  user_detail: { id: 5, unique_id: 'KB0005', first_name: 'Айгуль', last_name: 'Асанова' },
  received: false,
  parcel: null,
  created_at: '2026-11-20T10:00:00Z',
  items: [],
  declared_value_usd: 0,
  duty: { due: false, amount_eur: 0, over_value_eur: 0, over_weight_kg: 0 },
  conflict: false,
  withdrawn: false,
  returned_at: null,
  history: [{ event: 'announced', at: '2026-11-20T10:00:00Z' }],
  ...changes,
});

const returned = announced(2, '1ZRETURNED', {
  returned_at: '2026-11-21T09:15:00Z',
  history: [
    { event: 'announced', at: '2026-11-20T10:00:00Z' },
    { event: 'withdrawn', at: '2026-11-21T09:00:00Z' },
    { event: 'returned', at: '2026-11-21T09:15:00Z' },
  ],
});

describe('/admin/user-parcels', () => {
  it('reads the client from user_detail and marks an announcement that came back after a delete, its history in the hint', async () => {
    fakeApi({
      'GET /api/my_warehouse/list_for_admin/': () => ({ body: pageOf([announced(1, '1ZWAITING'), returned]) }),
      'GET /api/warehouses/list/': () => ({ body: pageOf([]) }),
    });
    renderWithApp(
      <WithPageAction>
        <ExpectedParcelsPage />
      </WithPageAction>,
    );
    const table = await screen.findByRole('table', { name: 'Ожидаемые посылки' });
    const row = (track: string) => within(table).getByText(track).closest('tr') as HTMLElement;
    await waitFor(() => expect(row('1ZRETURNED')).toBeTruthy());
    expect(row('1ZWAITING').textContent).toContain('#KB0005');
    expect(row('1ZWAITING').textContent).toContain('Айгуль Асанова');
    expect(within(row('1ZWAITING')).queryByText('Вернулась')).toBeNull();
    const badge = within(row('1ZRETURNED')).getByText('Вернулась').closest('[aria-label]') as HTMLElement;
    expect(badge.getAttribute('aria-label')).toContain(EXPECTED_HISTORY.withdrawn);
    expect(badge.getAttribute('aria-label')).toContain(EXPECTED_HISTORY.returned);
  });
});
