import type { Balance, Card, Invoice, OnlinePayment } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { BillingPage } from '../BillingPage';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const legacy: Card = {
  id: 1,
  number: '411111******1111',
  end_date: '12-2035',
  full_name: 'AIGUL',
  brand: 'Visa',
  can_pay: false,
};
const saved: Card = { id: 2, number: '440564******6150', end_date: '12-2029', full_name: 'AIGUL', brand: 'Visa', can_pay: true };
const invoice: Invoice = {
  id: 7,
  number: '2026-000007',
  status: 'open',
  user: 3,
  client: { id: 3, unique_id: 'KB0001', first_name: 'Айгуль', last_name: 'Асанова' },
  parcel: { id: 3, name: 'Кроссовки', track_number: 'T1' },
  purchase: null,
  lines: [],
  total: { amount: 2400, currency: 'USD' },
  total_kgs: { amount: 209_880, currency: 'KGS' },
  usd_kgs: '87.4500',
  payment: null,
  created_at: '2026-11-19T10:00:00Z',
  paid_at: null,
  voided_at: null,
  void_reason: null,
};

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const balance: Balance = {
  balance: usd(-2400),
  open: usd(2400),
  open_kgs: { amount: 209_880, currency: 'KGS' },
  usd_kgs: '87.4500',
  handover_code: null,
  handover_locked_until: null,
  pickup: [],
  online_payment: false,
};

function server(online: boolean) {
  return fakeApi({
    'GET /api/billing/balance/': () => ({ body: { ...balance, online_payment: online } }),
    'GET /api/billing/my_billings/': () => ({ body: [saved, legacy] }),
    'GET /api/invoices/': () => ({ body: pageOf([invoice]) }),
    'GET /api/ledger/': () => ({ body: pageOf([]) }),
    'POST /api/payments/': () => ({ status: 201, body: { id: 11, status: 'pending', redirect_url: null } as OnlinePayment }),
  });
}

describe('online payment on /user/biling', () => {
  it('pays the open invoice with the saved card in one click, one key however often it is clicked; a reference card says why it cannot pay', async () => {
    const calls = server(true);
    renderWithApp(<BillingPage />);
    const panel = (await screen.findByRole('heading', { name: 'Оплатить онлайн' })).closest('div') as HTMLElement;
    expect(await screen.findByText('Только для справки')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Сохранить через платёжную систему' })).toHaveLength(1);
    const cardInput = screen.getAllByLabelText('Чем платить').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    expect(cardInput.value).toBe('Visa •••• 6150');
    const group = await within(panel).findByRole('group', { name: 'Счета к оплате' });
    expect(within(group).getByRole('checkbox', { name: /2026-000007/ })).toHaveProperty('checked', true);
    const pay = within(group).getByRole('button', { name: 'Оплатить $24.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const bodies = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)));
    expect(bodies[0]).toEqual({ invoices: [7], card: 2, key: expect.stringMatching(/^web-/) });
    expect(bodies[1].key).toBe(bodies[0].key);
  });

  it('without a payment provider: no online panel, no note on reference cards', async () => {
    server(false);
    renderWithApp(<BillingPage />);
    expect(await screen.findByRole('article', { name: 'Visa •••• 1111' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Оплатить онлайн' })).toBeNull();
    expect(screen.queryByText('Только для справки')).toBeNull();
  });
});
