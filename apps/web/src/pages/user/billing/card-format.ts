import { type CardBrand, cardBrand, cardShape, formatCardNumberInput } from '@kerben/domain';

// Typing rules of the card form (docs/product.md#forms, with the brands of the domain): digits only,
// grouped by four as typed, at most as many digits as the card's brand has.

/** The digits typed so far, cut to the brand's length (16; 15 for American Express), by four. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return formatCardNumberInput(digits.slice(0, cardShape(cardBrand(digits)).digits));
}

/** How many digits the CVV of the card being typed has (3; 4 for American Express). */
export const cvvLength = (number: string) => cardShape(cardBrand(number)).cvv;

/** The CVV as typed: digits only, as many as the card's code has. */
export const formatCvv = (raw: string, number: string) => raw.replace(/\D/g, '').slice(0, cvvLength(number));

/** A saved card's masked number (411111******1111) grouped by four, the hidden digits as dots. */
export const groupMaskedNumber = (masked: string) =>
  masked
    .replace(/[^\d*]/g, '')
    .replace(/\*/g, '•')
    .replace(/(.{4})(?=.)/g, '$1 ');

/** The last four digits of a card, to name it ('•••• 1111'). */
export const lastFour = (masked: string) => `•••• ${masked.replace(/\D/g, '').slice(-4)}`;

/** The brand a saved card answers (a string), as one the form knows, or null. */
export function knownBrand(brand: string | null | undefined): CardBrand | null {
  const brands: readonly CardBrand[] = ['Visa', 'Mastercard', 'Mir', 'American Express'];
  return brands.find((known) => known.toLowerCase() === brand?.toLowerCase()) ?? null;
}

/**
 * The expiry month as typed: at most 2 digits; a first digit above 1 can only be 0X, so it is
 * padded at once. `complete` says the month is whole and the year is next.
 */
export function typeMonth(raw: string): { month: string; complete: boolean } {
  const digits = raw.replace(/\D/g, '').slice(0, 2);
  const month = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits;
  return { month, complete: month.length === 2 };
}

/** The expiry year as typed: at most 4 digits. */
export const typeYear = (raw: string) => raw.replace(/\D/g, '').slice(0, 4);

/** 'MM-YYYY' of a saved card to the two inputs. */
export function splitExpiry(endDate: string): { month: string; year: string } {
  const [month = '', year = ''] = endDate.split('-');
  return { month, year };
}
