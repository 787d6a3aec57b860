import { type DeclaredItem, declaredItemSchema, declaredValueUsd } from '@kerben/domain';
import { randomId } from '@mantine/hooks';

// A declaration in a form: one row per item, as typed, with a key that keeps each row's inputs
// when another row is removed.

export interface DeclaredItemValues {
  key: string;
  description: string;
  /** As typed: a number input gives a number, or '' when empty. */
  quantity: number | string;
  unit_price_usd: number | string;
}

/** The form values a declaration form holds. */
export interface DeclarationValues {
  items: DeclaredItemValues[];
}

export const newItemValues = (): DeclaredItemValues => ({ key: randomId(), description: '', quantity: 1, unit_price_usd: '' });

/** The rows of a saved declaration (an announcement received, a parcel edited). */
export const itemValuesOf = (items: readonly DeclaredItem[]): DeclaredItemValues[] =>
  items.map((item) => ({ key: randomId(), ...item }));

/** What is sent: the rows without their keys (the server reads numbers typed as text too). */
export const itemsBody = (rows: readonly DeclaredItemValues[]) =>
  rows.map(({ description, quantity, unit_price_usd }) => ({ description, quantity, unit_price_usd }));

/** The value of the rows typed so far; a row not filled in correctly yet counts nothing. */
export function typedValueUsd(rows: readonly DeclaredItemValues[]): number {
  return declaredValueUsd(
    rows.flatMap((row) => {
      const parsed = declaredItemSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
