import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './fields';
import { LANGUAGES } from './language';
import { MSG } from './messages';

// Accounts: registration, sign-in, codes, passwords and the profile. The messages are those of
// 'Добавить пользователя', which registration and the profile share.

export const accountEmail = emailField({ required: () => MSG.emailRequired, invalid: () => MSG.emailInvalid });
export const accountPhone = phoneField({ required: () => MSG.phoneRequired, invalid: () => MSG.phoneInvalid });

export const newPasswordField = z
  .string({ error: () => MSG.passwordRequired })
  .min(1, { error: () => MSG.passwordRequired })
  .min(8, { error: () => MSG.passwordTooShort })
  .max(128, { error: () => MSG.passwordTooLong });

const password2Field = z.string({ error: () => MSG.password2Required }).min(1, { error: () => MSG.password2Required });

export const codeField = z
  .string({ error: () => MSG.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: () => MSG.codeInvalid });

/** Registration and the admin's "Добавить пользователя" share these fields and messages. */
export const accountFields = {
  first_name: requiredText(100, { required: () => MSG.firstNameRequired }),
  last_name: requiredText(100, { required: () => MSG.lastNameRequired }),
  email: accountEmail,
  phone_number: accountPhone,
  password: newPasswordField,
  password2: password2Field,
};

const passwordsMatch = <T extends { password: string; password2: string }>(v: T) => v.password === v.password2;

export const registerSchema = z
  .object(accountFields)
  .refine(passwordsMatch, { path: ['password2'], error: () => MSG.passwordsDiffer });
export type RegisterInput = z.input<typeof registerSchema>;

/** `code`: the mailed sign-in code, asked for (401 with `code_required: true`) after many failures on the account. */
export const loginSchema = z.object({
  email: accountEmail,
  password: z
    .string({ error: () => MSG.passwordRequired })
    .min(1, { error: () => MSG.passwordRequired })
    .max(128, { error: () => MSG.loginFailed }),
  code: codeField.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: accountEmail });

/** The opaque key of one registration attempt: answered by register, never mailed, sent back with its code. */
const registrationKey = z
  .string({ error: () => MSG.registerAgain })
  .regex(/^[\w-]{20,100}$/, { error: () => MSG.registerAgain })
  .nullish();

/** Without `registration` (older clients) a code activates only when one attempt is pending. */
export const activationSchema = z.object({ email: accountEmail, code: codeField, registration: registrationKey });

/** Mails a new code for the attempt `registration` names, or else for the newest one. */
export const resendActivationSchema = z.object({ email: accountEmail, registration: registrationKey });

export const forgotCompleteSchema = z
  .object({ email: accountEmail, code: codeField, password: newPasswordField, password2: password2Field })
  .refine(passwordsMatch, { path: ['password2'], error: () => MSG.passwordsDiffer });
export type ForgotCompleteInput = z.input<typeof forgotCompleteSchema>;

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: () => MSG.passwordRequired }).min(1, { error: () => MSG.passwordRequired }),
    new_password: newPasswordField,
    confirm_new_password: password2Field,
  })
  .refine((v) => v.new_password === v.confirm_new_password, {
    path: ['confirm_new_password'],
    error: () => MSG.passwordsDiffer,
  });

export const refreshSchema = z.object({ refresh: z.string({ error: () => MSG.required }).min(1, { error: () => MSG.required }) });

/** The account's language (language.ts), as the profile answers it and its PATCH takes it. */
export const languageSchema = z.enum(LANGUAGES, { error: () => MSG.languageInvalid });

/** The text fields of PATCH /api/users/profile/ (the passport images are added by each side). */
export const profileUpdateSchema = z.object({
  first_name: requiredText(100, { required: () => MSG.firstNameRequired }).optional(),
  last_name: requiredText(100, { required: () => MSG.lastNameRequired }).optional(),
  phone_number: accountPhone.optional(),
  address: optionalText(500).optional(),
  /** The language the server speaks to this account in: its answers, mails, Telegram messages, PDFs. */
  language: languageSchema.optional(),
});

// ---- Answers

export const detailResponse = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailResponse>;

/** Login, refresh and password change answer a session. */
export const sessionResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  is_admin: z.boolean(),
  /** customer | operator | admin (`is_admin` stays for existing clients: role === 'admin'). */
  role: z.enum(['customer', 'operator', 'admin']),
});
export type SessionTokens = z.infer<typeof sessionResponse>;

/**
 * A registration attempt is not an account yet: `id` and `unique_id` (the client code) are those the
 * account will have once this attempt is activated; `registration` is the key activation asks for.
 */
export const registeredAccountResponse = z.object({
  id: z.number(),
  email: z.string(),
  unique_id: z.string(),
  registration: z.string(),
});
export type RegisteredAccount = z.infer<typeof registeredAccountResponse>;

export const activatedAccountResponse = z.object({ detail: z.string(), id: z.number(), unique_id: z.string() });
export type ActivatedAccount = z.infer<typeof activatedAccountResponse>;

/** GET /api/users/profile/; passport images are short-lived signed links. */
export const profileResponse = z.object({
  id: z.number(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  front_image: z.string().nullable(),
  back_image: z.string().nullable(),
  is_admin: z.boolean(),
  role: z.enum(['customer', 'operator', 'admin']),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileResponse>;
