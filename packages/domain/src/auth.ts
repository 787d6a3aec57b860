import { z } from 'zod';
import { normalizePhone } from './format';
import { MSG } from './messages';

/** A string that must be present and not blank; `message` covers both missing and empty. */
export const requiredText = (message: string = MSG.required, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Не более ${max} символов`);

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }));

export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .refine((value) => value.replace(/\D/g, '').length > 0, MSG.phoneRequired)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(8, MSG.passwordTooShort)
  .max(128, MSG.passwordTooLong);

const password2Field = z.string({ error: MSG.password2Required }).min(1, MSG.password2Required);

export const codeField = z
  .string({ error: MSG.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, MSG.codeInvalid);

/** Registration and the admin's "Добавить пользователя" share these fields and messages. */
export const accountFields = {
  first_name: requiredText(MSG.firstNameRequired, 100),
  last_name: requiredText(MSG.lastNameRequired, 100),
  email: emailField,
  phone_number: phoneField,
  password: newPasswordField,
  password2: password2Field,
};

export const registerSchema = z
  .object(accountFields)
  .refine((v) => v.password === v.password2, { path: ['password2'], message: MSG.passwordsDiffer });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.loginFailed),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const activationSchema = z.object({ email: emailField, code: codeField });

export const forgotCompleteSchema = z
  .object({ email: emailField, code: codeField, password: newPasswordField, password2: password2Field })
  .refine((v) => v.password === v.password2, { path: ['password2'], message: MSG.passwordsDiffer });

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
    new_password: newPasswordField,
    confirm_new_password: password2Field,
  })
  .refine((v) => v.new_password === v.confirm_new_password, {
    path: ['confirm_new_password'],
    message: MSG.passwordsDiffer,
  });

export const refreshSchema = z.object({ refresh: z.string({ error: MSG.required }).min(1, MSG.required) });

export const profileUpdateSchema = z.object({
  first_name: requiredText(MSG.firstNameRequired, 100).optional(),
  last_name: requiredText(MSG.lastNameRequired, 100).optional(),
  phone_number: phoneField.optional(),
  address: z.string().trim().max(500, 'Не более 500 символов').optional(),
});
