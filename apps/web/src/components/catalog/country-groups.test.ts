import { describe, expect, it } from 'vitest';
import { countryLabel, findGroup, groupCountries } from './country-groups';
import { hostOf } from './links';

const countries = [
  { id: 3, name: 'США (Чикаго)', icon: null },
  { id: 4, name: 'Турция (Стамбул)', icon: null },
  { id: 8, name: 'Кыргызстан', icon: null },
  { id: 10, name: 'США (Делавэр)', icon: null },
];

describe('country groups', () => {
  it('names a country without its warehouse', () => {
    expect(countryLabel('США (Делавэр)')).toBe('США');
    expect(countryLabel('Кыргызстан')).toBe('Кыргызстан');
  });

  it('puts both American warehouses under one tab, in the order of the list', () => {
    expect(groupCountries(countries)).toEqual([
      { key: '3-10', label: 'США', ids: [3, 10] },
      { key: '4', label: 'Турция', ids: [4] },
      { key: '8', label: 'Кыргызстан', ids: [8] },
    ]);
  });

  it('finds the tab of the current filter whatever the order of its ids', () => {
    const groups = groupCountries(countries);
    expect(findGroup(groups, [10, 3])?.label).toBe('США');
    expect(findGroup(groups, [3])).toBeUndefined();
  });
});

describe('hostOf', () => {
  it('shows the host of a link without www', () => {
    expect(hostOf('https://www.amazon.com/deals?x=1')).toBe('amazon.com');
    expect(hostOf('not a link')).toBe('not a link');
  });
});
