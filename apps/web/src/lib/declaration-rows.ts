// A declaration's rows as a form holds them and as they are sent, without the schemas (and zod)
// the form's checks need: the API modules send them, and every page loads those modules.

export interface DeclaredItemValues {
  key: string;
  description: string;
  /** As typed: a number input gives a number, or '' when empty. */
  quantity: number | string;
  unit_price_usd: number | string;
}

/** What is sent: the rows without their keys (the server reads numbers typed as text too). */
export const itemsBody = (rows: readonly DeclaredItemValues[]) =>
  rows.map(({ description, quantity, unit_price_usd }) => ({ description, quantity, unit_price_usd }));
