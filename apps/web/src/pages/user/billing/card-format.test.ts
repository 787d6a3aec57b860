import { describe, expect, it } from 'vitest';
import { cardChanges, cardRequest, joinExpiry } from '../../../api/billing';
import {
  formatCardNumber,
  formatCvv,
  groupMaskedNumber,
  knownBrand,
  lastFour,
  splitExpiry,
  typeMonth,
  typeYear,
} from './card-format';

describe('card number typing', () => {
  it('keeps digits only and groups them by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111 abc 1111')).toBe('4111 1111 1111');
    expect(formatCardNumber('4111 1111 1111 1111')).toBe('4111 1111 1111 1111');
  });

  it('stops at 16 digits, at 15 for American Express', () => {
    expect(formatCardNumber('41111111111111112222')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('3782822463100059')).toBe('3782 8224 6310 005');
    expect(formatCardNumber('3412345678901234')).toBe('3412 3456 7890 123');
  });

  it('takes a CVV of digits only, 3 long, 4 for American Express', () => {
    expect(formatCvv('12a34', '4111 1111')).toBe('123');
    expect(formatCvv('12345', '3782 82')).toBe('1234');
    expect(formatCvv('1234', '')).toBe('123');
  });
});

describe('card expiry typing', () => {
  it('takes two digits for the month; a whole month moves on to the year', () => {
    expect(typeMonth('1')).toEqual({ month: '1', complete: false });
    expect(typeMonth('12')).toEqual({ month: '12', complete: true });
    expect(typeMonth('1/2')).toEqual({ month: '12', complete: true });
    expect(typeMonth('123')).toEqual({ month: '12', complete: true });
    expect(typeMonth('')).toEqual({ month: '', complete: false });
  });

  it('pads a first digit that can only start 0X (2-9) and moves on at once', () => {
    expect(typeMonth('5')).toEqual({ month: '05', complete: true });
    expect(typeMonth('0')).toEqual({ month: '0', complete: false });
  });

  it('takes four digits for the year', () => {
    expect(typeYear('20a28')).toBe('2028');
    expect(typeYear('202899')).toBe('2028');
  });

  it('joins month and year with a dash as the API takes them, and splits a saved one', () => {
    expect(joinExpiry('08', '2028')).toBe('08-2028');
    expect(joinExpiry('8', '2028')).toBe('08-2028');
    expect(joinExpiry('', '')).toBe('');
    expect(splitExpiry('08-2028')).toEqual({ month: '08', year: '2028' });
  });
});

describe('saved cards', () => {
  it('shows the masked number grouped by four, hidden digits as dots', () => {
    expect(groupMaskedNumber('411111******1111')).toBe('4111 11•• •••• 1111');
    expect(lastFour('411111******1111')).toBe('•••• 1111');
  });

  it('knows the brands the server answers', () => {
    expect(knownBrand('Visa')).toBe('Visa');
    expect(knownBrand('american express')).toBe('American Express');
    expect(knownBrand('Discover')).toBeNull();
    expect(knownBrand(null)).toBeNull();
  });
});

describe('card requests', () => {
  const typed = { number: '4111 1111 1111 1111', month: '8', year: '2028', full_name: 'AIGUL T', cvv: '123' };

  it('sends the digits of the number and the expiry as MM-YYYY', () => {
    expect(cardRequest(typed)).toEqual({ number: '4111111111111111', end_date: '08-2028', full_name: 'AIGUL T', cvv: '123' });
  });

  it('an edit without a new number sends neither number nor CVV', () => {
    expect(cardChanges({ ...typed, number: '', cvv: '999' })).toEqual({ end_date: '08-2028', full_name: 'AIGUL T' });
    expect(cardChanges(typed)).toEqual(cardRequest(typed));
  });
});
