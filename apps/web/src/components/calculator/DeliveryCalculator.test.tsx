import { CUSTOMS_DEFAULTS } from '@kerben/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../test/harness';
import { DeliveryCalculator } from './DeliveryCalculator';

describe('the calculator’s duty estimate', { timeout: 30_000 }, () => {
  it('asks the rule only once a goods value is typed, then estimates with the weight and the destination', async () => {
    const calls = fakeApi({ 'GET /api/customs/rule/': () => ({ body: CUSTOMS_DEFAULTS }) });
    renderWithApp(<DeliveryCalculator />);
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '3' } });
    expect(screen.getByTestId('calculator-price').textContent).toBe('$36.00');
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('calculator-duty')).toBeNull();

    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: '450' } });
    // $450 at 0.92 is 414 EUR: 15 % of 214.
    const duty = await screen.findByTestId('calculator-duty');
    expect(within(duty).getByText('Возможна таможенная пошлина ≈ 32.10 €')).toBeTruthy();
    // 40 kg: 2 EUR a kg over 31 (18 EUR) against 15 % of the value (32.10 EUR): the larger.
    fireEvent.change(screen.getByLabelText('Вес (кг)'), { target: { value: '40' } });
    expect(within(screen.getByTestId('calculator-duty')).getByText('Возможна таможенная пошлина ≈ 32.10 €')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: '100' } });
    expect(within(screen.getByTestId('calculator-duty')).getByText('Возможна таможенная пошлина ≈ 18.00 €')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Стоимость товаров, $'), { target: { value: 'много' } });
    expect(screen.getByText('Введите стоимость числом')).toBeTruthy();
    expect(screen.queryByTestId('calculator-duty')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/customs/rule/']);
  });
});
