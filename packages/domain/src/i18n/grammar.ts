// Small helpers the Kyrgyz and English catalogues share: counting and decimal numbers in the
// language's own way (the Russian ones in messages.ts follow Russian rules).

const enPluralRules = new Intl.PluralRules('en');

/** 1 parcel, 3 parcels: English has one form for one and another for the rest. */
export const enPlural = (count: number, one: string, other: string) => (enPluralRules.select(count) === 'one' ? one : other);

/** "3 parcels". */
export const enCounted = (count: number, one: string, other: string) => `${count} ${enPlural(count, one, other)}`;

/** 5 -> "5", 2.5 -> "2,5" in Kyrgyz (a decimal comma) and "2.5" in English, to a tenth. */
export function formatDecimal(value: number, decimalSeparator: ',' | '.'): string {
  return String(Math.round(value * 10) / 10).replace('.', decimalSeparator);
}
