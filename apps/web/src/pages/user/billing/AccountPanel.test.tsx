import type { Balance, Invoice, LedgerEntry } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { AccountPanel } from './AccountPanel';

const parcel = { id: 11, name: 'Кроссовки', track_number: '1Z999AA10123456784' };

const balance: Balance = {
  balance: { amount: -3000, currency: 'USD' },
  open: { amount: 3000, currency: 'USD' },
  open_kgs: { amount: 262_350, currency: 'KGS' },
  usd_kgs: '87.4500',
  online_payment: false,
  handover_code: '482913',
  handover_locked_until: null,
  pickup: [
    {
      parcel,
      invoice: { id: 5, number: '2026-000005' },
      due: { amount: 3000, currency: 'USD' },
      due_kgs: { amount: 262_350, currency: 'KGS' },
    },
  ],
};

const invoice = (status: Invoice['status']): Invoice => ({
  id: status === 'open' ? 5 : 4,
  number: status === 'open' ? '2026-000005' : '2026-000004',
  status,
  user: 3,
  client: { id: 3, unique_id: 'KB0001', first_name: 'Айгуль', last_name: 'Асанова' },
  parcel,
  purchase: null,
  lines: [
    {
      id: 1,
      entry: 9,
      purpose: 'delivery',
      description: 'Доставка: фактический вес 2,500 кг, к оплате 2,500 кг × $12.00/кг',
      amount: { amount: 3000, currency: 'USD' },
    },
  ],
  total: { amount: 3000, currency: 'USD' },
  total_kgs: { amount: 262_350, currency: 'KGS' },
  usd_kgs: '87.4500',
  payment:
    status === 'paid'
      ? {
          id: 31,
          method: 'cash',
          amount: { amount: 262_350, currency: 'KGS' },
          rate: '87.4500',
          created_at: '2026-11-20T10:00:00Z',
        }
      : null,
  created_at: '2026-11-19T10:00:00Z',
  paid_at: status === 'paid' ? '2026-11-20T10:00:00Z' : null,
  voided_at: null,
  void_reason: null,
});

const entry: LedgerEntry = {
  id: 9,
  kind: 'charge',
  purpose: 'delivery',
  amount: { amount: -3000, currency: 'USD' },
  received: null,
  rate: null,
  description: 'Доставка: фактический вес 2,500 кг, к оплате 2,500 кг × $12.00/кг',
  parcel,
  purchase: null,
  invoice: { id: 5, number: '2026-000005' },
  payment: null,
  reason: null,
  posted_by: null,
  created_at: '2026-11-19T10:00:00Z',
};

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe('«Баланс и счета»', { timeout: 30_000 }, () => {
  it('shows what is owed, the code at the pickup point, the open invoice with its lines, the paid one and the history', async () => {
    let current = balance;
    const calls = fakeApi({
      'GET /api/billing/balance/': () => ({ body: current }),
      'GET /api/invoices/': ({ query }) => ({ body: pageOf([invoice(query.get('status') === 'paid' ? 'paid' : 'open')]) }),
      'GET /api/ledger/': () => ({ body: pageOf([entry]) }),
      'POST /api/warehouses/product/11/handover_code/': () => {
        current = { ...balance, handover_code: '105577' };
        return { body: { detail: 'Новый код выдачи отправлен' } };
      },
    });
    renderWithApp(<AccountPanel />);
    expect((await screen.findByTestId('balance-owed')).textContent).toBe('$30.00 · 2\u00a0623,50\u00a0сом');
    const pickup = screen.getByRole('region', { name: 'В пункте выдачи' });
    expect(within(pickup).getByTestId('handover-code').textContent).toBe('482913');
    expect(within(pickup).getByText('К оплате: $30.00 · 2 623,50 сом')).toBeTruthy();

    const open = await screen.findByRole('article', { name: 'Счёт № 2026-000005' });
    expect(within(open).getByText('Доставка: фактический вес 2,500 кг, к оплате 2,500 кг × $12.00/кг')).toBeTruthy();
    expect(within(open).getByTestId('invoice-total').textContent).toBe('$30.00 · 2\u00a0623,50\u00a0сом');
    expect(within(open).queryByRole('button', { name: /^Чек/ })).toBeNull();

    // A new code: sent, and the one shown is the new one.
    fireEvent.click(within(pickup).getByRole('button', { name: 'Отправить новый код' }));
    await waitFor(() => expect(within(pickup).getByTestId('handover-code').textContent).toBe('105577'));

    fireEvent.click(screen.getByRole('tab', { name: 'Оплаченные' }));
    const paid = await screen.findByRole('article', { name: 'Счёт № 2026-000004' });
    expect(within(paid).getByText('Оплата: Наличные, 2 623,50 сом')).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Чек оплаты счёта № 2026-000004' })).toBeTruthy();
    // A paid invoice's lines are folded until asked for.
    expect(within(paid).queryByRole('table')).toBeNull();
    fireEvent.click(within(paid).getByRole('button', { name: 'Строки счёта' }));
    expect(within(paid).getByRole('table')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(await screen.findByText('−$30.00')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/invoices/').map((call) => call.query.get('status'))).toEqual([
      'open',
      'paid',
    ]);
  });

  it('shows no pickup panel and «Долгов нет» when nothing waits and nothing is owed', async () => {
    fakeApi({
      'GET /api/billing/balance/': () => ({
        body: {
          ...balance,
          balance: { amount: 0, currency: 'USD' },
          open: { amount: 0, currency: 'USD' },
          handover_code: null,
          pickup: [],
        },
      }),
      'GET /api/invoices/': () => ({ body: pageOf([]) }),
    });
    renderWithApp(<AccountPanel />);
    expect((await screen.findByTestId('balance-owed')).textContent).toBe('Долгов нет');
    expect(screen.queryByRole('region', { name: 'В пункте выдачи' })).toBeNull();
    expect(await screen.findByText('Неоплаченных счетов нет.')).toBeTruthy();
  });
});
