import { describe, expect, it } from 'vitest';
import { parseMinor } from '../../../components/money/money-text';
import { dueIn, payFigures, paymentRequest, totalDueUsd } from './pay';

const rates = { usd_kgs: '87.4500', usd_rub: '82.5000' };

describe('the desk’s payment figures', () => {
  it('reads what is typed as minor units, without a float: spaces, a comma, at most two decimals', () => {
    expect(parseMinor('3000')).toBe(300_000);
    expect(parseMinor('2 623,5')).toBe(262_350);
    expect(parseMinor('0.07')).toBe(7);
    // 0.1 + 0.2 as floats is 0.30000000000000004: read as text it is 30 kopecks.
    expect(parseMinor('0.3')).toBe(30);
    expect(parseMinor('10.')).toBe(1000);
    for (const wrong of ['', ' ', '1.234', '-5', 'abc', '1,2,3', '12e3']) expect(parseMinor(wrong)).toBeUndefined();
  });

  it('counts what is due in the currency chosen once, half up, as the server does', () => {
    expect(totalDueUsd([{ due: { amount: 3000, currency: 'USD' } }, { due: { amount: 1550, currency: 'USD' } }])).toBe(4550);
    // $30.00 at 87.45 is 2 623,50 som; $0.01 at 87.45 is 0.8745 som: 87 tyiyn.
    expect(dueIn(3000, 'KGS', rates)).toBe(262_350);
    expect(dueIn(1, 'KGS', rates)).toBe(87);
    expect(dueIn(1, 'KGS', { ...rates, usd_kgs: '87.5' })).toBe(88);
    expect(dueIn(4550, 'RUB', rates)).toBe(375_375);
    expect(dueIn(4550, 'USD', rates)).toBe(4550);
  });

  it('gives the change of cash as it is typed, or what is missing', () => {
    const cash = { method: 'cash', currency: 'KGS' } as const;
    expect(payFigures({ ...cash, tendered: '' }, 3000, rates)).toEqual({
      due: 262_350,
      tendered: undefined,
      change: undefined,
      short: 0,
    });
    expect(payFigures({ ...cash, tendered: '3000' }, 3000, rates)).toEqual({
      due: 262_350,
      tendered: 300_000,
      change: 37_650,
      short: 0,
    });
    expect(payFigures({ ...cash, tendered: '2623,50' }, 3000, rates)).toMatchObject({ change: 0, short: 0 });
    expect(payFigures({ ...cash, tendered: '2000' }, 3000, rates)).toMatchObject({ change: undefined, short: 62_350 });
    // Dollars: $50 for $30.00, $20 back.
    expect(payFigures({ method: 'cash', currency: 'USD', tendered: '50' }, 3000, rates)).toMatchObject({
      due: 3000,
      change: 2000,
    });
  });

  it('has no change for the terminal, QR or the balance; the balance pays in dollars whatever was chosen', () => {
    expect(payFigures({ method: 'terminal', currency: 'KGS', tendered: '9999' }, 3000, rates)).toEqual({
      due: 262_350,
      tendered: undefined,
      change: undefined,
      short: 0,
    });
    expect(payFigures({ method: 'balance', currency: 'RUB', tendered: '' }, 3000, rates).due).toBe(3000);
  });

  it('asks for what was handed over in cash, exactly what is due otherwise, with the dialog’s key', () => {
    const cash = { method: 'cash', currency: 'KGS', tendered: '3000' } as const;
    expect(paymentRequest(cash, payFigures(cash, 3000, rates), [7, 8], 'desk-key-1')).toEqual({
      parcels: [7, 8],
      method: 'cash',
      currency: 'KGS',
      amount: 300_000,
      key: 'desk-key-1',
    });
    const qr = { method: 'qr', currency: 'RUB', tendered: '' } as const;
    expect(paymentRequest(qr, payFigures(qr, 3000, rates), [7], 'desk-key-2')).toMatchObject({
      amount: 247_500,
      currency: 'RUB',
    });
    const balance = { method: 'balance', currency: 'KGS', tendered: '' } as const;
    expect(paymentRequest(balance, payFigures(balance, 3000, rates), [7], 'desk-key-3')).toMatchObject({
      method: 'balance',
      currency: 'USD',
      amount: 3000,
    });
  });
});
