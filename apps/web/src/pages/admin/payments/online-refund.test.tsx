import type { Invoice } from '@kerben/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { OnlineRefundButton } from './OnlineRefundButton';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const paid = {
  id: 7,
  number: '2026-000007',
  status: 'paid',
  payment: { id: 31, method: 'online', amount: { amount: 209_880, currency: 'KGS' }, rate: '87.45', created_at: '' },
} as Invoice;

describe('«Вернуть на карту»', () => {
  it('refunds part of an online payment in som with the reason; absent on invoices not paid online', async () => {
    const calls = fakeApi({ 'POST /api/payments/31/refund/': () => ({ body: {} }) });
    const { unmount } = renderWithApp(
      <OnlineRefundButton invoice={{ ...paid, payment: { ...paid.payment, method: 'cash' } } as Invoice} />,
    );
    expect(screen.queryByRole('button', { name: 'Вернуть на карту' })).toBeNull();
    unmount();
    renderWithApp(<OnlineRefundButton invoice={paid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть на карту' }));
    fireEvent.change(await screen.findByLabelText('Сумма, сом (пусто — весь платёж)'), { target: { value: '874.5' } });
    fireEvent.change(screen.getByLabelText(/Причина возврата/), { target: { value: 'переплата' } });
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      reason: 'переплата',
      key: expect.stringMatching(/^web-/),
      amount: 87_450,
    });
  });
});
