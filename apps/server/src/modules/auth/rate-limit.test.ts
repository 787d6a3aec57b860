import { MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCustomer, registration, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';

// Three attempts per window, so that the fourth is refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3', LOGIN_FAILURES_PER_ADDRESS: '3' });
});
afterAll(() => t.close());

let lastIp = 0;
/** Every test comes from its own address, so that the per-address counters do not mix. */
const newIp = () => `10.0.0.${++lastIp}`;

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const mailsTo = async (email: string) =>
  (
    await t.services.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
  ).length;

describe('rate limits of the auth endpoints', () => {
  it('refuses the fourth failed login of one account from one address with 429, a Russian message and Retry-After', async () => {
    const { email } = await makeCustomer(t);
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/login/', { email, password: 'Wrong-password-1' }, ip)).statusCode).toBe(401);
    }
    const res = await post('/api/users/login/', { email, password: TEST_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toContain(MSG.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never locks the owner out: failures from many addresses slow the account down, the right password from a clean address gets in', async () => {
    const { email } = await makeCustomer(t);
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp())).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp());
    expect(owner.statusCode).toBe(200);
    // Answers to this account are slowed down while it is being hammered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('refuses the fourth login attempt from one address, whatever the email', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/login/', { email: uniqueEmail(), password: 'x' }, ip)).statusCode).toBe(401);
    }
    const { email } = await makeCustomer(t);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp())).statusCode).toBe(200);
  });

  it('forgets the failed attempts of an account once it signs in', async () => {
    const { email } = await makeCustomer(t);
    await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp());
    await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp());
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp())).statusCode).toBe(401);
    }
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp())).statusCode).toBe(200);
  });

  it('lets 20 people sign in correctly within a minute from one office address, even after a few typos there', async () => {
    const ip = newIp();
    const people = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(t)));
    expect((await post('/api/users/login/', { email: people[0]?.email, password: 'Typo-password-1' }, ip)).statusCode).toBe(401);
    const answers = await Promise.all(
      people.map(({ email }) => post('/api/users/login/', { email, password: TEST_PASSWORD }, ip)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
  });

  it('limits registrations per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/register/', registration(), ip)).statusCode).toBe(201);
    }
    expect((await post('/api/users/register/', registration(), ip)).statusCode).toBe(429);
  });

  it('limits code guesses per email, before the code is even looked at', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }), newIp());
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/activation_account/', { email, code: '000000' }, newIp())).statusCode).toBe(400);
    }
    expect((await post('/api/users/activation_account/', { email, code: '000000' }, newIp())).statusCode).toBe(429);
  });

  it('mails at most 3 reset codes per email, whoever asks, answering the fourth as usual and sending nothing', async () => {
    const { email } = await makeCustomer(t);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp())).statusCode).toBe(200);
    }
    const before = await mailsTo(email);
    const fourth = await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp());
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ detail: MSG.codeSent });
    expect(await mailsTo(email)).toBe(before);
  });

  it('mails at most 3 activation codes per email (registration included), answering the next as usual', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }), newIp());
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/users/resend_activation_code/', { email }, newIp())).statusCode).toBe(200);
    }
    expect(await mailsTo(email)).toBe(3);
    const fourth = await post('/api/users/resend_activation_code/', { email }, newIp());
    expect(fourth.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(3);
    // Registering again does not get around it either.
    expect((await post('/api/users/register/', registration({ email }), newIp())).statusCode).toBe(201);
    expect(await mailsTo(email)).toBe(3);
  });

  it('limits code requests per address with 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/resend_activation_code/', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expect((await post('/api/users/resend_activation_code/', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
  });

  it('limits password changes per account', async () => {
    const { headers } = await makeCustomer(t);
    const body = { old_password: 'Wrong-password-1', new_password: 'Новый-пароль-2', confirm_new_password: 'Новый-пароль-2' };
    const change = () =>
      t.app.inject({ method: 'POST', url: '/api/users/change_password/', payload: body, headers, remoteAddress: newIp() });
    for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(429);
  });
});
