import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './fields';

// Warehouse addresses ("Адреса складов"): where customers ship what they buy, with their #code
// in the unit line so the warehouse knows whose it is.

export const CONTACT_MSG = {
  nameRequired: 'Введите название',
  addressRequired: 'Введите адрес',
  cityRequired: 'Введите город',
  phoneRequired: 'Введите телефон',
  phoneInvalid: 'Некорректный номер телефона',
  emailRequired: 'Введите почту',
  emailInvalid: 'Некорректный формат почты',
  notFound: 'Адрес склада не найден',
} as const;

/** An optional email: blank means none. */
const optionalEmail = z.preprocess(
  (value) => (value === null ? '' : value),
  z.union([z.literal(''), emailField({ required: CONTACT_MSG.emailRequired, invalid: CONTACT_MSG.emailInvalid })]),
);

export const contactSchema = z.object({
  name: requiredText(200, { required: CONTACT_MSG.nameRequired }),
  address: requiredText(300, { required: CONTACT_MSG.addressRequired }),
  city: requiredText(100, { required: CONTACT_MSG.cityRequired }),
  state: optionalText(100).optional(),
  zip_code: optionalText(20).optional(),
  phone: phoneField({ required: CONTACT_MSG.phoneRequired, invalid: CONTACT_MSG.phoneInvalid }),
  email: optionalEmail.optional(),
  /** The unit line; the customer's #code is added to it when shown to them. */
  unit: optionalText(100).optional(),
});
export const contactUpdateSchema = contactSchema.partial();
export type ContactInput = z.input<typeof contactSchema>;

export const contactResponse = z.object({
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
export type Contact = z.infer<typeof contactResponse>;

/** The unit line with the customer's code, as a shop's checkout form expects it: "Suite 100 KB0042". */
export const unitWithCode = (unit: string, code: string) => (unit.trim() ? `${unit.trim()} ${code}` : code);
