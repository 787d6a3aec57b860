import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages';
import { adminUserCreateSchema, adminUserCreateWith, adminUserUpdateSchema, USERS_MSG, userRoleSchema } from './users';

const valid = {
  first_name: 'Бакыт',
  last_name: 'Асанов',
  email: 'bakyt@example.kg',
  phone_number: '+996 700 123 456',
  password: 'Secret-pass-1',
  password2: 'Secret-pass-1',
};

const errorsOf = (schema: { safeParse: (input: unknown) => unknown }, input: unknown) => {
  const result = schema.safeParse(input) as { success: boolean; error?: { flatten: () => { fieldErrors: object } } };
  return result.success ? {} : result.error?.flatten().fieldErrors;
};

describe("'Добавить пользователя': the form's messages", () => {
  it('says one message per empty field', () => {
    expect(errorsOf(adminUserCreateSchema, { phone_number: '+' })).toEqual({
      first_name: [MSG.firstNameRequired],
      last_name: [MSG.lastNameRequired],
      email: [MSG.emailRequired],
      phone_number: [MSG.phoneRequired],
      password: [MSG.passwordRequired],
      password2: [MSG.password2Required],
    });
  });

  it('refuses a malformed email and differing passwords; normalises the phone', () => {
    expect(errorsOf(adminUserCreateSchema, { ...valid, email: 'bakyt@' })).toEqual({ email: [MSG.emailInvalid] });
    expect(errorsOf(adminUserCreateSchema, { ...valid, password2: 'Other-pass-1' })).toEqual({
      password2: [MSG.passwordsDiffer],
    });
    expect(adminUserCreateSchema.parse(valid).phone_number).toBe('+996700123456');
  });

  it('keeps the password rule when the server adds its upload fields', () => {
    const withUploads = adminUserCreateWith({ front_image: z.string().optional() });
    expect(errorsOf(withUploads, { ...valid, password2: 'x' })).toEqual({ password2: [MSG.passwordsDiffer] });
    expect(withUploads.parse({ ...valid, front_image: 'file' })).toMatchObject({ front_image: 'file' });
  });

  it('an edit changes only what is sent, with the same messages', () => {
    expect(adminUserUpdateSchema.parse({})).toEqual({});
    expect(errorsOf(adminUserUpdateSchema, { first_name: ' ', email: 'x' })).toEqual({
      first_name: [MSG.firstNameRequired],
      email: [MSG.emailInvalid],
    });
  });
});

describe('roles and delete messages', () => {
  it('a role change names a role (or is_admin, as existing clients send), and only a known one', () => {
    expect(errorsOf(userRoleSchema, { ids: [1] })).toEqual({ role: [USERS_MSG.roleRequired] });
    expect(errorsOf(userRoleSchema, { ids: [1], role: 'boss' })).toEqual({ role: [USERS_MSG.roleInvalid] });
    expect(userRoleSchema.parse({ ids: [1], role: 'operator' })).toEqual({ ids: [1], role: 'operator' });
    expect(userRoleSchema.parse({ ids: [1], is_admin: true })).toEqual({ ids: [1], role: 'admin' });
    expect(userRoleSchema.parse({ ids: [1], is_admin: false })).toEqual({ ids: [1], role: 'customer' });
  });

  it('names the user a bulk delete stops at, and says nothing was deleted', () => {
    expect(USERS_MSG.cannotDeleteHeld('KB0001', ['3 посылки'])).toBe(
      'Удалить #KB0001 нельзя, пока есть связанные записи: 3 посылки. Ничего не удалено.',
    );
  });
});
