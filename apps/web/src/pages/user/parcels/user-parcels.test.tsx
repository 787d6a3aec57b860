import type { Parcel, ParcelEvent } from '@kerben/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, renderRoute, signIn } from '../../../test/harness';
import { aWaitingParcel } from '../../../test/parcel-fixtures';
import { UserHomePage } from '../UserHomePage';

const parcel: Parcel = aWaitingParcel({
  image: '/media/public/shoes.jpg',
  weight: 1.8,
  width: 35,
  height: 15,
  length: 25,
  price: 26.25,
  track_number: '1Z999AA10123456784',
  date_sent: '2024-03-12',
  status: { id: 5, name: 'Ваша посылка в пути' },
  created_at: '2024-03-10T09:00:00.000Z',
});

const events: ParcelEvent[] = [
  {
    id: 1,
    status: { id: 6, name: 'Получен, готов к отправке' },
    declaration: null,
    handover: null,
    created_at: '2024-03-10T09:00:00.000Z',
    changed_by: null,
  },
  { id: 2, status: parcel.status, declaration: null, handover: null, created_at: '2024-03-12T09:00:00.000Z', changed_by: null },
];

/** Answers the customer's API from `parcels` and records the asked addresses. */
function mockApi(parcels: Parcel[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.startsWith('/api/warehouses/my/')
        ? pageOf(url.includes('status=7') ? [] : parcels)
        : url.startsWith('/api/services/') || url.startsWith('/api/consolidations/')
          ? pageOf([])
          : url.endsWith('/events/')
            ? events
            : { id: 2, unique_id: 'KB0002', first_name: 'Айгуль' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function renderDashboard() {
  return renderRoute('/user', <UserHomePage />);
}

beforeEach(() => {
  // A signed-in customer for useProfile.
  signIn();
});

describe('the customer dashboard', () => {
  it('welcomes a customer without parcels with their client code to write at checkout', async () => {
    mockApi([]);
    renderDashboard();
    const welcome = (await screen.findByText('Посылок пока нет')).closest('.mantine-Paper-root') as HTMLElement;
    expect(await within(welcome).findByText('#KB0002')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('lists the parcels with price, payment and status, and opens one with its history', async () => {
    mockApi([parcel]);
    renderDashboard();
    const row = (await screen.findByRole('button', { name: 'Кроссовки Nike' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$26.25')).toBeTruthy();
    expect(within(row).getByText('12.03.2024')).toBeTruthy();
    expect(within(row).getByText('Не оплачено')).toBeTruthy();
    expect(within(row).getByText('Ваша посылка в пути')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Фото посылки «Кроссовки Nike»' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Кроссовки Nike' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1.8 кг')).toBeTruthy();
    expect(within(dialog).getByText('25 × 35 × 15 см')).toBeTruthy();
    const history = await within(dialog).findByRole('list', { name: 'История статусов' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for status 7 on "Доставленные" and keeps the tab in the address', async () => {
    const urls = mockApi([parcel]);
    const router = renderDashboard();
    fireEvent.click(await screen.findByRole('tab', { name: 'Доставленные' }));
    expect(await screen.findByText('Доставленных посылок пока нет')).toBeTruthy();
    expect(urls).toContain('/api/warehouses/my/?status=7&page=1');
    expect(router.state.location.search).toBe('?tab=delivered');
  });
});
