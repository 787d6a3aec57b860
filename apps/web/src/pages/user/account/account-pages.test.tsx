import type { Profile, WarehouseAddress } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp, signIn } from '../../../test/harness';
import { UserWarehousesPage } from '../UserWarehousesPage';
import { AccountCard } from './AccountCard';

const aigul: Profile = {
  id: 2,
  unique_id: 'KB0042',
  first_name: 'Айгуль',
  last_name: 'Тестова',
  email: 'aigul@example.kg',
  phone_number: '',
  address: '',
  front_image: null,
  back_image: null,
  is_admin: false,
  role: 'customer',
  language: 'ru',
  created_at: '2026-01-01T00:00:00Z',
};

const chicago: WarehouseAddress = {
  id: 1,
  name: 'США, Чикаго',
  image: null,
  address: '2401 W Grand Ave',
  city: 'Chicago',
  state: 'IL',
  zip_code: '60612',
  phone: '+13125550134',
  number: '+13125550134',
  email: '',
  unit: 'Suite 100',
};

let clipboard: string[];
beforeEach(() => {
  signIn();
  clipboard = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void clipboard.push(text) },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('AccountCard', { timeout: 30_000 }, () => {
  it('says what is missing and copies the recipient code', async () => {
    fakeApi({ 'GET /api/users/profile/': () => ({ body: aigul }), 'GET /api/address/list/': () => ({ body: { results: [] } }) });
    renderWithApp(<AccountCard />);
    const card = await screen.findByRole('region', { name: 'Айгуль Тестова' });
    expect(within(card).getByText('Номер телефона не указан')).toBeTruthy();
    expect(within(card).getByText('aigul@example.kg')).toBeTruthy();
    expect(await within(card).findByText('Адрес не указан')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Скопировать: Код получателя' }));
    expect(await within(card).findByRole('button', { name: 'Скопировано: Код получателя' })).toBeTruthy();
    expect(clipboard).toEqual(['#KB0042']);
  });
});

describe('UserWarehousesPage', { timeout: 30_000 }, () => {
  it('writes the code into each address and copies a line or the whole address', async () => {
    fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/contacts/list/': () => ({
        body: pageOf([chicago]),
      }),
    });
    renderWithApp(<UserWarehousesPage />);
    const address = await screen.findByRole('article', { name: 'США, Чикаго' });
    expect(within(address).getByText('Адрес, строка 2').nextElementSibling?.textContent).toBe('Suite 100 KB0042');
    fireEvent.click(within(address).getByRole('button', { name: 'Скопировать: Адрес, строка 2 (США, Чикаго)' }));
    await waitFor(() => expect(clipboard).toEqual(['Suite 100 KB0042']));
    fireEvent.click(within(address).getByRole('button', { name: 'Скопировать весь адрес' }));
    // Both in one wait: the button says so for two seconds only, which a loaded machine can spend.
    await waitFor(() => {
      expect(clipboard[1]).toBe('Aigul Testova KB0042\n2401 W Grand Ave\nSuite 100 KB0042\nChicago, IL 60612\n+1 312 555 0134');
      expect(within(address).getByRole('button', { name: 'Скопировано' })).toBeTruthy();
    });
  });
});
