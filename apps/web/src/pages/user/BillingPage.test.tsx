import type { Card } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../test/harness';
import { BillingPage } from './BillingPage';
import { CardNumberInput, ExpiryInput } from './billing/CardInputs';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('card inputs', () => {
  it('groups the number by four and shows the brand as it is typed', () => {
    function NumberField() {
      const [value, setValue] = useState('');
      return <CardNumberInput label="Номер карты" value={value} onChange={setValue} />;
    }
    renderWithApp(<NumberField />);
    const input = screen.getByLabelText('Номер карты') as HTMLInputElement;
    expect(screen.queryByRole('img')).toBeNull();
    type(input, '4111111111111111999');
    expect(input.value).toBe('4111 1111 1111 1111');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    type(input, '5');
    expect(screen.queryByRole('img')).toBeNull();
    type(input, '55');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    type(input, '2200 1');
    expect(screen.getByRole('img', { name: 'Mir' })).toBeTruthy();
    type(input, '37abc');
    expect(input.value).toBe('37');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
  });

  it('moves the focus to the year after two digits of the month, and back on Backspace', () => {
    function Expiry() {
      return (
        <ExpiryInput label="Срок действия" month="" year="" onMonthChange={() => undefined} onYearChange={() => undefined} />
      );
    }
    renderWithApp(<Expiry />);
    const month = screen.getByLabelText('Месяц');
    const year = screen.getByLabelText('Год');
    month.focus();
    type(month, '1');
    expect(document.activeElement).toBe(month);
    type(month, '12');
    expect(document.activeElement).toBe(year);
    fireEvent.keyDown(year, { key: 'Backspace' });
    expect(document.activeElement).toBe(month);
    type(month, '7'); // 07: no other month starts with 7
    expect(document.activeElement).toBe(year);
  });
});

describe('BillingPage', { timeout: 30_000 }, () => {
  function cardServer(stored: Card[]) {
    return fakeApi({
      'GET /api/billing/my_billings/': () => ({ body: stored }),
      'POST /api/billing/add/': ({ body }) => {
        const sent = JSON.parse(String(body)) as { number: string; end_date: string; full_name: string };
        if (sent.end_date === '01-2020') return { status: 400, body: { end_date: ['Срок действия карты истёк'] } };
        const card = {
          id: stored.length + 1,
          number: `${sent.number.slice(0, 6)}******${sent.number.slice(-4)}`,
          end_date: sent.end_date,
          full_name: sent.full_name,
          brand: 'Visa',
          can_pay: false,
        };
        stored.push(card);
        return { status: 201, body: card };
      },
    });
  }

  it('adds a card: one request with the digits and MM-YYYY, then only the masked number is on the page', async () => {
    const calls = cardServer([]);
    const { queryClient } = renderWithApp(<BillingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить карту' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить карту' });
    const field = (name: RegExp) => within(dialog).getByLabelText(name);
    type(field(/Номер карты/), '4111111111111111');
    type(field(/^Месяц/), '8');
    type(field(/^Год/), '2020');
    type(field(/CVV/), '12a3');
    type(field(/Имя владельца/), 'AIGUL TOLOGONOVA');
    expect((field(/Номер карты/) as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((field(/CVV/) as HTMLInputElement).value).toBe('123');

    // The expiry is in the past: the browser says so before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    expect(await within(dialog).findByText('Срок действия карты истёк')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type(field(/^Год/), '2099');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      number: '4111111111111111',
      end_date: '08-2099',
      full_name: 'AIGUL TOLOGONOVA',
      cvv: '123',
    });
    const card = await screen.findByRole('article', { name: 'Visa •••• 1111' });
    expect(within(card).getByText('4111 11•• •••• 1111')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('4111 1111 1111 1111');
    // Nor does the query cache keep what was typed once the dialog has closed.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
  });

  it('shows the server message beside its field and keeps what was typed', async () => {
    cardServer([]);
    renderWithApp(<BillingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить карту' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить карту' });
    // The browser's clock says 2020 is past as well; a server that disagrees is still heard.
    vi.useFakeTimers({ now: new Date('2019-06-01'), toFake: ['Date'] });
    type(within(dialog).getByLabelText(/Номер карты/), '4111111111111111');
    type(within(dialog).getByLabelText(/^Месяц/), '01');
    type(within(dialog).getByLabelText(/^Год/), '2020');
    type(within(dialog).getByLabelText(/CVV/), '123');
    type(within(dialog).getByLabelText(/Имя владельца/), 'AIGUL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    expect(await within(dialog).findByText('Срок действия карты истёк')).toBeTruthy();
    vi.useRealTimers();
    expect((within(dialog).getByLabelText(/Номер карты/) as HTMLInputElement).value).toBe('4111 1111 1111 1111');
  });

  it('says the CVV of an American Express card has four digits', async () => {
    cardServer([]);
    renderWithApp(<BillingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить карту' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить карту' });
    type(within(dialog).getByLabelText(/Номер карты/), '3782822463100059');
    expect((within(dialog).getByLabelText(/Номер карты/) as HTMLInputElement).value).toBe('3782 8224 6310 005');
    expect(within(dialog).getByRole('img', { name: 'American Express' })).toBeTruthy();
    type(within(dialog).getByLabelText(/CVV/), '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    expect(await within(dialog).findByText('Некорректный CVV')).toBeTruthy();
  });
});
