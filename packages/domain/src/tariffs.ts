import { z } from 'zod';
import { dateField, idField } from './fields';
import { localized } from './i18n/localize';
import type { InsuranceTier, RouteTerms, ServicePrices, TariffTerms } from './price';
import { DESTINATION_COUNTRY_IDS, ORIGIN_COUNTRY_IDS } from './reference';

// «Тарифы»: the tariff as data, versioned as a whole (each version takes effect on a date and is
// kept), and the warehouses' storage terms with the dates they take effect. GET /api/tariffs/ is
// public (the calculator reads it); PATCH is the admins'. Amounts are whole cents.

export const TARIFF_MSG = /* @__PURE__ */ localized('TARIFF_MSG', {
  effectiveFromRequired: 'Укажите дату, с которой действуют тарифы',
  effectiveFromPast: 'Новые тарифы действуют с сегодняшнего дня или позже, не задним числом',
  nothingToChange: 'Укажите, что изменить: маршруты, услуги, страховку или хранение',
  originInvalid: 'Выберите страну отправки из списка',
  destinationInvalid: 'Выберите страну получения из списка',
  routeRepeated: 'Этот маршрут указан дважды',
  routesRequired: 'Укажите хотя бы один маршрут',
  centsInvalid: 'Сумма в центах: целое число от 0 до 10 000 000',
  divisorInvalid: 'Делитель объёмного веса: целое число от 1000 до 20 000',
  daysInvalid: 'Срок доставки: целое число дней от 0 до 365',
  daysOrder: 'Срок «до» не меньше срока «от»; оба указаны или оба пусты',
  commissionInvalid: 'Комиссия в базисных пунктах: целое число от 0 до 10 000 (1000 = 10 %)',
  qualityCheckInvalid: 'Проверка качества: цена для каждой страны отправки',
  insuranceOrder: 'Уровни страховки идут по возрастанию стоимости, последний — «свыше» (без верхней границы)',
  warehouseInvalid: 'Выберите склад из списка',
  warehouseRepeated: 'Этот склад указан дважды',
  warehouseNotFound: 'Склад не найден',
  freeDaysInvalid: 'Бесплатное хранение: целое число дней от 0 до 365',
  historyInvalid: 'Ожидается 1 или 0',
} as const);

const cents = z
  .number({ error: () => TARIFF_MSG.centsInvalid })
  .int({ error: () => TARIFF_MSG.centsInvalid })
  .min(0, { error: () => TARIFF_MSG.centsInvalid })
  .max(10_000_000, { error: () => TARIFF_MSG.centsInvalid });
const days = z
  .number({ error: () => TARIFF_MSG.daysInvalid })
  .int({ error: () => TARIFF_MSG.daysInvalid })
  .min(0, { error: () => TARIFF_MSG.daysInvalid })
  .max(365)
  .nullable();

const routeSchema = z
  .object({
    origin: z
      .number({ error: () => TARIFF_MSG.originInvalid })
      .refine((id) => (ORIGIN_COUNTRY_IDS as readonly number[]).includes(id), {
        error: () => TARIFF_MSG.originInvalid,
      }),
    destination: z
      .number({ error: () => TARIFF_MSG.destinationInvalid })
      .refine((id) => (DESTINATION_COUNTRY_IDS as readonly number[]).includes(id), {
        error: () => TARIFF_MSG.destinationInvalid,
      }),
    rate_per_kg_cents: cents,
    volumetric_divisor: z
      .number({ error: () => TARIFF_MSG.divisorInvalid })
      .int({ error: () => TARIFF_MSG.divisorInvalid })
      .min(1000, { error: () => TARIFF_MSG.divisorInvalid })
      .max(20_000, { error: () => TARIFF_MSG.divisorInvalid }),
    days_min: days,
    days_max: days,
  })
  .refine((r) => (r.days_min === null) === (r.days_max === null) && (r.days_min ?? 0) <= (r.days_max ?? 0), {
    path: ['days_max'],
    error: () => TARIFF_MSG.daysOrder,
  }) satisfies z.ZodType<RouteTerms>;

const routesSchema = z
  .array(routeSchema, { error: () => TARIFF_MSG.routesRequired })
  .min(1, { error: () => TARIFF_MSG.routesRequired })
  .max(50)
  .superRefine((routes, ctx) => {
    const seen = new Set<string>();
    routes.forEach((r, index) => {
      const key = `${r.origin}-${r.destination}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'destination'], message: TARIFF_MSG.routeRepeated });
      seen.add(key);
    });
  });

const servicesSchema = z.object({
  photo_cents: cents,
  quality_check_cents: z
    .record(z.string(), cents, { error: () => TARIFF_MSG.qualityCheckInvalid })
    .refine((prices) => Object.keys(prices).every((id) => (ORIGIN_COUNTRY_IDS as readonly number[]).includes(Number(id))), {
      error: () => TARIFF_MSG.qualityCheckInvalid,
    }),
  buyout_commission_bp: z
    .number({ error: () => TARIFF_MSG.commissionInvalid })
    .int({ error: () => TARIFF_MSG.commissionInvalid })
    .min(0, { error: () => TARIFF_MSG.commissionInvalid })
    .max(10_000, { error: () => TARIFF_MSG.commissionInvalid }),
  repack_cents: cents,
  return_cents: cents,
}) satisfies z.ZodType<ServicePrices>;

/** Ascending by the value they cover, the last one without an upper bound. */
const insuranceSchema = z
  .array(z.object({ up_to_value_cents: cents.nullable(), price_cents: cents }), { error: () => TARIFF_MSG.insuranceOrder })
  .min(1, { error: () => TARIFF_MSG.insuranceOrder })
  .max(20)
  .refine(
    (tiers: InsuranceTier[]) =>
      tiers.every((tier, i) => {
        const last = i === tiers.length - 1;
        if (last) return tier.up_to_value_cents === null;
        const next = tiers[i + 1]?.up_to_value_cents;
        return tier.up_to_value_cents !== null && (next === null || (next !== undefined && next > tier.up_to_value_cents));
      }),
    { error: () => TARIFF_MSG.insuranceOrder },
  );

/** A tariff version's terms: what the database keeps (checked on every write) and answers. */
export const tariffTermsSchema = z.object({
  routes: routesSchema,
  services: servicesSchema,
  insurance: insuranceSchema,
}) satisfies z.ZodType<TariffTerms>;

/** A warehouse's storage terms from a date: free days, then the fee a day. */
const storageTermsSchema = z.object({
  warehouse: idField(() => TARIFF_MSG.warehouseInvalid),
  free_days: z
    .number({ error: () => TARIFF_MSG.freeDaysInvalid })
    .int({ error: () => TARIFF_MSG.freeDaysInvalid })
    .min(0, { error: () => TARIFF_MSG.freeDaysInvalid })
    .max(365, { error: () => TARIFF_MSG.freeDaysInvalid }),
  fee_per_day_cents: cents,
});

/**
 * PATCH /api/tariffs/: new terms from `effective_from` (today or later). What is not sent is taken
 * from the version in force on that date; `storage` gives warehouses new storage terms from the
 * same date.
 */
export const tariffUpdateSchema = z
  .object({
    effective_from: dateField({ invalid: () => TARIFF_MSG.effectiveFromRequired }).pipe(
      z.string({ error: () => TARIFF_MSG.effectiveFromRequired }),
    ),
    routes: routesSchema.optional(),
    services: servicesSchema.optional(),
    insurance: insuranceSchema.optional(),
    storage: z
      .array(storageTermsSchema)
      .max(100)
      .superRefine((terms, ctx) => {
        const seen = new Set<number>();
        terms.forEach((t, index) => {
          if (seen.has(t.warehouse))
            ctx.addIssue({ code: 'custom', path: [index, 'warehouse'], message: TARIFF_MSG.warehouseRepeated });
          seen.add(t.warehouse);
        });
      })
      .optional(),
  })
  .refine((v) => v.routes !== undefined || v.services !== undefined || v.insurance !== undefined || v.storage !== undefined, {
    path: ['non_field_errors'],
    error: () => TARIFF_MSG.nothingToChange,
  });
export type TariffUpdateInput = z.input<typeof tariffUpdateSchema>;

/** GET /api/tariffs/?history=1: admins also get every version, past ones included. */
export const tariffQuerySchema = z.object({
  history: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.enum(['0', '1'], { error: () => TARIFF_MSG.historyInvalid }).optional(),
  ),
});

// ---- Answers

export const tariffVersionResponse = tariffTermsSchema.extend({
  id: z.number(),
  /** YYYY-MM-DD: in force from this day on, until a later version takes effect. */
  effective_from: z.string(),
  created_at: z.string(),
});
export type TariffVersion = z.infer<typeof tariffVersionResponse>;

export const storageTermsVersionResponse = z.object({
  effective_from: z.string(),
  free_days: z.number(),
  fee_per_day_cents: z.number(),
});

export const warehouseStorageTermsResponse = z.object({
  warehouse: z.object({ id: z.number(), name: z.string() }),
  /** The terms a parcel arriving today gets. */
  current: storageTermsVersionResponse,
  /** Terms that take effect later, soonest first. */
  scheduled: z.array(storageTermsVersionResponse),
  /** Admins with ?history=1: every version, newest first. */
  history: z.array(storageTermsVersionResponse).optional(),
});

export const tariffsResponse = z.object({
  /** The version in force today. */
  current: tariffVersionResponse,
  /** Versions that take effect later, soonest first. */
  scheduled: z.array(tariffVersionResponse),
  /** Admins with ?history=1: every version, newest first. */
  history: z.array(tariffVersionResponse).optional(),
  storage: z.array(warehouseStorageTermsResponse),
});
export type Tariffs = z.infer<typeof tariffsResponse>;
