import { formatRate } from '../../lib/format';

/** A rate as people read it: "87.4500" -> "87,45" (at least two decimals; the language's decimal mark). */
export const rateText = formatRate;

/**
 * An amount typed into the form ("1000", "1 000,50", "12.5") in minor units; undefined when it is
 * not a number with at most two decimals. Read from the text, never through a float.
 */
export function parseMinor(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as a form shows them to be edited: 1250 -> "12.50". */
export const minorText = (minor: number) => (minor / 100).toFixed(2);
