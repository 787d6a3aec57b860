import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatDateInput, parseApiDate, toDisplayDate } from './format';
import { formatPhoneInput, normalizePhone } from './phone';
import { findWarehouseIdBySlug, WAREHOUSE } from './reference';

describe('formatPhoneInput', () => {
  it('always keeps one leading plus', () => {
    expect(formatPhoneInput('')).toBe('+');
    expect(formatPhoneInput('996')).toBe('+996');
    expect(formatPhoneInput('++7')).toBe('+7');
  });
  it('formats in international format as typed', () => {
    expect(formatPhoneInput('996555123456')).toBe('+996 555 123 456');
    expect(formatPhoneInput('+1 (312) 555-0100')).toBe('+1 312 555 0100');
  });
});

describe('normalizePhone', () => {
  it('gives E.164 for a possible number and undefined otherwise', () => {
    expect(normalizePhone('+996 555 123 456')).toBe('+996555123456');
    expect(normalizePhone('12')).toBeUndefined();
  });
  it('accepts the local forms of Kyrgyzstan and Russia', () => {
    expect(normalizePhone('0555 123 456')).toBe('+996555123456');
    expect(normalizePhone('0312 123456')).toBe('+996312123456');
    expect(normalizePhone('8 912 345 67 89')).toBe('+79123456789');
    expect(normalizePhone('8 (912) 345-67-89')).toBe('+79123456789');
    expect(normalizePhone('996555123456')).toBe('+996555123456');
    expect(normalizePhone('+7 912 345 67 89')).toBe('+79123456789');
    expect(normalizePhone('0 555')).toBeUndefined();
  });
});

describe('formatPhoneInput without a forced +', () => {
  it('keeps a local number local and makes anything else international', () => {
    expect(formatPhoneInput('0555123456', { forcePlus: false })).toBe('0555 123 456');
    expect(formatPhoneInput('89123456789', { forcePlus: false })).toBe('8 (912) 345-67-89');
    expect(formatPhoneInput('996555', { forcePlus: false })).toBe('+996 555');
    expect(formatPhoneInput('', { forcePlus: false })).toBe('');
    expect(formatPhoneInput('0555123456')).toBe('+0555123456');
  });
});

describe('formatDateInput (MM.DD.YYYY mask)', () => {
  it('strips other characters and inserts dots after 2 and 5', () => {
    expect(formatDateInput('1')).toBe('1');
    expect(formatDateInput('123')).toBe('12.3');
    expect(formatDateInput('12a31-2026xyz')).toBe('12.31.2026');
    expect(formatDateInput('1231202699')).toBe('12.31.2026');
  });
});

describe('parseApiDate and toDisplayDate', () => {
  it('accepts MM.DD.YYYY and YYYY-MM-DD and answers YYYY-MM-DD', () => {
    expect(parseApiDate('03.15.2026')).toBe('2026-03-15');
    expect(parseApiDate('2026-03-15')).toBe('2026-03-15');
  });
  it('refuses impossible dates and other shapes', () => {
    expect(parseApiDate('02.30.2026')).toBeUndefined();
    expect(parseApiDate('15.03.2026')).toBeUndefined();
    expect(parseApiDate('tomorrow')).toBeUndefined();
    expect(parseApiDate('0000-01-01')).toBeUndefined();
  });
  it('keeps years before 100 as typed (Date.UTC would read 0001 as 1901)', () => {
    expect(parseApiDate('0001-01-01')).toBe('0001-01-01');
    expect(parseApiDate('02.29.0096')).toBe('0096-02-29');
  });
  it('shows stored dates as MM.DD.YYYY', () => {
    expect(toDisplayDate('2026-03-15')).toBe('03.15.2026');
    expect(toDisplayDate(null)).toBe('');
  });
});

describe('cards', () => {
  it('groups at most 16 digits by four', () => {
    expect(formatCardNumberInput('4111-1111 1111 1111 999')).toBe('4111 1111 1111 1111');
  });
});

describe('findWarehouseIdBySlug', () => {
  it('matches names and aliases regardless of case', () => {
    expect(findWarehouseIdBySlug('Чикаго')).toBe(WAREHOUSE.chicago);
    expect(findWarehouseIdBySlug('delaware')).toBe(WAREHOUSE.delaware);
    expect(findWarehouseIdBySlug('Istanbul')).toBe(WAREHOUSE.istanbul);
    expect(findWarehouseIdBySlug(encodeURIComponent('Бишкек'))).toBe(WAREHOUSE.bishkek);
    expect(findWarehouseIdBySlug('paris')).toBeUndefined();
  });
});
