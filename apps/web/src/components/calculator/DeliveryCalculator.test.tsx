import { CUSTOMS_DEFAULTS, type TariffTerms } from '@kerben/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../test/harness';
import { TEST_TARIFF, tariffsOf } from '../../test/tariff-fixtures';
import { DeliveryCalculator } from './DeliveryCalculator';

describe('the calculator’s tariff', { timeout: 30_000 }, () => {
  it('reads the tariff in force after the first render: a skeleton while it comes, then the price by it', async () => {
    let answer: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const dearer: TariffTerms = {
      ...TEST_TARIFF,
      routes: TEST_TARIFF.routes.map((route) => ({ ...route, rate_per_kg_cents: 1350, volumetric_divisor: 5000 })),
    };
    const calls = fakeApi({ 'GET /api/tariffs/': () => ({ body: tariffsOf(dearer) }) });
    // The answer waits until the test lets it through.
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await arrived;
      return fetchNow(...args);
    });
    renderWithApp(<DeliveryCalculator />);
    expect(screen.getByTestId('calculator-empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '2' } });
    expect(screen.getByTestId('calculator-loading')).toBeTruthy();
    answer?.();
    // $13.50 a kg: 2 kg are $27.00; 60 x 50 x 40 / 5000 = 24 kg of volume, $324.00.
    expect((await screen.findByTestId('calculator-price')).textContent).toBe('$27.00');
    for (const [label, value] of [
      ['Длина (см)', '60'],
      ['Ширина (см)', '50'],
      ['Высота (см)', '40'],
    ]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    expect(screen.getByTestId('calculator-price').textContent).toBe('$324.00');
    expect(calls.map((call) => call.path)).toEqual(['/api/tariffs/']);
  });

  it('says so when the tariff cannot be read, and reads it again on «Повторить»', async () => {
    let fail = true;
    fakeApi({ 'GET /api/tariffs/': () => (fail ? { status: 503, body: {} } : { body: tariffsOf(TEST_TARIFF) }) });
    renderWithApp(<DeliveryCalculator />);
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '3' } });
    expect(await screen.findByText('Не удалось загрузить тарифы. Проверьте интернет и попробуйте ещё раз.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect((await screen.findByTestId('calculator-price')).textContent).toBe('$33.00');
  });
});

describe('the calculator’s duty estimate', { timeout: 30_000 }, () => {
  it('asks the rule only once a goods value is typed, then estimates with the weight and the destination', async () => {
    const calls = fakeApi({
      'GET /api/customs/rule/': () => ({ body: CUSTOMS_DEFAULTS }),
      'GET /api/tariffs/': () => ({ body: tariffsOf(TEST_TARIFF) }),
    });
    renderWithApp(<DeliveryCalculator />);
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '3' } });
    expect((await screen.findByTestId('calculator-price')).textContent).toBe('$33.00');
    expect(calls.map((call) => call.path)).toEqual(['/api/tariffs/']);
    expect(screen.queryByTestId('calculator-duty')).toBeNull();

    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: '450' } });
    // $450 at 0.92 is 414 EUR: 15 % of 214.
    const duty = await screen.findByTestId('calculator-duty');
    expect(within(duty).getByText('Возможна таможенная пошлина ≈ 32,10 €')).toBeTruthy();
    // 40 kg: 2 EUR a kg over 31 (18 EUR) against 15 % of the value (32.10 EUR): the larger.
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '40' } });
    expect(within(screen.getByTestId('calculator-duty')).getByText('Возможна таможенная пошлина ≈ 32,10 €')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: '100' } });
    expect(within(screen.getByTestId('calculator-duty')).getByText('Возможна таможенная пошлина ≈ 18,00 €')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: 'много' } });
    expect(screen.getByText('Введите стоимость числом')).toBeTruthy();
    expect(screen.queryByTestId('calculator-duty')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/tariffs/', '/api/customs/rule/']);
  });
});
