import { describe, expect, it } from 'vitest';
import { counted, HOLDER_NOUNS, MSG, plural } from './messages';

describe('Russian plural forms', () => {
  it('take one, few or many by the number', () => {
    const parcels = (n: number) => plural(n, 'посылка', 'посылки', 'посылок');
    expect([1, 21, 101].map(parcels)).toEqual(['посылка', 'посылка', 'посылка']);
    expect([2, 3, 4, 22, 104].map(parcels)).toEqual(['посылки', 'посылки', 'посылки', 'посылки', 'посылки']);
    expect([0, 5, 11, 12, 14, 111, 115].map(parcels)).toEqual(Array(7).fill('посылок'));
    expect(parcels(1.5)).toBe('посылки');
  });

  it('count a holder with its noun', () => {
    expect(counted(1, HOLDER_NOUNS.expected_parcels)).toBe('1 ожидаемая посылка');
    expect(counted(3, HOLDER_NOUNS.parcels)).toBe('3 посылки');
    expect(counted(5, HOLDER_NOUNS.board_items)).toBe('5 объявлений');
  });
});

describe('a refused delete', () => {
  it('lists what holds the record, joined as Russian does', () => {
    expect(MSG.deleteRefused(['3 посылки'])).toBe('Удалить нельзя, пока есть связанные записи: 3 посылки.');
    expect(MSG.deleteRefused(['3 посылки', '1 ожидаемая посылка'])).toBe(
      'Удалить нельзя, пока есть связанные записи: 3 посылки и 1 ожидаемая посылка.',
    );
    expect(MSG.deleteRefused(['1 сайт', '2 логотипа', '5 товаров'], '#KB0001')).toBe(
      'Удалить #KB0001 нельзя, пока есть связанные записи: 1 сайт, 2 логотипа и 5 товаров.',
    );
  });
});
