import { z } from 'zod';
import { accountEmail, accountFields, accountPhone } from './auth';
import { idListField, optionalText, requiredText } from './fields';
import { MSG, plural } from './messages';
import { clientResponse } from './warehouses';

// The admin's users page: the list with search, 'Добавить пользователя', editing a user, bulk
// delete and promote/demote (SPEC.md sections 2, 4, 5; DESIGN.md section 4).

/** The users page (SPEC.md section 7). */
export const USERS_PAGE_SIZE = 7;

export const USERS_MSG = {
  idsRequired: 'Выберите пользователей',
  idsInvalid: 'Некорректный список пользователей',
  idsMissing: (ids: readonly number[]) =>
    `${plural(ids.length, 'Пользователь не найден', 'Пользователи не найдены', 'Пользователи не найдены')}: ${ids.join(', ')}. Ничего не изменено.`,
  cannotDeleteSelf: 'Нельзя удалить самого себя. Ничего не удалено.',
  cannotDeleteAdmin: (code: string) => `#${code} — администратор: администратора удалить нельзя. Ничего не удалено.`,
  /** One of the users to delete is still referred to (`holders`: "3 посылки"): the bulk delete keeps them all. */
  cannotDeleteHeld: (code: string, holders: readonly string[]) => `${MSG.deleteRefused(holders, `#${code}`)} Ничего не удалено.`,
  cannotChangeOwnRole: 'Нельзя изменить свои собственные права администратора',
  isAdminRequired: 'Укажите, назначить администратором или снять права',
} as const;

/**
 * 'Добавить пользователя' (SPEC.md section 5): the registration fields and messages, checked the
 * same in the dialog and on the server; the passport images are added by each side.
 */
export function adminUserCreateWith<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...accountFields, ...extra })
    .refine((v) => (v as { password: string }).password === (v as { password2: string }).password2, {
      path: ['password2'],
      message: MSG.passwordsDiffer,
    });
}
export const adminUserCreateSchema = adminUserCreateWith({});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

/** The text fields an admin may change of a user (PATCH /api/add_user_for_admin/update/{id}/). */
export const adminUserUpdateSchema = z.object({
  first_name: requiredText(100, { required: MSG.firstNameRequired }).optional(),
  last_name: requiredText(100, { required: MSG.lastNameRequired }).optional(),
  email: accountEmail.optional(),
  phone_number: accountPhone.optional(),
  address: optionalText(500).optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** PUT /api/users/delete/: explicit ids only, all or nothing. */
export const userBulkDeleteSchema = z.object({
  ids: idListField({ required: USERS_MSG.idsRequired, invalid: USERS_MSG.idsInvalid }),
});

/** PUT /api/users/update/: promote (true) or demote (false) the named users. */
export const userRoleSchema = z.object({
  ids: idListField({ required: USERS_MSG.idsRequired, invalid: USERS_MSG.idsInvalid }),
  is_admin: z.boolean({ error: USERS_MSG.isAdminRequired }),
});

// ---- Answers

/** A row of the admin's user list: the client lookup's fields plus role, registration and parcels. */
export const adminUserResponse = clientResponse.extend({
  is_admin: z.boolean(),
  created_at: z.string(),
  parcels_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserResponse>;
