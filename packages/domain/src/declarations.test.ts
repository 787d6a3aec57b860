import { describe, expect, it } from 'vitest';
import { DECLARATION_MSG, declaredValueUsd, describeContents, sameDeclaration } from './declarations';
import { declaredItemsField } from './declarations-schemas';

const item = (fields: Record<string, unknown> = {}) => ({
  description: 'Кроссовки',
  quantity: 2,
  unit_price_usd: 49.99,
  ...fields,
});
const messages = (value: unknown, min = 0) => {
  const result = declaredItemsField({ min }).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('declared items', () => {
  it('takes a list as JSON or as its JSON text (a multipart field), null as none', () => {
    expect(declaredItemsField().parse([item()])).toEqual([item()]);
    expect(declaredItemsField().parse(JSON.stringify([item({ quantity: '3', unit_price_usd: '10,5' })]))).toEqual([
      item({ quantity: 3, unit_price_usd: 10.5 }),
    ]);
    expect(declaredItemsField().parse(null)).toEqual([]);
    expect(messages('not json')).toEqual([['', DECLARATION_MSG.itemsInvalid]]);
  });

  it('says in Russian what is wrong with each field of each row', () => {
    expect(messages([item({ description: ' ' }), item({ description: 'x' })])).toEqual([
      ['0.description', DECLARATION_MSG.descriptionRequired],
      ['1.description', DECLARATION_MSG.descriptionLength],
    ]);
    expect(messages([item({ description: 'я'.repeat(201) })])).toEqual([['0.description', DECLARATION_MSG.descriptionLength]]);
    for (const quantity of [0, 1.5, 10_001, '']) {
      expect(messages([item({ quantity })])).toEqual([['0.quantity', DECLARATION_MSG.quantityInvalid]]);
    }
    for (const price of [-1, 100_000.01, 1.234, '']) {
      expect(messages([item({ unit_price_usd: price })])).toEqual([['0.unit_price_usd', DECLARATION_MSG.priceInvalid]]);
    }
    expect(messages([item({ quantity: 10_000, unit_price_usd: 100_000 }), item({ unit_price_usd: 0 })])).toEqual([]);
  });

  it('asks for at least one item where the form does, and for at most 50', () => {
    expect(messages([], 1)).toEqual([['', DECLARATION_MSG.itemsRequired]]);
    expect(messages([])).toEqual([]);
    expect(messages(Array.from({ length: 51 }, () => item()))).toEqual([['', DECLARATION_MSG.itemsTooMany(50)]]);
  });

  it('sums the declared value in whole cents', () => {
    expect(declaredValueUsd([item({ quantity: 3, unit_price_usd: 0.1 }), item({ quantity: 1, unit_price_usd: 0.2 })])).toBe(0.5);
    expect(declaredValueUsd([])).toBe(0);
  });

  it('compares declarations by their items, whatever order their keys come in', () => {
    const stored = { unit_price_usd: 49.99, quantity: 2, description: 'Кроссовки' };
    expect(sameDeclaration([item()], [stored])).toBe(true);
    expect(sameDeclaration([item()], [item({ quantity: 3 })])).toBe(false);
    expect(sameDeclaration([item()], [])).toBe(false);
  });

  it('writes the contents in one line for the manifest', () => {
    expect(describeContents([item(), item({ description: 'Футболка', quantity: 3 })])).toBe('Кроссовки × 2; Футболка × 3');
  });
});
