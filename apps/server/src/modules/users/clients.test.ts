import { describe, expect, it } from 'vitest';
import { makeCustomer, useTestApp } from '../../../test/helpers';

const { t, actors: a, inject } = useTestApp({ actors: true });

const URL = '/api/add_user_for_admin/list/';

describe('GET /api/add_user_for_admin/list/ (client lookup for operators)', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: a.customerA.headers })).statusCode).toBe(403);
  });

  it('finds clients by the start of their code, any case, with or without #, answering code, name and phone', async () => {
    const client = await makeCustomer(t);
    const code = client.user.clientCode;
    for (const typed of [code, code.toLowerCase(), `#${code}`]) {
      const res = await inject('GET', `${URL}?unique_id=${encodeURIComponent(typed)}`, a.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual([
        expect.objectContaining({
          id: client.user.id,
          unique_id: code,
          first_name: 'Айгуль',
          last_name: 'Тестова',
          phone_number: '+996555123456',
          email: client.email,
          is_admin: false,
        }),
      ]);
    }
    const prefix = await t.app.inject({ method: 'GET', url: `${URL}?unique_id=${code.slice(0, 2)}`, headers: a.admin.headers });
    // Customers only (A, B and this one): the admin is not someone a parcel is for.
    expect(prefix.json().count).toBe(3);
    expect(prefix.json().results.map((c: { id: number }) => c.id)).not.toContain(a.admin.user.id);
  });

  it('treats % and _ as themselves, not as wildcards', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}?unique_id=%25`, headers: a.admin.headers });
    expect(res.json().count).toBe(0);
  });
});
