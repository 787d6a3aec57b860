import { type AdminExpectedParcel, EXPECTED_HISTORY } from '@kerben/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAnnouncementOf } from '../../test/expected-fixtures';
import { fakeApi, pageOf, renderWithApp, WithPageAction } from '../../test/harness';
import { ExpectedParcelsPage } from './ExpectedParcelsPage';

const client = { unique_id: 'KB0005', first_name: 'Айгуль', last_name: 'Асанова', userId: 5 };
const announced = (id: number, track: string, changes: Partial<AdminExpectedParcel> = {}) =>
  adminAnnouncementOf({ ...client, id }, { tracking_number: track, ...changes });

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
