import { type DeclaredItem, declaredItemSchema, declaredValueUsd } from '@kerben/domain';
import { randomId } from '@mantine/hooks';
import type { DeclaredItemValues } from './declaration-rows';

// A declaration in a form: one row per item, as typed, with a key that keeps each row's inputs
// when another row is removed.

/** The form values a declaration form holds. */
export interface DeclarationValues {
  items: DeclaredItemValues[];
}

export const newItemValues = (): DeclaredItemValues => ({ key: randomId(), description: '', quantity: 1, unit_price_usd: '' });

/** The rows of a saved declaration (an announcement received, a parcel edited). */
export const itemValuesOf = (items: readonly DeclaredItem[]): DeclaredItemValues[] =>
  items.map((item) => ({ key: randomId(), ...item }));

/** The value of the rows typed so far; a row not filled in correctly yet counts nothing. */
export function typedValueUsd(rows: readonly DeclaredItemValues[]): number {
  return declaredValueUsd(
    rows.flatMap((row) => {
      const parsed = declaredItemSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
