import { describe, expect, it } from 'vitest';
import { activationSchema, loginSchema, registerSchema } from './auth';
import { formatMailTime, MSG } from './messages';

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

describe('registerSchema: the messages of the form', () => {
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

describe('activation and sign-in codes', () => {
  it('takes the registration key when given, and works without it for older clients', () => {
    const key = 'k'.repeat(43);
    expect(activationSchema.parse({ email: 'a@example.kg', code: '123456', registration: key }).registration).toBe(key);
    expect(activationSchema.parse({ email: 'a@example.kg', code: '123456', registration: null }).registration).toBeNull();
    expect(activationSchema.safeParse({ email: 'a@example.kg', code: '123456' }).success).toBe(true);
    const bad = activationSchema.safeParse({ email: 'a@example.kg', code: '123456', registration: 'x' });
    expect(bad.success ? [] : bad.error.flatten().fieldErrors.registration).toEqual([MSG.registerAgain]);
  });

  it('takes a sign-in code only as 6 digits', () => {
    expect(loginSchema.safeParse({ email: 'a@example.kg', password: 'p' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@example.kg', password: 'p', code: '12345' }).success).toBe(false);
  });

  it('writes the time of a registration in Bishkek time for its mail', () => {
    expect(formatMailTime(new Date('2026-12-31T20:30:00Z'))).toBe('01.01.2027, 02:30');
  });
});
