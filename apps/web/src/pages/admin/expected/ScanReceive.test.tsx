import type { ScanCandidate, ScanLookup, Warehouse } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcementOf } from '../../../test/expected-fixtures';
import { fakeApi, renderWithApp, spyOnNotifications } from '../../../test/harness';
import { ScanReceive } from './ScanReceive';
import { scanOutcome } from './scan';

const chicago: Warehouse = {
  id: 14,
  name: 'Чикаго',
  aliases: ['chicago'],
  country: { id: 3, name: 'США (Чикаго)', icon: null },
  address: '',
  free_storage_days: 30,
  storage_fee_per_day_usd: 0.5,
  parcels_count: 0,
};

const TRACK = '1Z999AA10123456784';
const squatter: ScanCandidate = { id: 9, unique_id: 'KB0012', first_name: 'Бакыт', last_name: 'Чужой' };
const owner: ScanCandidate = { id: 5, unique_id: 'KB0003', first_name: 'Айгуль', last_name: 'Асанова' };

const announcement = (candidate: ScanCandidate) =>
  announcementOf({ ...candidate, userId: 100 + candidate.id }, { tracking_number: TRACK });

const conflicting: ScanLookup = { expected: null, parcel: null, candidates: [squatter, owner] };

beforeEach(() => {
  spyOnNotifications();
});

describe('scanOutcome', () => {
  it('asks whose parcel it is when several clients announced the number, by client code', () => {
    expect(scanOutcome(TRACK, conflicting)).toEqual({ kind: 'choose', trackNumber: TRACK, candidates: [owner, squatter] });
  });

  it('still names the parcel already on a shelf first', () => {
    const parcel = { id: 7 } as NonNullable<ScanLookup['parcel']>;
    expect(scanOutcome(TRACK, { ...conflicting, parcel })).toMatchObject({ kind: 'inWarehouse', parcelId: 7 });
  });
});

describe('scanning a number several clients announced', { timeout: 30_000 }, () => {
  const scan = async () => {
    const calls = fakeApi({
      'GET /api/my_warehouse/lookup/': () => ({ body: conflicting }),
      'GET /api/my_warehouse/get/5/': () => ({ body: announcement(owner) }),
    });
    renderWithApp(<ScanReceive warehouse={chicago} />);
    const field = screen.getByRole('textbox', { name: /Сканировать трек-номер/ });
    fireEvent.change(field, { target: { value: TRACK } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Чья это посылка?' });
    return { calls, dialog };
  };

  it('lists every client by code and opens the receive of the one on the label', async () => {
    const { calls, dialog } = await scan();
    expect(screen.getByRole('status').textContent).toContain(`Номер ${TRACK} ожидают 2 клиента`);
    within(dialog).getByText(/указали 2 клиента/);
    const choices = within(dialog).getAllByRole('button', { name: /^Принять для клиента/ });
    expect(choices.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Принять для клиента #KB0003, Айгуль Асанова',
      'Принять для клиента #KB0012, Бакыт Чужой',
    ]);
    fireEvent.click(choices[0] as HTMLElement);
    await screen.findByRole('dialog', { name: `Принять посылку ${TRACK}` });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/my_warehouse/get/5/');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Чья это посылка?' })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('#KB0003');
  });

  it('opens a new parcel with the number when the label names none of them', async () => {
    const { dialog } = await scan();
    fireEvent.click(within(dialog).getByRole('button', { name: 'На этикетке другой код: новая посылка' }));
    await screen.findByRole('dialog', { name: 'Добавить посылку' });
    expect(screen.getByRole('status').textContent).toContain(`Номер ${TRACK}: новая посылка`);
  });
});
