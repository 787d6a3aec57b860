import { z } from 'zod';
import { clearableIdField, emailField, optionalText, phoneField, requiredText } from './fields';
import { localized } from './i18n/localize';
import { countryResponse } from './reference';
import { STORAGE_MSG } from './storage-clock';

// Warehouses (where parcels are received), customers' delivery addresses, and the client lookup
// operators use to assign a parcel.

export const WAREHOUSE_MSG = /* @__PURE__ */ localized('WAREHOUSE_MSG', {
  nameRequired: 'Введите название склада',
  nameTaken: 'Склад с таким названием уже существует',
  countryInvalid: 'Выберите страну из списка',
  notFound: 'Склад не найден',
  aliasesInvalid: 'Перечислите другие названия через запятую',
} as const);

export const ADDRESS_MSG = /* @__PURE__ */ localized('ADDRESS_MSG', {
  fullNameRequired: 'Введите ФИО получателя',
  phoneRequired: 'Введите номер телефона',
  phoneInvalid: 'Некорректный номер телефона',
  emailRequired: 'Введите почту',
  emailInvalid: 'Некорректный формат почты',
  addressRequired: 'Введите адрес',
  cityRequired: 'Введите город',
  countryRequired: 'Введите страну',
  notFound: 'Адрес не найден',
  userInvalid: 'Некорректный идентификатор пользователя',
} as const);

// ---- Warehouses

/** Other names a warehouse is found by in /admin/warehouses/{name}: "chicago, чикаго". */
const aliasesField = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value === null ? [] : value),
    z
      .array(
        z
          .string({ error: () => WAREHOUSE_MSG.aliasesInvalid })
          .trim()
          .toLowerCase()
          .max(100),
      )
      .max(20, { error: () => WAREHOUSE_MSG.aliasesInvalid }),
  )
  .transform((aliases) => [...new Set(aliases.filter(Boolean))]);

/** A number typed into a form: its text with a dot or a comma; blank is "not given". */
const numberText = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().replace(',', '.')) : value;

const freeStorageDaysField = z.preprocess(
  numberText,
  z.coerce
    .number({ error: () => STORAGE_MSG.freeDaysInvalid })
    .int({ error: () => STORAGE_MSG.freeDaysInvalid })
    .min(0, { error: () => STORAGE_MSG.freeDaysInvalid })
    .max(365, { error: () => STORAGE_MSG.freeDaysInvalid })
    .optional(),
);
const storageFeeField = z.preprocess(
  numberText,
  z.coerce
    .number({ error: () => STORAGE_MSG.feeInvalid })
    .min(0, { error: () => STORAGE_MSG.feeInvalid })
    .max(1000, { error: () => STORAGE_MSG.feeInvalid })
    .transform((fee) => Math.round(fee * 100) / 100)
    .optional(),
);

export const warehouseSchema = z.object({
  name: requiredText(100, { required: () => WAREHOUSE_MSG.nameRequired }),
  aliases: aliasesField.optional(),
  country: clearableIdField(() => WAREHOUSE_MSG.countryInvalid),
  address: optionalText(500).optional(),
  /** Free days and the fee after them apply to parcels that arrive from now on (STORAGE_DEFAULTS when not given). */
  free_storage_days: freeStorageDaysField,
  storage_fee_per_day_usd: storageFeeField,
});
export const warehouseUpdateSchema = warehouseSchema.partial();
export type WarehouseInput = z.input<typeof warehouseSchema>;

export const warehouseResponse = z.object({
  id: z.number(),
  name: z.string(),
  aliases: z.array(z.string()),
  country: countryResponse.nullable(),
  address: z.string(),
  free_storage_days: z.number(),
  storage_fee_per_day_usd: z.number(),
  /** Parcels held now: the cards show it, and a warehouse with parcels cannot be deleted. */
  parcels_count: z.number(),
});
export type Warehouse = z.infer<typeof warehouseResponse>;

/** /admin/warehouses/{name}: the warehouse whose name or alias it is, any case. */
export function matchesWarehouseSlug(warehouse: { name: string; aliases: readonly string[] }, slug: string): boolean {
  const wanted = safeDecode(slug).trim().toLowerCase();
  return warehouse.name.toLowerCase() === wanted || warehouse.aliases.includes(wanted);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ---- Addresses (full_name, phone_number, email, address, city, country)

export const addressSchema = z.object({
  full_name: requiredText(200, { required: () => ADDRESS_MSG.fullNameRequired }),
  phone_number: phoneField({ required: () => ADDRESS_MSG.phoneRequired, invalid: () => ADDRESS_MSG.phoneInvalid }),
  email: emailField({ required: () => ADDRESS_MSG.emailRequired, invalid: () => ADDRESS_MSG.emailInvalid }),
  address: requiredText(500, { required: () => ADDRESS_MSG.addressRequired }),
  city: requiredText(100, { required: () => ADDRESS_MSG.cityRequired }),
  country: requiredText(100, { required: () => ADDRESS_MSG.countryRequired }),
});
export const addressUpdateSchema = addressSchema.partial();
export type AddressInput = z.input<typeof addressSchema>;

export const addressResponse = z.object({
  id: z.number(),
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressResponse>;

/** An address as the address routes answer it: with its owner's id, as the original API's `user`. */
export const ownedAddressResponse = addressResponse.extend({ user: z.number() });
export type OwnedAddress = z.infer<typeof ownedAddressResponse>;

// ---- Client lookup for operators (GET /api/add_user_for_admin/list/?unique_id=)

/** A client as a parcel, an announcement, a buy-out request or an invoice names them: code and name. */
export const clientNameResponse = z.object({
  id: z.number(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ClientName = z.infer<typeof clientNameResponse>;

export const clientResponse = clientNameResponse.extend({ phone_number: z.string(), email: z.string() });
export type Client = z.infer<typeof clientResponse>;
