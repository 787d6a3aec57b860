import { MSG } from '@kerben/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lastCodeFor,
  makeAdmin,
  makeCustomer,
  registration,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { mailOutbox, registrations, userCodes } from '../../db/schema';
import { CODE_MAX_TRIES } from './codes';

// Every limit is counted before the check it guards, in one statement or under a row lock, so that
// N requests sent together count N: on PostgreSQL (CI) they run in parallel transactions and
// connections, on the embedded database one after another, and the limit holds on both.

const PARALLEL = 40;
const PER_PAIR = 10;
const PER_ADDRESS = 20;
const { t } = useTestApp({
  env: {
    RATE_LIMIT_MAX: String(PER_PAIR),
    LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
    REGISTRATIONS_PER_ADDRESS: String(PARALLEL),
  },
});

let lastIp = 0;
/** An address of its own for every request that should not share a counter. */
const newIp = () => `10.${Math.floor(++lastIp / 250)}.${lastIp % 250}.1`;

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Sends `PARALLEL` requests at once; answers their statuses. */
async function together(request: (i: number) => Promise<{ statusCode: number; json: () => unknown }>) {
  return Promise.all(Array.from({ length: PARALLEL }, (_, i) => request(i)));
}

const count = (answers: Array<{ statusCode: number }>, status: number) =>
  answers.filter((res) => res.statusCode === status).length;

/** A code that is surely not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function resetCodeFor(email: string) {
  expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp())).statusCode).toBe(200);
  return lastCodeFor(t, email);
}

/** The tries taken of the account's code for `purpose`. */
async function triesOf(userId: number, purpose: 'password_reset' | 'email_change') {
  const [row] = await t.services.db
    .select({ attempts: userCodes.attempts })
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)));
  return row?.attempts;
}

const resetBody = (email: string, code: string) => ({ email, code, password: 'Новый-пароль-2', password2: 'Новый-пароль-2' });

describe(`${PARALLEL} requests at once never get more tries than a limit allows`, () => {
  it(`a reset code is checked at most ${CODE_MAX_TRIES} times, from as many addresses`, async () => {
    const { email, user } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    const answers = await together(() => post('/api/users/forgot_pass_complete/', resetBody(email, otherCode(code)), newIp()));
    expect(count(answers, 400)).toBe(PARALLEL);
    expect(await triesOf(user.id, 'password_reset')).toBe(CODE_MAX_TRIES);
    // Its tries spent, the right code opens nothing either.
    expect((await post('/api/users/forgot_pass_complete/', resetBody(email, code), newIp())).statusCode).toBe(400);
  });

  it(`an email-change code is checked at most ${CODE_MAX_TRIES} times, from as many addresses`, async () => {
    // No password is hashed on this path, so the 40 transactions overlap the most.
    const [admin, { user }] = [await makeAdmin(t), await makeCustomer(t)];
    const address = uniqueEmail('moved');
    const url = `/api/add_user_for_admin/${user.id}`;
    const asAdmin = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${url}/${path}/`, payload, headers: admin.headers, remoteAddress: newIp() });
    expect((await asAdmin('change_email', { email: address })).statusCode).toBe(200);
    const code = await lastCodeFor(t, address);
    const answers = await together(() => asAdmin('confirm_email', { code: otherCode(code) }));
    expect(count(answers, 400)).toBe(PARALLEL);
    expect(await triesOf(user.id, 'email_change')).toBe(CODE_MAX_TRIES);
    expect((await asAdmin('confirm_email', { code })).statusCode).toBe(400);
  });

  it(`an activation code with its key is checked at most ${CODE_MAX_TRIES} times`, async () => {
    const body = registration();
    const key = (await post('/api/users/register/', body, newIp())).json<{ registration: string }>().registration;
    const code = await lastCodeFor(t, body.email);
    const payload = { email: body.email, code: otherCode(code), registration: key };
    const answers = await together(() => post('/api/users/activation_account/', payload, newIp()));
    expect(count(answers, 400)).toBe(PARALLEL);
    const [row] = await t.services.db
      .select({ tries: registrations.codeTries })
      .from(registrations)
      .where(eq(registrations.email, body.email));
    expect(row?.tries).toBe(CODE_MAX_TRIES);
  });

  it(`one email from one address gets ${PER_PAIR} wrong codes checked, the rest 429`, async () => {
    const { email } = await makeCustomer(t);
    const code = await resetCodeFor(email);
    const ip = newIp();
    const answers = await together(() => post('/api/users/forgot_pass_complete/', resetBody(email, otherCode(code)), ip));
    expect([count(answers, 400), count(answers, 429)]).toEqual([PER_PAIR, PARALLEL - PER_PAIR]);
  });

  it(`one email from one address gets ${PER_PAIR} wrong passwords checked, the rest 429`, async () => {
    const { email } = await makeCustomer(t);
    const ip = newIp();
    const answers = await together(() => post('/api/users/login/', { email, password: 'Wrong-password-1' }, ip));
    expect([count(answers, 401), count(answers, 429)]).toEqual([PER_PAIR, PARALLEL - PER_PAIR]);
  });

  it(`one address gets ${PER_ADDRESS} wrong passwords checked whatever the emails, the rest 429`, async () => {
    const ip = newIp();
    const answers = await together(() => post('/api/users/login/', { email: uniqueEmail(), password: 'Wrong-password-1' }, ip));
    expect([count(answers, 401), count(answers, 429)]).toEqual([PER_ADDRESS, PARALLEL - PER_ADDRESS]);
  });

  it(`one account gets ${PER_PAIR} passwords checked without a mailed code, from as many addresses`, async () => {
    const { email } = await makeCustomer(t);
    const answers = await together(() => post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp()));
    expect(answers.every((res) => res.statusCode === 401)).toBe(true);
    const withoutCode = answers.filter((res) => !(res.json() as { code_required?: boolean }).code_required);
    expect(withoutCode.map((res) => res.json())).toEqual(Array(PER_PAIR).fill({ detail: MSG.loginFailed }));
    // The right password now needs the code too.
    const right = await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp());
    expect(right.json()).toEqual({ detail: MSG.loginCodeRequired, code_required: true });
  });

  it(`one address asks for ${PER_PAIR} codes in a window, the rest 429`, async () => {
    const ip = newIp();
    const answers = await together(() => post('/api/users/resend_activation_code/', { email: uniqueEmail() }, ip));
    expect([count(answers, 200), count(answers, 429)]).toEqual([PER_PAIR, PARALLEL - PER_PAIR]);
  });

  it('a mailbox gets 3 code mails from as many addresses asking at once', async () => {
    const { email } = await makeCustomer(t);
    const answers = await together(() => post('/api/users/forgot_pass_send_activation_code/', { email }, newIp()));
    expect(count(answers, 200)).toBe(PARALLEL);
    const mails = await t.services.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));
    expect(mails).toHaveLength(3);
  });
});
