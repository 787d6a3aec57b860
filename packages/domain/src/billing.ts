import { z } from 'zod';
import { requiredText } from './fields';
import { localized } from './i18n/localize';

// Saved billing cards. What is kept: brand, the first 6 and last 4 digits, expiry and the holder's
// name. The CVV is checked for its shape and discarded; the full number never leaves the request
// (PCI DSS): every answer shows it masked.

export const CARD_MSG = /* @__PURE__ */ localized('CARD_MSG', {
  numberRequired: 'Введите номер карты',
  numberInvalid: 'Некорректный номер карты',
  endDateRequired: 'Введите срок действия карты',
  endDateInvalid: 'Срок действия в формате ММ-ГГГГ',
  monthInvalid: 'Некорректный месяц',
  expired: 'Срок действия карты истёк',
  holderRequired: 'Введите имя владельца карты',
  cvvRequired: 'Введите CVV',
  cvvInvalid: 'Некорректный CVV',
  notFound: 'Карта не найдена',
  maskedNotSaved: 'Это не номер сохранённой карты: введите новый номер полностью',
} as const);

export type CardBrand = 'Visa' | 'Mastercard' | 'Mir' | 'American Express';

/**
 * The card's brand by its first digits, for the input's icon and the server alike: Visa (4),
 * Mastercard (51-55, 2221-2720), Mir (2200-2204), American Express (34, 37). Others: null.
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  const first = (n: number) => Number(digits.slice(0, n));
  if (digits.startsWith('4')) return 'Visa';
  if (digits.length >= 2 && (first(2) === 34 || first(2) === 37)) return 'American Express';
  if (digits.length >= 4 && first(4) >= 2200 && first(4) <= 2204) return 'Mir';
  if (digits.length >= 2 && first(2) >= 51 && first(2) <= 55) return 'Mastercard';
  if (digits.length >= 4 && first(4) >= 2221 && first(4) <= 2720) return 'Mastercard';
  return null;
}

/** How many digits a card of this brand has, and its code (American Express: 15 and 4). */
export const cardShape = (brand: CardBrand | null) =>
  brand === 'American Express' ? { digits: 15, cvv: 4 } : { digits: 16, cvv: 3 };

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 4111 1111 1111 1111 -> 411111******1111: what every answer shows. */
export const maskCardNumber = (digits: string) =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;

/** MM-YYYY or YYYY-MM (the two inputs joined by a dash) to month and year, or a reason. */
export function parseCardExpiry(
  text: string,
  now = new Date(),
): { month: number; year: number } | 'invalid' | 'month' | 'expired' {
  const mmYyyy = /^(\d{1,2})-(\d{4})$/.exec(text.trim());
  const yyyyMm = /^(\d{4})-(\d{1,2})$/.exec(text.trim());
  const [month, year] = mmYyyy
    ? [Number(mmYyyy[1]), Number(mmYyyy[2])]
    : yyyyMm
      ? [Number(yyyyMm[2]), Number(yyyyMm[1])]
      : [0, 0];
  if (!year) return 'invalid';
  if (month < 1 || month > 12) return 'month';
  // A card is valid through the last day of its month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'expired';
  return { month, year };
}

/** A number as the answers show it (411111******1111): sent back on an edit, it means the saved one. */
export const isMaskedCardNumber = (number: string | undefined): boolean => number !== undefined && /^\d{6}\*+\d{4}$/.test(number);

const validNumber = (digits: string) =>
  /^\d+$/.test(digits) && digits.length === cardShape(cardBrand(digits)).digits && passesLuhn(digits);

const numberField = (accept: (digits: string) => boolean = validNumber) =>
  z
    .string({ error: () => CARD_MSG.numberRequired })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, { error: () => CARD_MSG.numberRequired }))
    .refine(accept, { error: () => CARD_MSG.numberInvalid });

const endDateField = z
  .string({ error: () => CARD_MSG.endDateRequired })
  .trim()
  .min(1, { error: () => CARD_MSG.endDateRequired })
  .transform((value, ctx) => {
    const expiry = parseCardExpiry(value);
    if (typeof expiry === 'string') {
      ctx.addIssue({
        code: 'custom',
        message: { invalid: CARD_MSG.endDateInvalid, month: CARD_MSG.monthInvalid, expired: CARD_MSG.expired }[expiry],
      });
      return z.NEVER;
    }
    return expiry;
  });

const cvvField = z
  .string({ error: () => CARD_MSG.cvvRequired })
  .trim()
  .min(1, { error: () => CARD_MSG.cvvRequired });

/** The code must fit the card: 3 digits, 4 for American Express. */
const cvvFits = (card: { number?: string; cvv?: string }) =>
  card.number === undefined ||
  isMaskedCardNumber(card.number) ||
  card.cvv === undefined ||
  new RegExp(`^\\d{${cardShape(cardBrand(card.number)).cvv}}$`).test(card.cvv);

export const cardSchema = z
  .object({
    number: numberField(),
    end_date: endDateField,
    full_name: requiredText(100, { required: () => CARD_MSG.holderRequired }),
    cvv: cvvField,
  })
  .refine(cvvFits, { path: ['cvv'], error: () => CARD_MSG.cvvInvalid });

/**
 * A new number needs its CVV again; the name and the expiry change on their own. The masked number
 * the answers show, sent back (the existing client pre-fills it), means the saved one: no CVV.
 */
export const cardUpdateSchema = z
  .object({
    number: numberField((digits) => isMaskedCardNumber(digits) || validNumber(digits)).optional(),
    end_date: endDateField.optional(),
    full_name: requiredText(100, { required: () => CARD_MSG.holderRequired }).optional(),
    cvv: cvvField.optional(),
  })
  .refine((card) => card.number === undefined || isMaskedCardNumber(card.number) || card.cvv !== undefined, {
    path: ['cvv'],
    error: () => CARD_MSG.cvvRequired,
  })
  .refine(cvvFits, { path: ['cvv'], error: () => CARD_MSG.cvvInvalid });
export type CardInput = z.input<typeof cardSchema>;

export const cardResponse = z.object({
  id: z.number(),
  /** Masked: the first 6 and the last 4 digits. */
  number: z.string(),
  /** MM-YYYY. */
  end_date: z.string(),
  full_name: z.string(),
  brand: z.string().nullable(),
  /**
   * Whether it can be charged: saved through the payment provider (its token kept). A card added
   * with its number (the older form) is for reference only.
   */
  can_pay: z.boolean(),
});
export type Card = z.infer<typeof cardResponse>;
