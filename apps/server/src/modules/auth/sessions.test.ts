import { MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  lastCodeFor,
  login,
  makeAdmin,
  makeCustomer,
  type SessionAnswer,
  TEST_PASSWORD,
  type TestApp,
  useTestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Role } from '../../core/viewer';
import { sessions } from '../../db/schema';
import { createAccessCache } from './access-cache';

const { t } = useTestApp();

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
  const access =
    (userId: number, role: Role = 'customer') =>
    async () => ({ userId, role, language: 'ru' as const, valid: true });

  it('trusts its last look for at most the configured seconds, and forgets what this process changed', async () => {
    let now = 1_000_000;
    const cache = createAccessCache(5, () => now);
    const reads: string[] = [];
    const look = (sessionId: string, userId: number) =>
      cache.lookup(sessionId, async () => {
        reads.push(sessionId);
        return access(userId)();
      });
    await look('s1', 1);
    now += 4_999;
    await look('s1', 1);
    expect(reads).toEqual(['s1']);
    now += 2;
    await look('s1', 1);
    expect(reads).toEqual(['s1', 's1']);
    cache.forgetSession('s1');
    await look('s1', 1);
    expect(reads).toEqual(['s1', 's1', 's1']);
    reads.length = 0;
    await Promise.all([look('s2', 1), look('s3', 2)]);
    cache.forgetUsers([1]);
    await Promise.all([look('s1', 1), look('s2', 1), look('s3', 2)]);
    expect(reads.sort()).toEqual(['s1', 's2', 's2', 's3']);
  });

  it('does not keep a read that was under way when a change was forgotten (it may predate the change)', async () => {
    const cache = createAccessCache(5);
    let finish: (value: { userId: number; role: Role; language: 'ru'; valid: boolean }) => void = () => {};
    const stale = cache.lookup('s1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetUsers([1]);
    finish({ userId: 1, role: 'admin', language: 'ru', valid: true });
    expect((await stale).role).toBe('admin');
    expect((await cache.lookup('s1', access(1))).role).toBe('customer');
  });
});

describe('with the production cache time (5 s), what this process changes applies at once', () => {
  const adminGet = (app: TestApp, token: string) =>
    app.app.inject({ method: 'GET', url: '/api/add_user_for_admin/list/', headers: bearer(token) });

  it('a logout, a password change, a demotion and a deletion', async () => {
    expect(t.config.accessCheckCacheSeconds).toBe(5);
    const admin = await makeAdmin(t);
    // Logout.
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    expect((await profile(session.access)).statusCode).toBe(200);
    await post('/api/users/logout/', { refresh: session.refresh });
    expect((await profile(session.access)).statusCode).toBe(401);
    // A demotion: the demoted admin's next request is a customer's.
    const other = await makeAdmin(t);
    expect((await adminGet(t, other.access)).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: admin.headers,
      payload: { ids: [other.user.id], is_admin: false },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await adminGet(t, other.access)).statusCode).toBe(403);
    // A deletion.
    const doomed = await makeCustomer(t);
    expect((await profile(doomed.access)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: '/api/users/delete/',
      headers: admin.headers,
      payload: { ids: [doomed.user.id] },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await profile(doomed.access)).statusCode).toBe(401);
  });

  it('and another process sees it within ACCESS_CHECK_CACHE_SECONDS', async () => {
    const first = await createTestApp({ ACCESS_CHECK_CACHE_SECONDS: '1' });
    const second = await buildApp(first.config, { database: first.database });
    await second.app.ready();
    try {
      const admin = await makeAdmin(first);
      const other = await makeAdmin(first);
      const atSecond = () => second.app.inject({ method: 'GET', url: '/api/add_user_for_admin/list/', headers: other.headers });
      expect((await atSecond()).statusCode).toBe(200);
      await first.app.inject({
        method: 'PUT',
        url: '/api/users/update/',
        headers: admin.headers,
        payload: { ids: [other.user.id], is_admin: false },
      });
      // The second process's cache entry runs out: the time passing is what is tested.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await atSecond()).statusCode).toBe(403);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});

describe('sessions', () => {
  it('answer a token presented again within the grace with the same successor pair', async () => {
    const { email } = await makeCustomer(t);
    const session = await login(t, email);
    const answers = await Promise.all([1, 2].map(() => post('/api/token/refresh/', { refresh: session.refresh })));
    const [first, again] = answers.map((res) => res.json<SessionAnswer>());
    expect(again).toEqual(first);
    const later = await post('/api/token/refresh/', { refresh: session.refresh });
    expect(later.json<SessionAnswer>()).toEqual(first);
  });

  it(`end SESSION_MAX_DAYS after the sign-in, however often they were refreshed`, async () => {
    const { email, user } = await makeCustomer(t);
    let session = await login(t, email);
    session = (await post('/api/token/refresh/', { refresh: session.refresh })).json<SessionAnswer>();
    await t.services.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(days => ${t.config.sessionMaxDays}, hours => 1)` })
      .where(eq(sessions.userId, user.id));
    expect((await profile(session.access)).statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
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
