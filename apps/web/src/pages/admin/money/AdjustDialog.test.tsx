import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, spyOnNotifications } from '../../../test/harness';
import { AdjustDialog, adjustmentRequest } from './AdjustDialog';

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(() => {
  spyOnNotifications();
});

describe('«Корректировка»', { timeout: 30_000 }, () => {
  it('sends a charge as negative cents and a credit as positive, with the parcel when one is named', () => {
    const values = { direction: 'charge', amount: '12,50', purpose: 'service', reason: 'Фото', parcel: '' } as const;
    expect(adjustmentRequest(values, 7)).toEqual({ user: 7, amount: -1250, purpose: 'service', reason: 'Фото' });
    expect(adjustmentRequest({ ...values, direction: 'credit', parcel: ' 41 ' }, 7)).toMatchObject({
      amount: 1250,
      parcel: '41',
    });
  });

  it('keeps the dialog open with what was typed and the server’s 400 beside its field', async () => {
    const calls = fakeApi({
      'POST /api/ledger/adjustments/': () => ({ status: 400, body: { parcel: ['Это посылка другого клиента'] } }),
    });
    const onClose = vi.fn();
    renderWithApp(<AdjustDialog user={7} opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Корректировка счёта клиента' });
    type(dialog, /Сумма, \$/, '5');
    type(dialog, /Номер посылки/, '99');
    type(dialog, /Причина/, 'Проверка качества');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Провести' }));
    expect(await within(dialog).findByText('Это посылка другого клиента')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Номер посылки/) as HTMLInputElement).value).toBe('99');
    expect((within(dialog).getByLabelText(/Причина/) as HTMLTextAreaElement).value).toBe('Проверка качества');
  });
});
