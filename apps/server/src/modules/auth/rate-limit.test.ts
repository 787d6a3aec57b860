import { MSG } from '@kerben/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCustomer, registration, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../../test/helpers';

// Three attempts per window, so that the fourth is refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

let lastIp = 0;
/** Every test comes from its own address, so that the per-address counters do not mix. */
const newIp = () => `10.0.0.${++lastIp}`;

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limits of the auth endpoints', () => {
  it('refuses the fourth login attempt for one email with 429, a Russian message and Retry-After', async () => {
    const { email } = await makeCustomer(t);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp())).statusCode).toBe(401);
    }
    // Even the right password from yet another address: the account itself is being hammered.
    const res = await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toContain(MSG.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
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

  it('does not count successful logins against an office address shared by many operators', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const { email } = await makeCustomer(t);
      expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    }
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

  it('limits reset-code mails per email', async () => {
    const { email } = await makeCustomer(t);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp())).statusCode).toBe(200);
    }
    expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp())).statusCode).toBe(429);
  });

  it('limits activation-code mails per email', async () => {
    const email = uniqueEmail();
    await post('/api/users/register/', registration({ email }), newIp());
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/resend_activation_code/', { email }, newIp())).statusCode).toBe(200);
    }
    expect((await post('/api/users/resend_activation_code/', { email }, newIp())).statusCode).toBe(429);
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
