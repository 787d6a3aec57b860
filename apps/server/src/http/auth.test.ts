import { MSG } from '@kerben/domain';
import { eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { type Actor, bearer, login, makeAdmin, makeCustomer, useTestApp } from '../../test/helpers';
import { appSecrets, users } from '../db/schema';
import { readBearer, requireAdmin, viewerOf } from './auth';

// Issue 2 has no admin-only endpoint yet, so the guard is proven on a scratch route of the real app.
const ADMIN_ONLY = '/api/test/admin-only/';

const { t } = useTestApp({
  routes: (app) => app.get(ADMIN_ONLY, { onRequest: requireAdmin }, async (request) => ({ id: viewerOf(request).userId })),
});

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

/** Through the API, as an admin does it: this process forgets the account's cached access at once. */
async function setRole(admin: Actor, userId: number, isAdmin: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/update/',
    headers: admin.headers,
    payload: { ids: [userId], is_admin: isAdmin },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function signingKey(): Promise<Uint8Array> {
  const [row] = await t.services.db.select().from(appSecrets).where(eq(appSecrets.name, 'signing'));
  return new TextEncoder().encode(row?.value);
}

/** A correctly signed access token that expired a minute ago. */
async function expiredToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(await signingKey());
}

describe('readBearer', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Bearer', undefined],
    ['Bearer null', undefined],
    ['Bearer undefined', undefined],
    ['null', undefined],
    ['undefined', undefined],
    ['Bearer a b', undefined],
    ['Basic dXNlcjpwYXNz', undefined],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER   abc.def.ghi  ', 'abc.def.ghi'],
    ['JWT abc.def.ghi', 'abc.def.ghi'],
    ['abc.def.ghi', 'abc.def.ghi'],
  ])('reads %j as %j', (header, token) => {
    expect(readBearer(header)).toBe(token);
  });
});

describe('a public endpoint with odd Authorization headers', () => {
  it.each([
    'Bearer null',
    'Bearer undefined',
    'Bearer',
    'Bearer garbage',
    'Basic dXNlcjpwYXNz',
    'bearer x.y.z',
  ])('treats %j as anonymous', async (authorization) => {
    const res = await get('/api/countries/list/', authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 3 })]));
  });

  it('treats an expired token as anonymous', async () => {
    const { user } = await makeCustomer(t);
    expect((await get('/api/countries/list/', `Bearer ${await expiredToken(user.id)}`)).statusCode).toBe(200);
  });
});

describe('answers to a signed-in caller', () => {
  it('are never kept by a browser or a proxy (Cache-Control: no-store), public ones keep their own rules', async () => {
    const { access } = await makeCustomer(t);
    for (const url of ['/api/users/profile/', '/api/notifications/counter/', '/api/countries/list/']) {
      const res = await get(url, `Bearer ${access}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/api/countries/list/')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('a protected endpoint (GET /api/users/profile/)', () => {
  it.each([
    ['no header', undefined, MSG.notAuthenticated],
    ['Bearer null', 'Bearer null', MSG.notAuthenticated],
    ['Bearer undefined', 'Bearer undefined', MSG.notAuthenticated],
    ['garbage', 'Bearer garbage', MSG.sessionExpired],
  ])('answers 401 for %s', async (_name, authorization, detail) => {
    const res = await get('/api/users/profile/', authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail });
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await makeCustomer(t);
    const res = await get('/api/users/profile/', `Bearer ${await expiredToken(user.id)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.sessionExpired });
  });

  it('answers 401 for a token signed with another key', async () => {
    const { user } = await makeCustomer(t);
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await get('/api/users/profile/', `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 for a refresh token used as an access token', async () => {
    const { email } = await makeCustomer(t);
    const { refresh } = await login(t, email);
    expect((await get('/api/users/profile/', `Bearer ${refresh}`)).statusCode).toBe(401);
  });

  it.each([
    ['Bearer', (token: string) => `Bearer ${token}`],
    ['lowercase bearer', (token: string) => `bearer ${token}`],
    ['a bare token', (token: string) => token],
  ])('accepts %s', async (_name, header) => {
    const { access, user } = await makeCustomer(t);
    const res = await get('/api/users/profile/', header(access));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  it("refuses a deactivated or deleted account's still valid access token, changed behind this process's back", async () => {
    const deactivated = await makeCustomer(t);
    const deleted = await makeCustomer(t);
    const admin = await makeAdmin(t);
    for (const { access } of [deactivated, deleted])
      expect((await get('/api/users/profile/', `Bearer ${access}`)).statusCode).toBe(200);
    expect((await get(ADMIN_ONLY, `Bearer ${admin.access}`)).statusCode).toBe(200);
    // As another process (or SQL by hand) would: this process hears nothing and notices within its cache time.
    await t.services.db
      .update(users)
      .set({ isActive: false })
      .where(inArray(users.id, [deactivated.user.id, admin.user.id]));
    await t.services.db.delete(users).where(eq(users.id, deleted.user.id));
    await vi.waitFor(
      async () => {
        for (const { access } of [deactivated, deleted]) {
          const res = await get('/api/users/profile/', `Bearer ${access}`);
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({ detail: MSG.sessionExpired });
        }
        expect((await get(ADMIN_ONLY, `Bearer ${admin.access}`)).statusCode).toBe(401);
      },
      { timeout: (t.config.accessCheckCacheSeconds + 2) * 1000, interval: 250 },
    );
  });
});

describe('requireAdmin', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await get(ADMIN_ONLY);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.notAuthenticated });
  });

  it('answers 403 to a customer', async () => {
    const { headers } = await makeCustomer(t);
    const res = await get(ADMIN_ONLY, headers.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MSG.forbidden });
  });

  it('lets an admin through', async () => {
    const { access, user } = await makeAdmin(t);
    const res = await get(ADMIN_ONLY, bearer(access).authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id });
  });

  it('takes the rights of a demoted admin away at once, with the same token', async () => {
    const admin = await makeAdmin(t);
    const { access, user } = await makeAdmin(t);
    expect((await get(ADMIN_ONLY, `Bearer ${access}`)).statusCode).toBe(200);
    await setRole(admin, user.id, false);
    expect((await get(ADMIN_ONLY, `Bearer ${access}`)).statusCode).toBe(403);
    // Still a customer, though.
    expect((await get('/api/users/profile/', `Bearer ${access}`)).statusCode).toBe(200);
  });

  it('gives a promoted customer admin rights at once, with the same token', async () => {
    const admin = await makeAdmin(t);
    const { access, user } = await makeCustomer(t);
    expect((await get(ADMIN_ONLY, `Bearer ${access}`)).statusCode).toBe(403);
    await setRole(admin, user.id, true);
    expect((await get(ADMIN_ONLY, `Bearer ${access}`)).statusCode).toBe(200);
  });
});
