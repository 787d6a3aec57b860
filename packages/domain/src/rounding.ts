// Whole-unit division for money and weights, apart from money.ts so that what the public site's
// calculator imports (price.ts) carries no zod.

/**
 * numerator / denominator rounded to a whole number, halves away from zero ("half up" in
 * magnitude: a refund converts to what its payment did, with the sign turned).
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}
