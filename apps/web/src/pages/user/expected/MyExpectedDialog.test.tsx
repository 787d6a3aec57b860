import { CUSTOMS_DEFAULTS, DECLARATION_MSG } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { MyExpectedDialog } from './MyExpectedDialog';
import '../../../i18n/ru/area';
import '../../../i18n/ru/user';

function customerServer() {
  return fakeApi({
    'GET /api/couriers/list/': () => ({ body: [{ id: 3, name: 'UPS' }] }),
    'GET /api/countries/list/': () => ({
      body: [
        { id: 3, name: 'США (Чикаго)', icon: null },
        { id: 8, name: 'Кыргызстан', icon: null },
      ],
    }),
    'GET /api/warehouses/list/': () => ({ body: { results: [] } }),
    'GET /api/address/list/': () => ({ body: { results: [] } }),
    'GET /api/customs/rule/': () => ({ body: CUSTOMS_DEFAULTS }),
    'POST /api/my_warehouse/add/': () => ({ status: 201, body: { id: 1, tracking_number: '1Z1' } }),
  });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe("the customer's announcement: what is inside and the duty", { timeout: 30_000 }, () => {
  it('asks for at least one described item, counts the value as it is typed and warns of the duty', async () => {
    const calls = customerServer();
    renderWithApp(<MyExpectedDialog opened record={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Добавить посылку' });
    // The one empty row the form starts with is not enough.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить посылку' }));
    expect(await within(dialog).findByText(DECLARATION_MSG.descriptionRequired)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Удалить товар 1' }) as HTMLButtonElement).disabled).toBe(true);

    type(dialog, 'Описание товара 1', 'Ноутбук Lenovo');
    type(dialog, 'Цена за штуку товара 1, $', '400');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить товар' }));
    type(dialog, 'Описание товара 2', 'Чехол');
    type(dialog, 'Количество товара 2', '2');
    type(dialog, 'Цена за штуку товара 2, $', '25');
    expect(within(dialog).getByText('Заявленная стоимость: $450.00')).toBeTruthy();
    // $450 at 0.92 is 414 EUR: 15 % of 214.
    const notice = await within(dialog).findByTestId('duty-notice');
    expect(notice.textContent).toContain('Возможна таможенная пошлина ≈ 32,10 €');
    expect(notice.textContent).toContain('Стоимость выше беспошлинного лимита 200 € на 214,00 €.');

    // A removed row goes, and so does its part of the value.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить товар 2' }));
    expect(within(dialog).getByText('Заявленная стоимость: $400.00')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Описание товара 2')).toBeNull();
    await waitFor(() => expect(within(dialog).getByTestId('duty-notice').textContent).toContain('≈ 25,20 €'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says no duty is expected under the limits', async () => {
    customerServer();
    renderWithApp(<MyExpectedDialog opened record={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Добавить посылку' });
    type(dialog, 'Описание товара 1', 'Книга');
    type(dialog, 'Цена за штуку товара 1, $', '20');
    const notice = await within(dialog).findByTestId('duty-notice');
    expect(notice.textContent).toContain('Пошлина не ожидается: до 200 € и 31 кг на посылку.');
  });
});
