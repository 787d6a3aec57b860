import type { Rates } from '@kerben/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, spyOnNotifications } from '../../../test/harness';
import { RatesPage } from './RatesPage';

const rates = (kgs: string, ageDays: number): Rates => ({
  current: { date: '2026-11-20', usd_kgs: kgs, usd_rub: '82.5000', updated_at: '2026-11-20T09:00:00Z' },
  age_days: ageDays,
  usd_eur: '0.9200',
  history: [{ date: '2026-11-20', usd_kgs: kgs, usd_rub: '82.5000', updated_at: '2026-11-20T09:00:00Z' }],
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  spyOnNotifications();
});

describe('«Курсы валют»', { timeout: 30_000 }, () => {
  it('warns when the rates are days old and sends the day’s rates as typed', async () => {
    const calls = fakeApi({
      'GET /api/settings/rates/': () => ({ body: rates('87.4500', 8) }),
      'PATCH /api/settings/rates/': () => ({ body: rates('88.1000', 0) }),
    });
    renderWithApp(<RatesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('8 дней назад');
    expect(screen.getByTestId('rate-kgs').textContent).toBe('87,45');
    type(/Сомов за \$1/, '88,10');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить курс' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toMatchObject({ usd_kgs: '88,10', usd_rub: '82,50' });
  });

  it('shows the server’s 400 beside its field and keeps what was typed', async () => {
    fakeApi({
      'GET /api/settings/rates/': () => ({ body: rates('87.4500', 0) }),
      'PATCH /api/settings/rates/': () => ({ status: 400, body: { usd_rub: ['Курс рубля слишком велик'] } }),
    });
    renderWithApp(<RatesPage />);
    await screen.findByTestId('rate-kgs');
    type(/Рублей за \$1/, '9000');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить курс' }));
    expect(await screen.findByText('Курс рубля слишком велик')).toBeTruthy();
    const field = screen.getByLabelText(/Рублей за \$1/) as HTMLInputElement;
    expect(field.value).toBe('9000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
