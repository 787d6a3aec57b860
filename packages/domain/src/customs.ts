import { z } from 'zod';
import { type DeclaredItem, declaredItemResponse, declaredValueUsd } from './declarations';
import { type CustomsRule, estimateDuty } from './duty';
import type { LazyMessage } from './i18n/localize';
import { localized } from './i18n/localize';

// The settings of the duty estimate (duty.ts), which admins edit, and the answers that carry it.

export const CUSTOMS_MSG = /* @__PURE__ */ localized('CUSTOMS_MSG', {
  valueLimitInvalid: 'Беспошлинный лимит стоимости — число от 0 до 100 000 €',
  weightLimitInvalid: 'Беспошлинный лимит веса — число от 0 до 1 000 кг',
  rateInvalid: 'Ставка пошлины — число от 0 до 100 %',
  perKgInvalid: 'Минимум за килограмм — число от 0 до 1 000 €',
  usdToEurInvalid: 'Курс доллара к евро — число больше 0 и не больше 10, до четырёх знаков после запятой',
  nothingToChange: 'Укажите, что изменить',
} as const);

// ---- Settings (GET/PATCH /api/settings/customs/, admins)

const decimal = (
  message: LazyMessage,
  { min, max, decimals, positive = false }: { min: number; max: number; decimals: number; positive?: boolean },
) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z.coerce
      .number({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .refine((value) => !positive || value > 0, { error: message })
      .refine((value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6, { error: message }),
  );

export const customsSettingsSchema = z.object({
  value_limit_eur: decimal(() => CUSTOMS_MSG.valueLimitInvalid, { min: 0, max: 100_000, decimals: 2 }),
  weight_limit_kg: decimal(() => CUSTOMS_MSG.weightLimitInvalid, { min: 0, max: 1000, decimals: 3 }),
  duty_rate_percent: decimal(() => CUSTOMS_MSG.rateInvalid, { min: 0, max: 100, decimals: 2 }),
  min_duty_per_kg_eur: decimal(() => CUSTOMS_MSG.perKgInvalid, { min: 0, max: 1000, decimals: 2 }),
  usd_to_eur: decimal(() => CUSTOMS_MSG.usdToEurInvalid, { min: 0, max: 10, decimals: 4, positive: true }),
});

/** PATCH: any of the numbers, at least one. */
export const customsSettingsUpdateSchema = customsSettingsSchema
  .partial()
  .refine((values) => Object.values(values).some((value) => value !== undefined), {
    path: ['non_field_errors'],
    error: () => CUSTOMS_MSG.nothingToChange,
  });
export type CustomsSettingsInput = z.input<typeof customsSettingsSchema>;

export const dutyResponse = z.object({
  due: z.boolean(),
  amount_eur: z.number(),
  over_value_eur: z.number(),
  over_weight_kg: z.number(),
});

/**
 * The fields of every answer with declared goods (a parcel, an announcement, a shipment's parcel):
 * the items, their value (the sum of quantity times price) and the duty it is estimated to pay.
 */
export const declaredGoodsFields = {
  items: z.array(declaredItemResponse),
  declared_value_usd: z.number(),
  duty: dutyResponse,
};

/** Those fields of goods declared as `items`, going to `destination` (weighed, or not yet: an announcement). */
export function declaredGoods(
  items: DeclaredItem[],
  goods: { weight_kg?: number | null; destination: number | null },
  rule: CustomsRule,
): { items: DeclaredItem[]; declared_value_usd: number; duty: z.infer<typeof dutyResponse> } {
  const value = declaredValueUsd(items);
  return { items, declared_value_usd: value, duty: estimateDuty({ value_usd: value, ...goods }, rule) };
}

/** The rule everyone may read (the forms and the calculator estimate with it). */
export const customsRuleResponse = z.object({
  value_limit_eur: z.number(),
  weight_limit_kg: z.number(),
  duty_rate_percent: z.number(),
  min_duty_per_kg_eur: z.number(),
  usd_to_eur: z.number(),
});

/** The admins' view: the rule and when it last changed. */
export const customsSettingsResponse = customsRuleResponse.extend({ updated_at: z.string().nullable() });
export type CustomsSettings = z.infer<typeof customsSettingsResponse>;
