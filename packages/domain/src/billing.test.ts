import { describe, expect, it } from 'vitest';
import { cardBrand, cardSchema, cardUpdateSchema, maskCardNumber, parseCardExpiry, passesLuhn } from './billing';
import './zod-locale';

const errors = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : (result.error as { flatten(): { fieldErrors: Record<string, string[]> } }).flatten().fieldErrors;
};

const valid = { number: '4111 1111 1111 1111', end_date: '12-2035', full_name: 'AIGUL TESTOVA', cvv: '123' };

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5500000000000004', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['2200000000000004', 'Mir'],
    ['2204000000000001', 'Mir'],
    ['340000000000009', 'American Express'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', null],
    ['2205000000000000', null],
    ['3', null],
  ])('knows %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('card rules', () => {
  it('passes Luhn for real numbers only, and masks all but the first 6 and last 4 digits', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
  });

  it('reads the expiry as MM-YYYY or YYYY-MM and refuses a past one', () => {
    const now = new Date(2026, 10, 23);
    expect(parseCardExpiry('11-2026', now)).toEqual({ month: 11, year: 2026 });
    expect(parseCardExpiry('2027-03', now)).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('10-2026', now)).toBe('expired');
    expect(parseCardExpiry('13-2030', now)).toBe('month');
    expect(parseCardExpiry('12/30', now)).toBe('invalid');
  });

  it('accepts a valid card and refuses each bad field with its message', () => {
    expect(cardSchema.parse(valid)).toEqual({
      number: '4111111111111111',
      end_date: { month: 12, year: 2035 },
      full_name: 'AIGUL TESTOVA',
      cvv: '123',
    });
    expect(errors(cardSchema, { ...valid, number: '4111 1111 1111 1112' })).toEqual({ number: ['Некорректный номер карты'] });
    expect(errors(cardSchema, { ...valid, end_date: '01-2020' })).toEqual({ end_date: ['Срок действия карты истёк'] });
    expect(errors(cardSchema, { ...valid, end_date: '00-2030' })).toEqual({ end_date: ['Некорректный месяц'] });
    expect(errors(cardSchema, { ...valid, cvv: '12a' })).toEqual({ cvv: ['Некорректный CVV'] });
    expect(errors(cardSchema, {})).toMatchObject({ number: ['Введите номер карты'], full_name: ['Введите имя владельца карты'] });
  });

  it('takes a 4-digit code for American Express (15 digits) and a 3-digit one otherwise', () => {
    expect(cardSchema.safeParse({ ...valid, number: '3782 822463 10005', cvv: '1234' }).success).toBe(true);
    expect(errors(cardSchema, { ...valid, number: '378282246310005', cvv: '123' })).toEqual({ cvv: ['Некорректный CVV'] });
  });

  it('asks for the CVV again only when the number changes', () => {
    expect(cardUpdateSchema.safeParse({ full_name: 'NEW NAME' }).success).toBe(true);
    expect(errors(cardUpdateSchema, { number: valid.number })).toEqual({ cvv: ['Введите CVV'] });
  });
});
