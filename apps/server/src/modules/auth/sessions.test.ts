import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  lastCodeFor,
  login,
  makeCustomer,
  type SessionAnswer,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import { createAccessCache } from './access-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(access) });

describe('an access token names its session and dies with it', () => {
  it('stops working at once after logout', async () => {
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    expect((await profile(session.access)).statusCode).toBe(200);
    expect((await post('/api/users/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    const res = await profile(session.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.sessionExpired });
  });

  it('stops working at once on every device after a password change, but the fresh session works', async () => {
    const { email } = await makeCustomer(t);
    const phone = await login(t, email);
    const laptop = await login(t, email);
    const change = await post(
      '/api/users/change_password/',
      { old_password: TEST_PASSWORD, new_password: 'Новый-пароль-2', confirm_new_password: 'Новый-пароль-2' },
      bearer(laptop.access),
    );
    expect(change.statusCode).toBe(200);
    expect((await profile(phone.access)).statusCode).toBe(401);
    expect((await profile(laptop.access)).statusCode).toBe(401);
    expect((await profile(change.json<SessionAnswer>().access)).statusCode).toBe(200);
  });

  it('stops working at once after a password reset through the mailbox', async () => {
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    await post('/api/users/forgot_pass_send_activation_code/', { email });
    const code = await lastCodeFor(t, email);
    const reset = await post('/api/users/forgot_pass_complete/', {
      email,
      code,
      password: 'Новый-пароль-3',
      password2: 'Новый-пароль-3',
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(session.access)).statusCode).toBe(401);
  });

  it('is refused when it names no session (tokens from before sessions existed)', async () => {
    const { user } = await makeCustomer(t);
    const { SignJWT } = await import('jose');
    const { appSecrets } = await import('../../db/schema');
    const [secret] = await t.services.db.select().from(appSecrets).where(eq(appSecrets.name, 'signing'));
    const old = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret?.value));
    expect((await profile(old)).statusCode).toBe(401);
  });
});

describe('parallel refreshes', () => {
  it('answer every tab that refreshes with the same token at once with a working pair of the same session', async () => {
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/token/refresh/', { refresh: session.refresh })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    for (const pair of answers.map((res) => res.json<SessionAnswer>())) {
      expect((await profile(pair.access)).statusCode).toBe(200);
      expect((await post('/api/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(200);
    }
  });

  it('still end the session when the token is presented again after the grace, or after logout', async () => {
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    const next = (await post('/api/token/refresh/', { refresh: session.refresh })).json<SessionAnswer>();
    expect((await post('/api/users/logout/', { refresh: next.refresh })).statusCode).toBe(204);
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });
});

describe('the access cache', () => {
  it('trusts its last look for at most the configured seconds, and forgets a session it ended at once', () => {
    let now = 1_000_000;
    const cache = createAccessCache(5, () => now);
    cache.set('s1', { userId: 1, isAdmin: true, valid: true });
    cache.set('s2', { userId: 1, isAdmin: true, valid: true });
    cache.set('s3', { userId: 2, isAdmin: false, valid: true });
    now += 4_999;
    expect(cache.get('s1')?.isAdmin).toBe(true);
    now += 2;
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', { userId: 1, isAdmin: true, valid: true });
    cache.forgetSession('s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', { userId: 1, isAdmin: true, valid: true });
    cache.set('s2', { userId: 1, isAdmin: true, valid: true });
    cache.set('s3', { userId: 2, isAdmin: false, valid: true });
    cache.forgetUser(1);
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')?.userId]).toEqual([undefined, undefined, 2]);
  });

  it('with the default 5 seconds still ends a session at once when this process logs it out', async () => {
    const cached = await createTestApp({ ACCESS_CHECK_CACHE_SECONDS: '5' });
    try {
      const { email } = await makeCustomer(cached);
      const session = await login(cached, email);
      const get = () => cached.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(session.access) });
      expect((await get()).statusCode).toBe(200);
      await cached.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: session.refresh } });
      expect((await get()).statusCode).toBe(401);
    } finally {
      await cached.close();
    }
  });
});

// Several server processes share one PostgreSQL: a limit counted by one is seen by the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)('limits shared by every server process (PostgreSQL)', () => {
  it('refuses at the second process the attempts counted at the first', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    const second = await buildApp(limited.config, { database: limited.database });
    await second.app.ready();
    try {
      const { email } = await makeCustomer(limited);
      const wrong = { email, password: 'Wrong-password-1' };
      const at = (app: typeof second.app) =>
        app.inject({ method: 'POST', url: '/api/users/login/', payload: wrong, remoteAddress: '10.9.9.9' });
      expect((await at(limited.app)).statusCode).toBe(401);
      expect((await at(second.app)).statusCode).toBe(401);
      expect((await at(limited.app)).statusCode).toBe(429);
      expect((await at(second.app)).statusCode).toBe(429);
    } finally {
      await second.app.close();
      await limited.close();
    }
  });
});
