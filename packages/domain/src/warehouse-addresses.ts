import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './fields';
import { localized } from './i18n/localize';

// Warehouse addresses ("Адреса складов"): where customers ship what they buy, with their #code
// in the unit line so the warehouse knows whose it is.

export const WAREHOUSE_ADDRESS_MSG = /* @__PURE__ */ localized('WAREHOUSE_ADDRESS_MSG', {
  nameRequired: 'Введите название',
  addressRequired: 'Введите адрес',
  cityRequired: 'Введите город',
  phoneRequired: 'Введите телефон',
  phoneInvalid: 'Некорректный номер телефона',
  emailRequired: 'Введите почту',
  emailInvalid: 'Некорректный формат почты',
  notFound: 'Адрес склада не найден',
} as const);

/** An optional email: blank means none. */
const optionalEmail = z.preprocess(
  (value) => (value === null ? '' : value),
  z.union([
    z.literal(''),
    emailField({ required: () => WAREHOUSE_ADDRESS_MSG.emailRequired, invalid: () => WAREHOUSE_ADDRESS_MSG.emailInvalid }),
  ]),
);

export const warehouseAddressSchema = z.object({
  name: requiredText(200, { required: () => WAREHOUSE_ADDRESS_MSG.nameRequired }),
  address: requiredText(300, { required: () => WAREHOUSE_ADDRESS_MSG.addressRequired }),
  city: requiredText(100, { required: () => WAREHOUSE_ADDRESS_MSG.cityRequired }),
  state: optionalText(100).optional(),
  zip_code: optionalText(20).optional(),
  phone: phoneField({ required: () => WAREHOUSE_ADDRESS_MSG.phoneRequired, invalid: () => WAREHOUSE_ADDRESS_MSG.phoneInvalid }),
  email: optionalEmail.optional(),
  /** The unit line; the customer's #code is added to it when shown to them. */
  unit: optionalText(100).optional(),
});
export const warehouseAddressUpdateSchema = warehouseAddressSchema.partial();
export type WarehouseAddressInput = z.input<typeof warehouseAddressSchema>;

export const warehouseAddressResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  /** The phone under the existing client's name (it sends and reads `number`). */
  number: z.string(),
  email: z.string(),
  unit: z.string(),
});
export type WarehouseAddress = z.infer<typeof warehouseAddressResponse>;

/** The unit line with the customer's code, as a shop's checkout form expects it: "Suite 100 KB0042". */
export const unitWithCode = (unit: string, code: string) => (unit.trim() ? `${unit.trim()} ${code}` : code);
