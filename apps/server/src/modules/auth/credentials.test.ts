import { MAIL, MSG, USERS_MSG } from '@kerben/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  findUser,
  lastCodeFor,
  lastMailTo,
  login,
  makeAdmin,
  makeCustomer,
  makeOperator,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { userCodes } from '../../db/schema';

// A code is a key to an account as it was when the code was mailed: once the account's email or
// password changes, none of its outstanding codes opens anything, and the address it leaves is told.
// Staff accounts' emails are changed by their owners only (issue 38).

const { t, actors: a } = useTestApp({ actors: true, env: { RATE_LIMIT_MAX: '3' } });

let lastIp = 0;
/** Every request from an address of its own, so that only the limits a test is about apply. */
const newIp = () => `10.38.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

const post = (url: string, payload: object, actor: { headers: Record<string, string> } = a.anonymous) =>
  t.app.inject({ method: 'POST', url, payload, headers: actor.headers, remoteAddress: newIp() });

const NEW_PASSWORD = 'Новый-пароль-2';
const resetWith = (email: string, code: string, password = NEW_PASSWORD) =>
  post('/api/users/forgot_pass_complete/', { email, code, password, password2: password });

async function requestReset(email: string) {
  expect((await post('/api/users/forgot_pass_send_activation_code/', { email })).statusCode).toBe(200);
  return lastCodeFor(t, email);
}

/** An admin moves `person` to `email` through change_email and confirm_email. */
async function adminMoves(admin: Actor, person: Actor, email: string) {
  const base = `/api/add_user_for_admin/${person.user.id}`;
  const asked = await post(`${base}/change_email/`, { email }, admin);
  expect(asked.statusCode, asked.body).toBe(200);
  const confirmed = await post(`${base}/confirm_email/`, { code: await lastCodeFor(t, email) }, admin);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const liveCodes = async (userId: number) =>
  t.services.db
    .select({ purpose: userCodes.purpose })
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));

describe('codes die with the email or password they were mailed for', () => {
  it('a reset code mailed to the old address opens nothing once an admin changed the email, and the old address is told', async () => {
    const person = await makeCustomer(t);
    const oldEmail = person.email;
    const stolen = await requestReset(oldEmail);
    const newEmail = uniqueEmail('moved');
    await adminMoves(a.admin, person, newEmail);

    const reset = await resetWith(newEmail, stolen);
    expect([reset.statusCode, reset.json()]).toEqual([400, { code: [MSG.codeWrong] }]);
    expect(await login(t, newEmail, TEST_PASSWORD)).toMatchObject({ role: 'customer' });
    expect(await lastMailTo(t, oldEmail)).toBe(MAIL.loginEmailChanged(newEmail).text);
    expect(await liveCodes(person.user.id)).toEqual([]);
  });

  it('a password change retires a pending reset code and a pending email change', async () => {
    const person = await makeCustomer(t);
    const resetCode = await requestReset(person.email);
    const newEmail = uniqueEmail('pending');
    expect((await post(`/api/add_user_for_admin/${person.user.id}/change_email/`, { email: newEmail }, a.admin)).statusCode).toBe(
      200,
    );
    const changeCode = await lastCodeFor(t, newEmail);

    const changed = await post(
      '/api/users/change_password/',
      { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      person,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await resetWith(person.email, resetCode, 'Третий-пароль-3')).statusCode).toBe(400);
    const confirm = await post(`/api/add_user_for_admin/${person.user.id}/confirm_email/`, { code: changeCode }, a.admin);
    expect([confirm.statusCode, confirm.json()]).toEqual([400, { code: [USERS_MSG.emailChangeCodeWrong] }]);
    expect((await findUser(t, person.email))?.id).toBe(person.user.id);
    expect(await login(t, person.email, NEW_PASSWORD)).toMatchObject({ role: 'customer' });
  });

  it('a password reset retires a pending sign-in code and email change', async () => {
    const person = await makeCustomer(t);
    // Past RATE_LIMIT_MAX failures the right password gets a sign-in code mailed.
    for (let i = 0; i < 3; i++) await post('/api/users/login/', { email: person.email, password: 'Wrong-password-1' });
    const asked = await post('/api/users/login/', { email: person.email, password: TEST_PASSWORD });
    expect(asked.json()).toEqual({ detail: MSG.loginCodeRequired, code_required: true });
    const signInCode = await lastCodeFor(t, person.email);
    const newEmail = uniqueEmail('pending');
    await post(`/api/add_user_for_admin/${person.user.id}/change_email/`, { email: newEmail }, a.admin);
    const changeCode = await lastCodeFor(t, newEmail);

    expect((await resetWith(person.email, await requestReset(person.email))).statusCode).toBe(200);
    const signIn = await post('/api/users/login/', { email: person.email, password: NEW_PASSWORD, code: signInCode });
    expect(signIn.json()).toEqual({ detail: MSG.loginCodeWrong, code_required: true });
    const confirm = await post(`/api/add_user_for_admin/${person.user.id}/confirm_email/`, { code: changeCode }, a.admin);
    expect(confirm.statusCode).toBe(400);
    expect(await liveCodes(person.user.id)).toEqual([]);
  });
});

describe('staff emails are changed by their owners only', () => {
  it('one admin cannot move another admin’s or an operator’s email to a mailbox of their own (403, nothing mailed)', async () => {
    const [attacker, victim] = [await makeAdmin(t), await makeAdmin(t)];
    const operator = await makeOperator(t);
    for (const target of [victim, operator, attacker]) {
      const res = await post(`/api/add_user_for_admin/${target.user.id}/change_email/`, { email: attacker.email }, attacker);
      expect([res.statusCode, res.json()]).toEqual([403, { detail: USERS_MSG.staffEmailOwnOnly }]);
    }
    const mine = uniqueEmail('attacker-box');
    expect((await post(`/api/add_user_for_admin/${victim.user.id}/change_email/`, { email: mine }, attacker)).statusCode).toBe(
      403,
    );
    await expect(lastMailTo(t, mine)).rejects.toThrow();
    expect((await findUser(t, victim.email))?.id).toBe(victim.user.id);
  });

  it('a change asked while the account was a customer is refused once it is staff', async () => {
    const person = await makeCustomer(t);
    const mine = uniqueEmail('attacker-box');
    expect((await post(`/api/add_user_for_admin/${person.user.id}/change_email/`, { email: mine }, a.admin)).statusCode).toBe(
      200,
    );
    const code = await lastCodeFor(t, mine);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: a.admin.headers,
      payload: { ids: [person.user.id], role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    const confirm = await post(`/api/add_user_for_admin/${person.user.id}/confirm_email/`, { code }, a.admin);
    expect([confirm.statusCode, confirm.json()]).toEqual([403, { detail: USERS_MSG.staffEmailOwnOnly }]);
    expect((await findUser(t, person.email))?.id).toBe(person.user.id);
  });

  it('a staff member changes their own email with their password and a code to the new address; the old one is told', async () => {
    for (const me of [await makeOperator(t), await makeAdmin(t)]) {
      const newEmail = uniqueEmail('my-new');
      const wrong = await post('/api/users/change_email/', { email: newEmail, password: 'Wrong-password-1' }, me);
      expect([wrong.statusCode, wrong.json()]).toEqual([400, { password: [MSG.oldPasswordWrong] }]);
      const taken = await post('/api/users/change_email/', { email: a.customerA.email, password: TEST_PASSWORD }, me);
      expect([taken.statusCode, taken.json()]).toEqual([400, { email: [MSG.emailTaken] }]);

      const asked = await post('/api/users/change_email/', { email: newEmail, password: TEST_PASSWORD }, me);
      expect([asked.statusCode, asked.json()]).toEqual([200, { detail: USERS_MSG.emailChangeSent(newEmail) }]);
      expect(await lastMailTo(t, newEmail)).toBe(MAIL.ownEmailChangeCode(await lastCodeFor(t, newEmail), 15).text);
      const code = await lastCodeFor(t, newEmail);
      const otherCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await post('/api/users/confirm_email/', { code: otherCode }, me)).json()).toEqual({
        code: [USERS_MSG.emailChangeCodeWrong],
      });
      expect((await findUser(t, me.email))?.id).toBe(me.user.id);

      const confirmed = await post('/api/users/confirm_email/', { code }, me);
      expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { detail: USERS_MSG.emailChanged(newEmail) }]);
      expect((await findUser(t, newEmail))?.id).toBe(me.user.id);
      expect(await lastMailTo(t, me.email)).toBe(MAIL.loginEmailChanged(newEmail).text);
      expect(await login(t, newEmail)).toMatchObject({ role: me.viewer.role });
    }
  });

  it('a customer keeps having the email changed by an admin: the self-service routes answer 403', async () => {
    const me = await makeCustomer(t);
    expect((await post('/api/users/change_email/', { email: uniqueEmail(), password: TEST_PASSWORD }, me)).statusCode).toBe(403);
    expect((await post('/api/users/confirm_email/', { code: '123456' }, me)).statusCode).toBe(403);
    expect((await post('/api/users/change_email/', { email: uniqueEmail(), password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});
