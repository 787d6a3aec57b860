import { z } from 'zod';
import { accountEmail, accountFields, accountPhone, codeField } from './auth';
import { idListField, optionalText, requiredText } from './fields';
import { localized } from './i18n/localize';
import { LANGUAGES } from './language';
import { MSG, plural } from './messages';
import { clientResponse } from './warehouses';

// The admin's users page: the list with search, 'Добавить пользователя', editing a user, bulk
// delete and roles (docs/product.md#admin-area-admin).

/** The users page, 7 a page as the existing client asks. */
export const USERS_PAGE_SIZE = 7;

export const USERS_MSG = /* @__PURE__ */ localized('USERS_MSG', {
  idsRequired: 'Выберите пользователей',
  idsInvalid: 'Некорректный список пользователей',
  idsMissing: (ids: readonly number[]) =>
    `${plural(ids.length, 'Пользователь не найден', 'Пользователи не найдены', 'Пользователи не найдены')}: ${ids.join(', ')}. Ничего не изменено.`,
  cannotDeleteSelf: 'Нельзя удалить самого себя. Ничего не удалено.',
  cannotDeleteAdmin: (code: string) => `#${code} — администратор: администратора удалить нельзя. Ничего не удалено.`,
  /** One of the users to delete is still referred to (`holders`: "3 посылки"): the bulk delete keeps them all. */
  cannotDeleteHeld: (code: string, holders: readonly string[]) => `${MSG.deleteRefused(holders, `#${code}`)} Ничего не удалено.`,
  cannotChangeOwnRole: 'Нельзя изменить свою собственную роль',
  isAdminRequired: 'Укажите, назначить администратором или снять права',
  roleRequired: 'Выберите роль',
  roleInvalid: 'Роль: клиент, оператор или администратор',
  roleFilterInvalid: 'Роль: customer, operator, admin или staff',
  lastAdmin: 'Нельзя снять права с последнего администратора. Ничего не изменено.',
  resetSent: (email: string) => `Код сброса пароля отправлен на ${email}`,
  emailChangeSent: (email: string) => `Код подтверждения отправлен на ${email}. Адрес изменится, когда код будет введён.`,
  emailChanged: (email: string) => `Адрес почты изменён на ${email}`,
  emailSame: 'Это уже адрес этой учётной записи',
  emailChangeCodeWrong: 'Неверный или просроченный код',
  emailChangeByCode: 'Адрес меняется кодом, отправленным на новый адрес: «Изменить почту» в карточке пользователя',
  /** An admin tried to change the email of an operator or an admin (their own included): a takeover path. */
  staffEmailOwnOnly:
    'Почту сотрудника (оператора или администратора) меняет только он сам: «Сменить почту» в его настройках, с паролем и кодом на новый адрес',
} as const);

/** Who an account is: a customer, a warehouse operator (parcels, shipments, buy-outs) or an admin (everything). */
export const ROLES = ['customer', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = /* @__PURE__ */ localized('ROLE_LABELS', {
  customer: 'Клиент',
  operator: 'Оператор',
  admin: 'Администратор',
});
export const roleField = z.enum(ROLES, {
  error: (issue) => (issue.input === undefined ? USERS_MSG.roleRequired : USERS_MSG.roleInvalid),
});
/** The users list's ?role=: one role, or 'staff' (operators and admins: who writes the audit log). */
export const USER_LIST_ROLES = [...ROLES, 'staff'] as const;
export type UserListRole = (typeof USER_LIST_ROLES)[number];

/**
 * 'Добавить пользователя': the registration fields and messages, checked the
 * same in the dialog and on the server; the passport images are added by each side.
 */
export function adminUserCreateWith<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...accountFields, role: roleField.optional(), ...extra })
    .refine((v) => (v as { password: string }).password === (v as { password2: string }).password2, {
      path: ['password2'],
      error: () => MSG.passwordsDiffer,
    });
}
export const adminUserCreateSchema = adminUserCreateWith({});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

/** The text fields an admin may change of a user (PATCH /api/add_user_for_admin/update/{id}/). */
export const adminUserUpdateSchema = z.object({
  first_name: requiredText(100, { required: () => MSG.firstNameRequired }).optional(),
  last_name: requiredText(100, { required: () => MSG.lastNameRequired }).optional(),
  email: accountEmail.optional(),
  phone_number: accountPhone.optional(),
  address: optionalText(500).optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** PUT /api/users/delete/: explicit ids only, all or nothing. */
export const userBulkDeleteSchema = z.object({
  ids: idListField({ required: () => USERS_MSG.idsRequired, invalid: () => USERS_MSG.idsInvalid }),
});

/**
 * PUT /api/users/update/: set the role of the named users. `role` is the field; existing clients
 * still send `is_admin` (true: admin, false: customer), read when `role` is absent.
 */
export const userRoleSchema = z
  .object({
    ids: idListField({ required: () => USERS_MSG.idsRequired, invalid: () => USERS_MSG.idsInvalid }),
    role: roleField.optional(),
    is_admin: z.boolean({ error: () => USERS_MSG.isAdminRequired }).optional(),
  })
  .refine((v) => v.role !== undefined || v.is_admin !== undefined, { path: ['role'], error: () => USERS_MSG.roleRequired })
  .transform(({ ids, role, is_admin }) => ({ ids, role: role ?? ((is_admin ? 'admin' : 'customer') as Role) }));

/** POST /api/add_user_for_admin/{id}/change_email/: the new address, confirmed by the code mailed to it. */
export const emailChangeSchema = z.object({ email: accountEmail });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
/** POST /api/add_user_for_admin/{id}/confirm_email/: the code the new address received. */
export const emailConfirmSchema = z.object({ code: codeField });
export type EmailConfirmInput = z.input<typeof emailConfirmSchema>;
/** POST /api/users/change_email/: a staff member's own new address, with the current password; then POST /api/users/confirm_email/. */
export const ownEmailChangeSchema = z.object({
  email: accountEmail,
  password: z
    .string({ error: () => MSG.passwordRequired })
    .min(1, { error: () => MSG.passwordRequired })
    .max(128, { error: () => MSG.passwordTooLong }),
});
export type OwnEmailChangeInput = z.input<typeof ownEmailChangeSchema>;

// ---- Answers

/** A row of the admin's user list: the client lookup's fields plus role, registration and parcels. */
export const adminUserResponse = clientResponse.extend({
  is_admin: z.boolean(),
  role: z.enum(ROLES),
  /** The language the account reads Kerben in, which its mails and messages follow. */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  parcels_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserResponse>;
