import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';

const valid = {
  first_name: 'Айбек',
  last_name: 'Садыков',
  email: 'aibek@example.kg',
  phone_number: '+996 555 123 456',
  password: 'long-password',
  password2: 'long-password',
};

function fieldErrors(input: unknown) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('registerSchema (SPEC.md section 5 messages)', () => {
  it('accepts a valid form and normalises the phone', () => {
    expect(registerSchema.parse(valid).phone_number).toBe('+996555123456');
  });
  it('names each missing field in Russian', () => {
    expect(fieldErrors({})).toEqual({
      first_name: ['Имя обязательно'],
      last_name: ['Фамилия обязательна'],
      email: ['Почта обязательна'],
      phone_number: ['Номер телефона обязателен'],
      password: ['Пароль обязателен'],
      password2: ['Повторите пароль'],
    });
  });
  it('checks the email format and that both passwords match', () => {
    expect(fieldErrors({ ...valid, email: 'not-an-email' }).email).toEqual(['Некорректный формат почты']);
    expect(fieldErrors({ ...valid, password2: 'other-password' }).password2).toEqual(['Пароли не совпадают']);
  });
  it('refuses an impossible phone number', () => {
    expect(fieldErrors({ ...valid, phone_number: '+12' }).phone_number).toEqual(['Некорректный номер телефона']);
  });
});
