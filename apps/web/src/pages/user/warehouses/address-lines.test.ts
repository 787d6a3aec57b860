import { describe, expect, it } from 'vitest';
import { theChicagoAddress } from '../../../test/account-fixtures';
import { toLatin, warehouseAddressLines, warehouseAddressText } from './address-lines';

const chicago = theChicagoAddress({ email: 'chicago@kerben.kg' });
const aigul = { first_name: 'Айгуль', last_name: 'Төлөгөнова', unique_id: 'KB0042' };

describe('toLatin', () => {
  it('writes Russian and Kyrgyz names in Latin, keeping capitals', () => {
    expect(toLatin('Айгуль Төлөгөнова')).toBe('Aigul Tologonova');
    expect(toLatin('Щукин Юрий')).toBe('Shchukin Yurii');
    expect(toLatin('Жаңыл')).toBe('Zhangyl');
    expect(toLatin('Ivan Petrov')).toBe('Ivan Petrov');
  });
});

describe('warehouseAddressLines', () => {
  it('gives the lines of a checkout form with the client code in the name and the unit line', () => {
    expect(warehouseAddressLines(chicago, aigul).map(({ key, value }) => [key, value])).toEqual([
      ['name', 'Aigul Tologonova KB0042'],
      ['address1', '2401 W Grand Ave'],
      ['address2', 'Suite 100 KB0042'],
      ['city', 'Chicago'],
      ['state', 'IL'],
      ['zip', '60612'],
      ['phone', '+1 312 555 0134'],
    ]);
  });

  it('without a unit the code is the whole second line; empty optional lines are left out', () => {
    const lines = warehouseAddressLines({ ...chicago, unit: '', state: '', zip_code: '' }, aigul);
    expect(lines.find((line) => line.key === 'address2')?.value).toBe('KB0042');
    expect(lines.map((line) => line.key)).toEqual(['name', 'address1', 'address2', 'city', 'phone']);
  });

  it('a customer without a name ships under the warehouse name and the code', () => {
    const lines = warehouseAddressLines(chicago, { first_name: '', last_name: ' ', unique_id: 'KB0042' });
    expect(lines[0]?.value).toBe('США, Чикаго KB0042');
  });

  it('copies the whole address as it is written on an envelope', () => {
    expect(warehouseAddressText(warehouseAddressLines(chicago, aigul))).toBe(
      'Aigul Tologonova KB0042\n2401 W Grand Ave\nSuite 100 KB0042\nChicago, IL 60612\n+1 312 555 0134',
    );
  });
});
