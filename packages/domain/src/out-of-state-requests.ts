import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './fields';
import { normalizePhone } from './format';
import type { LazyMessage } from './i18n/localize';
import { localized } from './i18n/localize';
import { MSG } from './messages';

// Requests from senders outside Illinois or Delaware ("Межштатные"): someone who cannot bring a
// parcel to our US warehouses leaves contacts and the cargo weight, a manager calls back. The
// API keeps the historic path /api/otside_of_illinois/ and `status` true = new, false = processed.

export const OUT_OF_STATE_MSG = /* @__PURE__ */ localized('OUT_OF_STATE_MSG', {
  required: 'Это поле обязательно к заполнению!',
  emailInvalid: 'Некорректный email',
  phoneInvalid: 'Некорректный номер телефона',
  telegramInvalid: 'Некорректный username',
  weightInvalid: 'Укажите вес числом больше нуля, например 12.5',
  weightTooLarge: (max: number) => `Не более ${max} кг`,
  notFound: 'Заявка не найдена',
} as const);

export const OUT_OF_STATE_PAGE_SIZE = 10;
export const CARGO_WEIGHT_MAX = 100_000;

/** Kilograms as typed: "12,5" and "12.5" alike; a JSON number too. */
const cargoWeightField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
  z
    .union([z.number(), z.string()], { error: () => OUT_OF_STATE_MSG.required })
    .refine((value) => value !== '', { error: () => OUT_OF_STATE_MSG.required })
    .transform(Number)
    .pipe(
      z
        .number()
        .refine(Number.isFinite, { error: () => OUT_OF_STATE_MSG.weightInvalid })
        .refine((value) => value > 0, { error: () => OUT_OF_STATE_MSG.weightInvalid })
        .refine((value) => value <= CARGO_WEIGHT_MAX, { error: () => OUT_OF_STATE_MSG.weightTooLarge(CARGO_WEIGHT_MAX) })
        .transform((value) => Math.round(value * 100) / 100),
    ),
);

/** Optional text that must match a shape when given (blank or null: none). */
const optionalShaped = (max: number, check: (value: string) => string | null, message: LazyMessage) =>
  optionalText(max).transform((value, ctx) => {
    if (value === '') return '';
    const shaped = check(value);
    if (shaped === null) {
      ctx.addIssue({ code: 'custom', message: message() });
      return z.NEVER;
    }
    return shaped;
  });

const TELEGRAM = /^@?(\w{1,32})$/;
const telegramField = optionalShaped(
  33,
  (value) => TELEGRAM.exec(value)?.[1] ?? null,
  () => OUT_OF_STATE_MSG.telegramInvalid,
);

const whatsappField = optionalShaped(
  30,
  (value) => normalizePhone(value) ?? null,
  () => OUT_OF_STATE_MSG.phoneInvalid,
);

/** The public form; fields marked * on it are the required ones. `status` sent by a visitor is ignored. */
export const outOfStateRequestSchema = z.object({
  full_name: requiredText(200, { required: () => OUT_OF_STATE_MSG.required }),
  address: requiredText(500, { required: () => OUT_OF_STATE_MSG.required }),
  phone_number: phoneField({ required: () => OUT_OF_STATE_MSG.required, invalid: () => OUT_OF_STATE_MSG.phoneInvalid }),
  cargo_weight: cargoWeightField,
  email: emailField({ required: () => OUT_OF_STATE_MSG.required, invalid: () => OUT_OF_STATE_MSG.emailInvalid }),
  telegram: telegramField.optional(),
  whatsapp: whatsappField.optional(),
});
export type OutOfStateRequestInput = z.input<typeof outOfStateRequestSchema>;

/** The admin's edit: any field, and `status` (false marks it processed). */
export const outOfStateRequestUpdateSchema = outOfStateRequestSchema.partial().extend({
  status: z.boolean({ error: () => MSG.invalidData }).optional(),
});

/** ?status=true|false of the admin list, and ?search= over name, email, phones and address. */
export const outOfStateRequestFilters = z.object({
  status: z
    .enum(['true', 'false'], { error: () => MSG.invalidData })
    .transform((value) => value === 'true')
    .optional(),
  search: z
    .string({ error: () => MSG.textExpected })
    .trim()
    .max(200, { error: () => MSG.tooLong(200) })
    .optional(),
});

export const outOfStateRequestResponse = z.object({
  id: z.number(),
  full_name: z.string(),
  address: z.string(),
  phone_number: z.string(),
  cargo_weight: z.number(),
  email: z.string(),
  telegram: z.string(),
  whatsapp: z.string(),
  /** true: new, false: processed. */
  status: z.boolean(),
  created_at: z.string(),
});
export type OutOfStateRequest = z.infer<typeof outOfStateRequestResponse>;
