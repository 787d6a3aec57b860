import { MSG } from '@kerben/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  EMPTY_ACCOUNT_FORM_ERRORS,
  findUser,
  lastCodeFor,
  lastMailTo,
  login,
  makeCustomer,
  registerAndActivate,
  registration,
  type SessionAnswer,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { mailOutbox, refreshTokens, registrations, userCodes, users } from '../../db/schema';

const { t } = useTestApp();

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const CODE_SENT = 'Если аккаунт с этой почтой существует, мы отправили на неё код.';

async function mailCount(email: string): Promise<number> {
  const rows = await t.services.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));
  return rows.length;
}

const pendingRegistration = async (email: string) =>
  (await t.services.db.select().from(registrations).where(eq(registrations.email, email)))[0];

/** A code that is surely not the one mailed. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/users/register/', () => {
  it('refuses an empty body with a Russian message on every field', async () => {
    const res = await post('/api/users/register/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EMPTY_ACCOUNT_FORM_ERRORS);
  });

  it.each([
    ['first_name', { first_name: '   ' }, MSG.firstNameRequired],
    ['last_name', { last_name: '' }, MSG.lastNameRequired],
    ['email', { email: 'not-an-email' }, MSG.emailInvalid],
    ['phone_number', { phone_number: '+1' }, MSG.phoneInvalid],
    ['password', { password: 'short', password2: 'short' }, MSG.passwordTooShort],
    ['password2', { password2: 'Другой-пароль-1' }, MSG.passwordsDiffer],
  ])('refuses a bad %s', async (field, override, message) => {
    const res = await post('/api/users/register/', registration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('keeps the registration apart from the accounts, with a hashed password, the key answered and a mailed code', async () => {
    const body = registration();
    const res = await post('/api/users/register/', body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      email: body.email,
      unique_id: expect.stringMatching(/^KB\d{4,}$/),
      registration: expect.any(String),
    });

    expect(await findUser(t, body.email)).toBeUndefined();
    const pending = await pendingRegistration(body.email);
    expect(pending).toMatchObject({
      firstName: 'Айгуль',
      phoneNumber: '+996555123456',
      codeTries: 0,
      accountId: answer.id,
      clientCode: answer.unique_id,
    });
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending?.passwordHash).not.toContain(TEST_PASSWORD);
    // The key and the code are kept only as hashes.
    const code = await lastCodeFor(t, body.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(pending?.codeHash).not.toContain(code);
    expect(pending?.keyHash).not.toBe(answer.registration);
  });

  it('registers a local Kyrgyz number and stores it in E.164', async () => {
    const body = registration({ phone_number: '0555 123 456' });
    expect((await post('/api/users/register/', body)).statusCode).toBe(201);
    expect((await pendingRegistration(body.email))?.phoneNumber).toBe('+996555123456');
  });

  it('refuses an email taken by an active account, whatever its case, and stores emails as typed', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.kg', 'Example.KG');
    await registerAndActivate(t, { email });
    expect((await findUser(t, email))?.email).toBe(email);

    const res = await post('/api/users/register/', registration({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailTaken] });
  });

  it('makes a second registration of a pending email an attempt of its own, leaving the first as it was', async () => {
    const email = uniqueEmail();
    const first = (await post('/api/users/register/', registration({ email }))).json();
    const firstCode = await lastCodeFor(t, email);
    const before = await pendingRegistration(email);

    const again = await post(
      '/api/users/register/',
      registration({ email, first_name: 'Бакыт', password: 'Other-pass-9', password2: 'Other-pass-9' }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().registration).not.toBe(first.registration);
    expect(await pendingRegistration(email)).toEqual(before);
    // The first code still activates the first attempt, with its own name and password.
    const res = await post('/api/users/activation_account/', { email, code: firstCode, registration: first.registration });
    expect(res.statusCode).toBe(200);
    expect(await findUser(t, email)).toMatchObject({ firstName: 'Айгуль', isActive: true });
    expect((await login(t, email, TEST_PASSWORD)).is_admin).toBe(false);
    expect((await post('/api/users/login/', { email, password: 'Other-pass-9' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/activation_account/', () => {
  it('refuses a code that is not 6 digits', async () => {
    const res = await post('/api/users/activation_account/', { email: uniqueEmail(), code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: [MSG.codeInvalid] });
  });

  it('answers an unknown email exactly like a wrong code', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const wrong = await post('/api/users/activation_account/', { email, code: otherCode(await lastCodeFor(t, email)) });
    const unknown = await post('/api/users/activation_account/', { email: uniqueEmail('nobody'), code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [MSG.codeWrong] });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('activates the account with the mailed code, whatever the case of the email', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const res = await post('/api/users/activation_account/', { email: email.toUpperCase(), code: await lastCodeFor(t, email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: MSG.accountActivated,
      id: expect.any(Number),
      unique_id: expect.stringMatching(/^KB\d{4,}$/),
    });
    expect((await findUser(t, email))?.isActive).toBe(true);
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const code = await lastCodeFor(t, email);
    expect((await post('/api/users/activation_account/', { email, code })).statusCode).toBe(200);
    const again = await post('/api/users/activation_account/', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [MSG.codeWrong] });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const { registration: key } = (await post('/api/users/register/', registration({ email }))).json();
    const code = await lastCodeFor(t, email);
    await t.services.db
      .update(registrations)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(registrations.email, email));
    const res = await post('/api/users/activation_account/', { email, code, registration: key });
    expect(res.statusCode).toBe(400);
    expect(await findUser(t, email)).toBeUndefined();
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    const { registration: key } = (await post('/api/users/register/', registration({ email }))).json();
    const code = await lastCodeFor(t, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/users/activation_account/', { email, code: otherCode(code), registration: key });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await pendingRegistration(email))?.codeTries).toBe(5);
    expect((await post('/api/users/activation_account/', { email, code, registration: key })).statusCode).toBe(400);
    expect(await findUser(t, email)).toBeUndefined();
  });

  it('refuses a malformed registration key with the message to register again', async () => {
    const res = await post('/api/users/activation_account/', { email: uniqueEmail(), code: '123456', registration: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ registration: [MSG.registerAgain] });
  });
});

describe('POST /api/users/resend_activation_code/', () => {
  it('refuses a bad email', async () => {
    const res = await post('/api/users/resend_activation_code/', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailRequired] });
  });

  it('sends a new code that replaces the old one of the only attempt waiting (an older client sends no key)', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const oldCode = await lastCodeFor(t, email);
    const res = await post('/api/users/resend_activation_code/', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: CODE_SENT });
    expect(await mailCount(email)).toBe(2);
    const newCode = await lastCodeFor(t, email);
    if (newCode !== oldCode) {
      expect((await post('/api/users/activation_account/', { email, code: oldCode })).statusCode).toBe(400);
    }
    expect((await post('/api/users/activation_account/', { email, code: newCode })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and an active account, and mails neither', async () => {
    const active = await makeCustomer(t);
    const unknown = await post('/api/users/resend_activation_code/', { email: uniqueEmail('nobody') });
    const known = await post('/api/users/resend_activation_code/', { email: active.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(active.email)).toBe(0);
  });
});

describe('POST /api/users/login/', () => {
  it('refuses a missing email and password with field messages', async () => {
    const res = await post('/api/users/login/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailRequired], password: [MSG.passwordRequired] });
  });

  it('refuses a sign-in code that is not 6 digits', async () => {
    const res = await post('/api/users/login/', { email: uniqueEmail(), password: 'x', code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: [MSG.codeInvalid] });
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await makeCustomer(t);
    const wrong = await post('/api/users/login/', { email, password: 'Wrong-password-1' });
    const unknown = await post('/api/users/login/', { email: uniqueEmail('nobody'), password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: MSG.loginFailed });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(unknown.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
  });

  it('tells an account waiting for activation apart only to someone who knows its password', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const right = await post('/api/users/login/', { email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: MSG.accountInactive });
    const wrong = await post('/api/users/login/', { email, password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: MSG.loginFailed });
  });

  it('signs in whatever the case of the email and answers access, refresh and is_admin', async () => {
    const { email, user } = await makeCustomer(t);
    const res = await post('/api/users/login/', { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const session = res.json<SessionAnswer>();
    expect(session).toEqual({ access: expect.any(String), refresh: expect.any(String), is_admin: false, role: 'customer' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(session.access) });
    expect(me.json().id).toBe(user.id);
    const stored = await t.services.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(session.refresh);
  });

  it('says is_admin for an admin', async () => {
    const admin = await makeCustomer(t);
    await t.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expect((await login(t, admin.email)).is_admin).toBe(true);
  });

  it('ignores a junk Authorization header on this public endpoint', async () => {
    const { email } = await makeCustomer(t);
    const res = await post('/api/users/login/', { email, password: TEST_PASSWORD }, { authorization: 'Bearer null' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh/', () => {
  it('refuses a missing refresh token', async () => {
    const res = await post('/api/token/refresh/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ refresh: [MSG.required] });
  });

  it('refuses an unknown refresh token', async () => {
    const res = await post('/api/token/refresh/', { refresh: 'made-up' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.sessionExpired });
  });

  it('rotates: a new pair for the old refresh token, which is then used up', async () => {
    const { email, user } = await makeCustomer(t);
    const first = await login(t, email);
    const res = await post('/api/token/refresh/', { refresh: first.refresh });
    expect(res.statusCode).toBe(200);
    const second = res.json<SessionAnswer>();
    expect(second).toEqual({ access: expect.any(String), refresh: expect.any(String), is_admin: false, role: 'customer' });
    expect(second.refresh).not.toBe(first.refresh);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(second.access) });
    expect(me.statusCode).toBe(200);
    const rows = await t.services.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.rotatedAt !== null)).toHaveLength(1);
  });

  it('revokes the whole family when a rotated refresh token is used again later, and only that family', async () => {
    const { email } = await makeCustomer(t);
    const stolen = await login(t, email);
    const otherDevice = await login(t, email);
    const rotated = (await post('/api/token/refresh/', { refresh: stolen.refresh })).json<SessionAnswer>();
    // Past the grace of parallel refreshes (30 s): a second use means the token leaked.
    await t.services.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '31 seconds'` })
      .where(sql`${refreshTokens.rotatedAt} is not null`);

    const reuse = await post('/api/token/refresh/', { refresh: stolen.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: MSG.sessionExpired });
    // The legitimate holder of the newest token is signed out too: nobody knows who is who.
    expect((await post('/api/token/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
    // Another login of the same person is another family and keeps working.
    expect((await post('/api/token/refresh/', { refresh: otherDevice.refresh })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { email, user } = await makeCustomer(t);
    const session = await login(t, email);
    await t.services.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, user.id));
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });

  it('refuses the refresh token of a deactivated account', async () => {
    const { email, user } = await makeCustomer(t);
    const session = await login(t, email);
    await t.services.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await post('/api/token/refresh/', { refresh: session.refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.sessionExpired });
  });

  it('answers is_admin as it is now, not as it was at login', async () => {
    const { email, user } = await makeCustomer(t);
    const session = await login(t, email);
    await t.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).json().is_admin).toBe(true);
  });
});

describe('POST /api/users/logout/', () => {
  it('refuses a missing refresh token', async () => {
    const res = await post('/api/users/logout/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ refresh: [MSG.required] });
  });

  it('answers 204 for an unknown token (nothing to revoke, nothing to reveal)', async () => {
    const res = await post('/api/users/logout/', { refresh: 'made-up' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('revokes the session so its refresh token no longer works', async () => {
    const { email, user } = await makeCustomer(t);
    const session = await login(t, email);
    expect((await post('/api/users/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    const [row] = await t.services.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });
});

describe('POST /api/users/forgot_pass_send_activation_code/', () => {
  it('refuses a bad email', async () => {
    const res = await post('/api/users/forgot_pass_send_activation_code/', { email: 'x@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailInvalid] });
  });

  it('answers the same whether the account exists or not; the account gets a code, a stranger a notice without one', async () => {
    const { email } = await makeCustomer(t);
    const nobody = uniqueEmail('nobody');
    const known = await post('/api/users/forgot_pass_send_activation_code/', { email: email.toUpperCase() });
    const unknown = await post('/api/users/forgot_pass_send_activation_code/', { email: nobody });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: CODE_SENT });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount(email)).toBe(1);
    expect(await mailCount(nobody)).toBe(1);
    expect(await lastMailTo(t, nobody)).not.toMatch(/\d{6}/);
  });

  it('treats an email whose registration waits for its code as one without an account', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    expect((await post('/api/users/forgot_pass_send_activation_code/', { email })).statusCode).toBe(200);
    expect(await mailCount(email)).toBe(2);
    expect(await lastMailTo(t, email)).not.toMatch(/\d{6}/);
  });
});

describe('POST /api/users/forgot_pass_complete/', () => {
  const NEW_PASSWORD = 'Новый-пароль-2';

  async function resetCodeFor(email: string): Promise<string> {
    await post('/api/users/forgot_pass_send_activation_code/', { email });
    return lastCodeFor(t, email);
  }

  it('refuses bad fields', async () => {
    const res = await post('/api/users/forgot_pass_complete/', {
      email: '',
      code: '1',
      password: 'short',
      password2: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: [MSG.emailRequired],
      code: [MSG.codeInvalid],
      password: [MSG.passwordTooShort],
      password2: [MSG.passwordsDiffer],
    });
  });

  it('refuses differing passwords on password2', async () => {
    const res = await post('/api/users/forgot_pass_complete/', {
      email: uniqueEmail(),
      code: '123456',
      password: NEW_PASSWORD,
      password2: 'Другой-пароль-3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password2: [MSG.passwordsDiffer] });
  });

  it('refuses a wrong code exactly like an unknown email', async () => {
    const { email } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    const body = { code: otherCode(code), password: NEW_PASSWORD, password2: NEW_PASSWORD };
    const wrong = await post('/api/users/forgot_pass_complete/', { ...body, email });
    const unknown = await post('/api/users/forgot_pass_complete/', { ...body, email: uniqueEmail('nobody') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [MSG.codeWrong] });
    expect(unknown.body).toBe(wrong.body);
  });

  it('does not accept an activation code as a reset code', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }));
    const activationCode = await lastCodeFor(t, email);
    const res = await post('/api/users/forgot_pass_complete/', {
      email,
      code: activationCode,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });

  it('sets the new password and signs out every session', async () => {
    const { email } = await makeCustomer(t);
    const before = await login(t, email);
    const code = await resetCodeFor(email);
    const res = await post('/api/users/forgot_pass_complete/', {
      email: email.toUpperCase(),
      code,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await login(t, email, NEW_PASSWORD)).access).toEqual(expect.any(String));
    expect((await post('/api/token/refresh/', { refresh: before.refresh })).statusCode).toBe(401);
  });

  it('accepts a reset code once only', async () => {
    const { email } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    const body = { email, code, password: NEW_PASSWORD, password2: NEW_PASSWORD };
    expect((await post('/api/users/forgot_pass_complete/', body)).statusCode).toBe(200);
    const again = await post('/api/users/forgot_pass_complete/', {
      ...body,
      password: 'Третий-пароль-3',
      password2: 'Третий-пароль-3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [MSG.codeWrong] });
    expect((await login(t, email, NEW_PASSWORD)).access).toEqual(expect.any(String));
  });

  it('refuses an expired reset code', async () => {
    const { email, user } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    await t.services.db
      .update(userCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(userCodes.userId, user.id), eq(userCodes.purpose, 'password_reset')));
    const res = await post('/api/users/forgot_pass_complete/', { email, code, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await login(t, email)).access).toEqual(expect.any(String));
  });

  it('kills the reset code after 5 wrong tries', async () => {
    const { email } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    const body = { email, password: NEW_PASSWORD, password2: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/users/forgot_pass_complete/', { ...body, code: otherCode(code) })).statusCode).toBe(400);
    }
    expect((await post('/api/users/forgot_pass_complete/', { ...body, code })).statusCode).toBe(400);
    expect((await login(t, email)).access).toEqual(expect.any(String));
  });
});

describe('POST /api/users/change_password/', () => {
  const body = { old_password: TEST_PASSWORD, new_password: 'Новый-пароль-2', confirm_new_password: 'Новый-пароль-2' };

  it('refuses an anonymous caller before looking at the body', async () => {
    const res = await post('/api/users/change_password/', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.notAuthenticated });
  });

  it('refuses bad fields', async () => {
    const { headers } = await makeCustomer(t);
    const res = await post('/api/users/change_password/', { old_password: '', new_password: 'short' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      old_password: [MSG.passwordRequired],
      new_password: [MSG.passwordTooShort],
      confirm_new_password: [MSG.password2Required],
    });
  });

  it('refuses a differing confirmation', async () => {
    const { headers } = await makeCustomer(t);
    const res = await post('/api/users/change_password/', { ...body, confirm_new_password: 'Другой-пароль-3' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ confirm_new_password: [MSG.passwordsDiffer] });
  });

  it('refuses a wrong current password on old_password', async () => {
    const { headers, email } = await makeCustomer(t);
    const res = await post('/api/users/change_password/', { ...body, old_password: 'Wrong-password-1' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: [MSG.oldPasswordWrong] });
    expect((await login(t, email)).access).toEqual(expect.any(String));
  });

  it('changes the password, signs out the other sessions and answers a fresh session', async () => {
    const { headers, email } = await makeCustomer(t);
    const otherSession = await login(t, email);
    const res = await post('/api/users/change_password/', body, headers);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<SessionAnswer>();
    expect(fresh).toEqual({ access: expect.any(String), refresh: expect.any(String), is_admin: false, role: 'customer' });
    expect((await post('/api/token/refresh/', { refresh: otherSession.refresh })).statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: fresh.refresh })).statusCode).toBe(200);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await login(t, email, body.new_password)).access).toEqual(expect.any(String));
  });
});

describe('a whole sign-up', () => {
  it('goes register -> activate -> login -> profile', async () => {
    const { email, id } = await registerAndActivate(t);
    const session = await login(t, email);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(session.access) });
    expect(me.json()).toMatchObject({ id, email, first_name: 'Айгуль', is_admin: false });
  });
});
