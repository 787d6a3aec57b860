import { type AuditEntry, EXPECTED_MSG, PARCEL_MSG, type Page } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { findUser, lastCodeFor, makeAdmin, makeCustomer, multipart, registration, uniqueEmail, useTestApp } from '../helpers';

// An attacker's review of roles, the admin's account actions, the audit log and the legacy client's
// "read-only and ignored" rule.

const { t, actors: a, inject } = useTestApp({ actors: true });

describe('no escalation through fields a route answers (read-only, ignored)', () => {
  it('a customer sends role/is_admin/unique_id/email back on their profile: 200, nothing of it written', async () => {
    const person = await makeCustomer(t);
    const res = await inject('PATCH', '/api/users/profile/', person, {
      first_name: 'Новое',
      role: 'admin',
      is_admin: true,
      unique_id: 'KB9999',
      email: 'stolen@example.kg',
      id: a.admin.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await findUser(t, person.email);
    expect(stored).toMatchObject({
      role: 'customer',
      firstName: 'Новое',
      clientCode: person.user.clientCode,
      id: person.user.id,
    });
    expect(res.json()).toMatchObject({ role: 'customer', is_admin: false });
  });

  it('the same through multipart', async () => {
    const person = await makeCustomer(t);
    const body = multipart({ first_name: 'Мульти', role: 'admin', is_admin: 'true', email: uniqueEmail('mp') });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      payload: body.payload,
      headers: { ...body.headers, ...person.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await findUser(t, person.email)).toMatchObject({ role: 'customer', firstName: 'Мульти' });
  });

  it('a registration that names a role is not an admin', async () => {
    const body = { ...registration(), role: 'admin', is_admin: true };
    const res = await inject('POST', '/api/users/register/', a.anonymous, body);
    expect([201, 400]).toContain(res.statusCode);
    const stored = await findUser(t, body.email);
    if (stored) expect(stored.role).toBe('customer');
  });

  it("an admin's PATCH of a user (either path) never changes a role, their own included", async () => {
    const other = await makeAdmin(t);
    for (const path of ['/api/users/profile/', '/api/add_user_for_admin/update/']) {
      const self = await inject('PATCH', `${path}${a.admin.user.id}/`, a.admin, { role: 'customer', is_admin: false });
      expect(self.statusCode, self.body).toBe(200);
      const promote = await inject('PATCH', `${path}${a.customerA.user.id}/`, a.admin, { role: 'admin', is_admin: true });
      expect(promote.statusCode, promote.body).toBe(200);
      const demote = await inject('PATCH', `${path}${other.user.id}/`, a.admin, { role: 'customer', is_admin: false });
      expect(demote.statusCode, demote.body).toBe(200);
    }
    expect((await findUser(t, a.admin.email))?.role).toBe('admin');
    expect((await findUser(t, other.email))?.role).toBe('admin');
    expect((await findUser(t, a.customerA.email))?.role).toBe('customer');
  });

  it('an admin cannot demote themselves through PUT /api/users/update/ with is_admin=false', async () => {
    const res = await inject('PUT', '/api/users/update/', a.admin, { ids: [a.admin.user.id], is_admin: false });
    expect(res.statusCode).toBe(409);
    expect((await findUser(t, a.admin.email))?.role).toBe('admin');
  });
});

describe('operators stay out of the admin routes and of personal data', () => {
  it('an operator cannot edit users, roles, or use the account actions, even on admins', async () => {
    const target = a.admin.user.id;
    const tries: [string, string, object?][] = [
      ['PATCH', `/api/users/profile/${a.customerA.user.id}/`, { first_name: 'X' }],
      ['PATCH', `/api/add_user_for_admin/update/${a.customerA.user.id}/`, { first_name: 'X' }],
      ['PUT', '/api/users/update/', { ids: [a.operator.user.id], role: 'admin' }],
      ['PUT', '/api/users/update/', { ids: [a.customerA.user.id], is_admin: true }],
      ['POST', `/api/add_user_for_admin/${target}/send_reset/`, {}],
      ['POST', `/api/add_user_for_admin/${target}/change_email/`, { email: uniqueEmail('op') }],
      ['POST', `/api/add_user_for_admin/${target}/confirm_email/`, { code: '123456' }],
      ['GET', '/api/audit/'],
      ['GET', `/api/audit/?entity=user&entity_id=${a.customerA.user.id}`],
    ];
    for (const [method, url, body] of tries) {
      const res = await inject(method as 'GET', url, a.operator, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    expect((await findUser(t, a.operator.email))?.role).toBe('operator');
  });

  it("an operator does not read a customer's profile (passports) by id", async () => {
    const res = await inject('GET', `/api/users/profile/${a.customerA.user.id}/`, a.operator);
    expect(res.statusCode).toBe(404);
  });

  it("an operator's client search finds customers only (not admins' emails)", async () => {
    const res = await inject('GET', `/api/add_user_for_admin/list/?search=${encodeURIComponent(a.admin.email)}`, a.operator);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page<{ id: number }>>().results.map((u) => u.id)).not.toContain(a.admin.user.id);
  });
});

describe("the admin's account actions", () => {
  it('change_email refuses an address another account has, in any case', async () => {
    const person = await makeCustomer(t);
    const res = await inject('POST', `/api/add_user_for_admin/${person.user.id}/change_email/`, a.admin, {
      email: a.customerB.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("a password-reset code does not confirm an email change, nor another user's change code", async () => {
    const one = await makeCustomer(t);
    const two = await makeCustomer(t);
    // A change pending for `two`; the code mailed to its new address:
    const newTwo = uniqueEmail('two');
    expect(
      (await inject('POST', `/api/add_user_for_admin/${two.user.id}/change_email/`, a.admin, { email: newTwo })).statusCode,
    ).toBe(200);
    const twoCode = await lastCodeFor(t, newTwo);
    // A reset for `one`, and a change for `one`:
    await inject('POST', `/api/add_user_for_admin/${one.user.id}/send_reset/`, a.admin);
    const resetCode = await lastCodeFor(t, one.email);
    const newOne = uniqueEmail('one');
    await inject('POST', `/api/add_user_for_admin/${one.user.id}/change_email/`, a.admin, { email: newOne });
    for (const code of [resetCode, twoCode]) {
      if (!code) continue;
      const res = await inject('POST', `/api/add_user_for_admin/${one.user.id}/confirm_email/`, a.admin, { code });
      // One of them could by chance be the same six digits: that is not a finding.
      if (code === (await lastCodeFor(t, newOne))) continue;
      expect(res.statusCode).toBe(400);
    }
    expect((await findUser(t, one.email))?.email).toBe(one.email);
  });
});

describe('the audit log keeps no secrets', () => {
  it('a password change by an admin-triggered reset and a user edit leave no hash, code or token in before/after', async () => {
    const person = await makeCustomer(t);
    await inject('PATCH', `/api/users/profile/${person.user.id}/`, a.admin, { first_name: 'Аудит' });
    await inject('POST', `/api/add_user_for_admin/${person.user.id}/send_reset/`, a.admin);
    await inject('PUT', '/api/users/update/', a.admin, { ids: [person.user.id], role: 'operator' });
    const res = await inject('GET', `/api/audit/?entity=user&entity_id=${person.user.id}&page_size=100`, a.admin);
    expect(res.statusCode).toBe(200);
    const entries = res.json<Page<AuditEntry>>().results;
    expect(entries.length).toBeGreaterThan(0);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/\$argon2|\$2[aby]\$|scrypt/);
    const stored = await findUser(t, person.email);
    if (stored?.passwordHash) expect(text).not.toContain(stored.passwordHash);
  });
});

describe('cards, announcements and owner routes across customers', () => {
  const VISA = '4111111111111111';
  const MC = '5555555555554444';
  const card = (number: string) => ({ number, end_date: '12-2035', full_name: 'AIGUL TESTOVA', cvv: '123' });

  it("another card's masked number is not 'unchanged' for this one; a stranger's card is 404", async () => {
    const one = await makeCustomer(t);
    const two = await makeCustomer(t);
    const a1 = (await inject('POST', '/api/billing/add/', one, card(VISA))).json<{ id: number; number: string }>();
    const b1 = (await inject('POST', '/api/billing/add/', two, card(MC))).json<{ id: number; number: string }>();
    const cross = await inject('PATCH', `/api/billing/update/${b1.id}/`, two, { number: a1.number, full_name: 'X' });
    expect(cross.statusCode).toBe(400);
    const stranger = await inject('PATCH', `/api/billing/update/${a1.id}/`, two, { number: a1.number, full_name: 'X' });
    expect(stranger.statusCode).toBe(404);
    const admin = await inject('PATCH', `/api/billing/update/${a1.id}/`, a.admin, { full_name: 'X' });
    expect(admin.statusCode).toBe(404);
    const mine = (await inject('GET', '/api/billing/my_billings/', one)).json<{ id: number; full_name: string }[]>();
    expect(mine.find((c) => c.id === a1.id)?.full_name).toBe('AIGUL TESTOVA');
  });

  it("a withdrawn announcement stays its owner's: another customer neither sees, edits nor deletes it", async () => {
    const { makeAddress, uniqueTrack } = await import('../fixtures/parcels');
    const owner = await makeCustomer(t);
    const other = await makeCustomer(t);
    const address = await makeAddress(t, owner);
    const res = await inject('POST', '/api/my_warehouse/add/', owner, {
      courier_service: 1,
      tracking_number: uniqueTrack(),
      warehouse: 14,
      country_of_origin: 3,
      country_of_destination: 8,
      address: address.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect((await inject('DELETE', `/api/my_warehouse/delete/${id}/`, a.operator)).statusCode).toBe(204);
    expect((await inject('GET', `/api/my_warehouse/get/${id}/`, other)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/my_warehouse/update/${id}/`, other, { comments: 'мой' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/my_warehouse/delete/${id}/`, other)).statusCode).toBe(404);
    const list = (await inject('GET', '/api/my_warehouse/list/?withdrawn=true', other)).json<Page<{ id: number }>>();
    expect(list.results.map((r) => r.id)).not.toContain(id);
    // The owner sending back `user` (an answered field, taken from the staff) does not give it away.
    const moved = await inject('PATCH', `/api/my_warehouse/update/${id}/`, owner, { user: other.user.id, comments: 'x' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ user: owner.user.id });
  });
});

describe('parcels and announcements are for clients', () => {
  it("an operator naming a staff account's code or id gets a 400 on that field, and nothing is made", async () => {
    const { uniqueTrack } = await import('../fixtures/parcels');
    const track = uniqueTrack();
    const receiveFor = (code: string) =>
      inject('POST', '/api/warehouses/product/create/', a.operator, {
        name: 'Посылка',
        unique_id_user: code,
        track_number: track,
        warehouse: 14,
        weight: 1,
        country_of_origin: 3,
        country_of_destination: 8,
      });
    for (const staff of [a.admin, a.operator]) {
      const parcel = await receiveFor(staff.user.clientCode);
      expect(parcel.statusCode, parcel.body).toBe(400);
      expect(parcel.json()).toEqual({ unique_id_user: [PARCEL_MSG.clientNotFound] });
      const announced = await inject('POST', '/api/my_warehouse/add/', a.operator, {
        user: staff.user.id,
        courier_service: 1,
        tracking_number: track,
        warehouse: 14,
        country_of_origin: 3,
        country_of_destination: 8,
      });
      expect(announced.statusCode, announced.body).toBe(400);
      expect(announced.json()).toMatchObject({ user: [EXPECTED_MSG.userNotFound] });
    }
    // A customer's code is a client's; the track number is still free (a refused parcel took nothing).
    const ok = await receiveFor(a.customerA.user.clientCode);
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
