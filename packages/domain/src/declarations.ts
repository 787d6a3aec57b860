import { z } from 'zod';
import { toCents } from './duty';
import { localized } from './i18n/localize';

// A parcel's declared contents: what is inside and what it cost, which customs read. The customer
// declares it when announcing a parcel; the operator checks it on receiving and corrects it.

export const MAX_DECLARED_ITEMS = 50;

export const DECLARATION_MSG = /* @__PURE__ */ localized('DECLARATION_MSG', {
  descriptionRequired: 'Опишите товар',
  descriptionLength: 'Описание товара — от 2 до 200 символов',
  quantityInvalid: 'Количество — целое число от 1 до 10 000',
  priceInvalid: 'Цена за штуку — число от 0 до 100 000 $, не больше двух знаков после запятой',
  itemsInvalid: 'Некорректный список товаров',
  itemsTooMany: (max: number) => `Не больше ${max} строк в описи`,
  itemsRequired: 'Добавьте хотя бы один товар',
} as const);

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A number typed into a form: a number, or its text with a dot or a comma; an empty field is none (not 0). */
function typedNumber(value: unknown) {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : text;
}

export const declaredItemSchema = z.object({
  description: z
    .string({ error: () => DECLARATION_MSG.descriptionRequired })
    .trim()
    .min(1, { error: () => DECLARATION_MSG.descriptionRequired, abort: true })
    .min(2, { error: () => DECLARATION_MSG.descriptionLength })
    .max(200, { error: () => DECLARATION_MSG.descriptionLength })
    .refine((text) => !text.includes('\u0000'), { error: () => DECLARATION_MSG.descriptionLength }),
  quantity: z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: () => DECLARATION_MSG.quantityInvalid })
      .int({ error: () => DECLARATION_MSG.quantityInvalid })
      .min(1, { error: () => DECLARATION_MSG.quantityInvalid })
      .max(10_000, { error: () => DECLARATION_MSG.quantityInvalid }),
  ),
  unit_price_usd: z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: () => DECLARATION_MSG.priceInvalid })
      .min(0, { error: () => DECLARATION_MSG.priceInvalid })
      .max(100_000, { error: () => DECLARATION_MSG.priceInvalid })
      .refine(hasAtMostTwoDecimals, { error: () => DECLARATION_MSG.priceInvalid }),
  ),
});
export type DeclaredItem = z.output<typeof declaredItemSchema>;
export type DeclaredItemInput = z.input<typeof declaredItemSchema>;

/**
 * The list as a JSON array, or as its JSON text (a multipart form sends the parcel wizard's list
 * as one field); null clears it. `min: 1` where a form asks for at least one item.
 */
export const declaredItemsField = ({ min = 0 }: { min?: number } = {}) =>
  z.preprocess(
    (value) => {
      if (value === null) return [];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .array(declaredItemSchema, { error: () => DECLARATION_MSG.itemsInvalid })
      .min(min, { error: () => DECLARATION_MSG.itemsRequired })
      .max(MAX_DECLARED_ITEMS, { error: () => DECLARATION_MSG.itemsTooMany(MAX_DECLARED_ITEMS) }),
  );

/** The declared value in dollars: quantity times unit price, summed in whole cents. */
export function declaredValueUsd(items: readonly { quantity: number; unit_price_usd: number }[]): number {
  return items.reduce((cents, item) => cents + item.quantity * toCents(item.unit_price_usd), 0) / 100;
}

/** Whether two declarations list the same items in the same order (whatever order their keys come in). */
export function sameDeclaration(a: readonly DeclaredItem[], b: readonly DeclaredItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        item.description === other.description &&
        item.quantity === other.quantity &&
        toCents(item.unit_price_usd) === toCents(other.unit_price_usd)
      );
    })
  );
}

/** One line of contents: «Кроссовки × 2; Футболка × 3». */
export function describeContents(items: readonly { description: string; quantity: number }[]): string {
  return items.map((item) => `${item.description} × ${item.quantity}`).join('; ');
}

export const declaredItemResponse = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price_usd: z.number(),
});
