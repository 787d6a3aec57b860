import { COUNTRY } from './parcel-status';

// The duty estimate of the Eurasian Economic Union (Kyrgyzstan and Russia) for goods for personal
// use delivered by a carrier: one function for the server's answers, the customer's forms and the
// public calculator. No zod here (the calculator of the public site imports it).

/** Whole cents of an amount (prices have at most two decimals). */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Where the rule applies: the EAEU countries Kerben delivers to. */
export const EAEU_COUNTRY_IDS: readonly number[] = [COUNTRY.kyrgyzstan, COUNTRY.russia];

/** The rule's numbers, which change (an admin edits them; no live exchange rate is reachable). */
export interface CustomsRule {
  /** Goods up to this value per parcel are free of duty (EUR). */
  value_limit_eur: number;
  /** Parcels up to this weight are free of duty (kg). */
  weight_limit_kg: number;
  /** Duty on the value over the limit (percent). */
  duty_rate_percent: number;
  /** The least duty per kilogram over the weight limit (EUR). */
  min_duty_per_kg_eur: number;
  /** Euros per US dollar, to convert the declared value. */
  usd_to_eur: number;
}

/** The EAEU limits of 2020 and a rate of the day; the settings row starts with these. */
export const CUSTOMS_DEFAULTS: CustomsRule = {
  value_limit_eur: 200,
  weight_limit_kg: 31,
  duty_rate_percent: 15,
  min_duty_per_kg_eur: 2,
  usd_to_eur: 0.92,
};

export interface Duty {
  /** Over either limit: the parcel pays duty. */
  due: boolean;
  amount_eur: number;
  /** The value over the value limit (EUR), 0 when under it. */
  over_value_eur: number;
  /** The weight over the weight limit (kg), 0 when under it or not weighed yet. */
  over_weight_kg: number;
}

export const NO_DUTY: Duty = Object.freeze({ due: false, amount_eur: 0, over_value_eur: 0, over_weight_kg: 0 });

/**
 * The duty a parcel will pay, by the rule as the issue states it: free up to the value limit and
 * the weight limit ("up to" includes them: exactly 200 EUR and exactly 31 kg are free); above
 * either, the duty is the rate (15 %) of the value over the value limit, but not less than the
 * minimum per kilogram (2 EUR) of the weight over the weight limit:
 *
 *     amount = max(rate × over_value, min_per_kg × over_weight)
 *
 * so a parcel over the weight limit alone pays the per-kilogram part, one over the value limit alone
 * the rate part, one over both the larger. The dollar value is converted first and everything is
 * counted in whole cents and grams (the amount rounded half up to the cent), so the limits compare
 * exactly. An unweighed parcel (an announcement) is judged by its value only. The rule is the EAEU's:
 * a destination outside it owes none by this estimate; no destination yet is taken as Kerben's
 * destinations, which all are in it.
 */
export function estimateDuty(
  goods: { value_usd: number; weight_kg?: number | null; destination?: number | null },
  rule: CustomsRule,
): Duty {
  if (goods.destination != null && !EAEU_COUNTRY_IDS.includes(goods.destination)) return { ...NO_DUTY };
  const valueEurCents = Math.round(toCents(goods.value_usd) * rule.usd_to_eur);
  const overValueCents = Math.max(0, valueEurCents - toCents(rule.value_limit_eur));
  const grams = (kg: number) => Math.round(kg * 1000);
  const overWeightGrams = Math.max(0, grams(goods.weight_kg ?? 0) - grams(rule.weight_limit_kg));
  const due = overValueCents > 0 || overWeightGrams > 0;
  const byValue = (overValueCents * rule.duty_rate_percent) / 100;
  const byWeight = (overWeightGrams / 1000) * toCents(rule.min_duty_per_kg_eur);
  return {
    due,
    amount_eur: due ? Math.round(Math.max(byValue, byWeight)) / 100 : 0,
    over_value_eur: overValueCents / 100,
    over_weight_kg: overWeightGrams / 1000,
  };
}
