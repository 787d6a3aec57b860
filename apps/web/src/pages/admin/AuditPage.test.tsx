import type { AuditEntry } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp } from '../../test/harness';
import { AuditPage } from './AuditPage';

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-26T04:00:00Z',
  actor_id: 3,
  actor_role: 'operator',
  actor_code: 'KB0003',
  actor_name: 'Бакыт Складской',
  ip: '10.0.0.5',
  action: 'parcel.update',
  entity: 'parcel',
  entity_id: 42,
  before: { comments: '' },
  after: { comments: 'Коробка помята' },
};

describe('/admin/audit', () => {
  it('lists who did what to which record, with the fields before and after; filters go to the server', async () => {
    const calls = fakeApi({ 'GET /api/audit/': () => ({ body: pageOf([entry]) }) });
    renderWithApp(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    await within(table).findByText('#42');
    const row = within(table).getByText('Посылка: изменение').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Бакыт Складской #KB0003');
    expect(row.textContent).toContain('оператор');
    expect(row.textContent).toContain('10.0.0.5');
    expect(row.textContent).toContain('было: —; стало: Коробка помята');
    expect(within(row).getByRole('link', { name: '#42' }).getAttribute('href')).toBe('/admin/audit?entity=parcel&entity_id=42');

    fireEvent.change(screen.getByLabelText('Запись (id)'), { target: { value: '42' } });
    fireEvent.keyDown(screen.getByLabelText('Запись (id)'), { key: 'Enter' });
    await waitFor(() => expect(calls.some((call) => call.query.get('entity_id') === '42')).toBe(true));
  });

  it('offers the operators and admins by name under «Кто»; picking one asks the server for their actions', async () => {
    const staff = {
      id: 3,
      unique_id: 'KB0003',
      first_name: 'Бакыт',
      last_name: 'Складской',
      phone_number: '',
      email: 'b@kerben.kg',
    };
    const calls = fakeApi({
      'GET /api/audit/': () => ({ body: pageOf([entry]) }),
      'GET /api/add_user_for_admin/list/': () => ({
        body: pageOf([{ ...staff, is_admin: false, role: 'operator', created_at: entry.at, parcels_count: 0 }]),
      }),
    });
    renderWithApp(<AuditPage />);
    await screen.findByRole('table', { name: 'Журнал действий' });
    // Mantine labels the input and its list alike: the input is the one to click.
    const who = within(screen.getByRole('region', { name: 'Фильтры журнала' }))
      .getAllByLabelText('Кто')
      .find((element) => element.tagName === 'INPUT');
    fireEvent.click(who as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Бакыт Складской #KB0003 (оператор)' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/audit/' && call.query.get('actor') === '3')).toBe(true));
    expect(calls.find((call) => call.path === '/api/add_user_for_admin/list/')?.query.get('role')).toBe('staff');
  });
});
