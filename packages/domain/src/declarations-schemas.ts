import { z } from 'zod';
import { DECLARATION_MSG, MAX_DECLARED_ITEMS } from './declarations';

// The schemas of a declaration's items in requests and answers (the rules are in declarations.ts,
// which pages load without zod).

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

export const declaredItemResponse = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price_usd: z.number(),
});
