import { type AuditEntry, MSG, type Page, USERS_MSG } from '@kerben/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, pngPart, pngUpload } from '../../../test/fixtures/catalog';
import { makeParcel } from '../../../test/fixtures/parcels';
import {
  type Actor,
  findUser,
  lastCodeFor,
  lastMailTo,
  login,
  makeAdmin,
  makeCustomer,
  multipart,
  storeImage,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { fileRemovals, files, users } from '../../db/schema';
import { createStorage } from '../../file-storage/storage';

const { t, actors: a, inject } = useTestApp({ actors: true });

const ROLE = '/api/users/update/';
const auditOf = async (userId: number) =>
  (await inject('GET', `/api/audit/?entity=user&entity_id=${userId}&page_size=100`, a.admin)).json<Page<AuditEntry>>().results;

describe('roles: PUT /api/users/update/ with `role`', () => {
  it('sets customer, operator or admin; is_admin stays in the answers; the new rights apply at once', async () => {
    const person = await makeCustomer(t);
    expect((await inject('GET', '/api/warehouses/product/list/', person)).statusCode).toBe(403);
    expect((await inject('PUT', ROLE, a.admin, { ids: [person.user.id], role: 'operator' })).json()).toEqual({ updated: 1 });
    expect((await findUser(t, person.email))?.role).toBe('operator');
    expect(await login(t, person.email)).toMatchObject({ role: 'operator', is_admin: false });
    expect((await inject('GET', '/api/warehouses/product/list/', person)).statusCode).toBe(200);
    expect((await inject('GET', '/api/users/profile/', person)).json()).toMatchObject({ role: 'operator', is_admin: false });
    // Operators see only their sections: the users page is not one.
    expect((await inject('PUT', ROLE, person, { ids: [a.customerA.user.id], role: 'admin' })).statusCode).toBe(403);

    expect((await inject('PUT', ROLE, a.admin, { ids: [person.user.id], is_admin: true })).statusCode).toBe(200);
    expect(await login(t, person.email)).toMatchObject({ role: 'admin', is_admin: true });
    expect((await inject('PUT', ROLE, a.admin, { ids: [person.user.id], role: 'customer' })).statusCode).toBe(200);
    expect((await inject('GET', '/api/warehouses/product/list/', person)).statusCode).toBe(403);
  });

  it('an admin adds an operator directly (role in the add form); customers by default', async () => {
    const body = (email: string, extra: object = {}) => ({
      first_name: 'Бакыт',
      last_name: 'Складской',
      email,
      phone_number: '+996555000222',
      password: 'Secret-pass-1',
      password2: 'Secret-pass-1',
      ...extra,
    });
    const operator = await inject('POST', '/api/add_user_for_admin/add/', a.admin, body(uniqueEmail('op'), { role: 'operator' }));
    expect(operator.statusCode, operator.body).toBe(201);
    expect(operator.json()).toMatchObject({ role: 'operator', is_admin: false });
    const customer = await inject('POST', '/api/add_user_for_admin/add/', a.admin, body(uniqueEmail('cu')));
    expect(customer.json()).toMatchObject({ role: 'customer' });
  });

  it('refuses an unknown role (400 with its message)', async () => {
    const res = await inject('PUT', ROLE, a.admin, { ids: [a.customerA.user.id], role: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ role: [USERS_MSG.roleInvalid] });
  });

  it('nobody changes their own role (409), and nothing changes', async () => {
    const res = await inject('PUT', ROLE, a.admin, { ids: [a.admin.user.id, a.customerA.user.id], role: 'operator' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: USERS_MSG.cannotChangeOwnRole });
    expect((await findUser(t, a.customerA.email))?.role).toBe('customer');
  });

  it('the last admin is never demoted, even by two admins demoting each other at once (409)', async () => {
    const one = await makeAdmin(t);
    const two = await makeAdmin(t);
    const pair = [one.user.id, two.user.id];
    await t.services.db
      .update(users)
      .set({ role: 'operator' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, pair)));
    const answers = await Promise.all([
      inject('PUT', ROLE, one, { ids: [two.user.id], role: 'customer' }),
      inject('PUT', ROLE, two, { ids: [one.user.id], role: 'customer' }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    // One demotion passes; the other is refused: as the last admin (409), or already as a customer (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = answers.find((res) => res.statusCode === 409);
    if (refused) expect(refused.json()).toEqual({ detail: USERS_MSG.lastAdmin });
    const admins = await t.services.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins.length).toBe(1);
    // The rule itself, for an admin whose rights were read before another's change committed.
    const survivor = admins[0]?.id ?? 0;
    const stale = survivor === one.user.id ? two : one;
    await expect(
      t.services.users.setRole({ userId: stale.user.id, role: 'admin' }, { ids: [survivor], role: 'operator' }),
    ).rejects.toMatchObject({ message: USERS_MSG.lastAdmin });
    expect((await findUser(t, survivor === one.user.id ? one.email : two.email))?.role).toBe('admin');
    await t.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.admin.user.id));
  });
});

describe('an admin helps a customer into their account', () => {
  it('POST …/{id}/send_reset/ mails a reset code to the account’s email; the customer sets a new password with it; logged without the code', async () => {
    const person = await makeCustomer(t);
    const url = `/api/add_user_for_admin/${person.user.id}/send_reset/`;
    expect((await inject('POST', url, a.anonymous)).statusCode).toBe(401);
    expect((await inject('POST', url, a.customerA)).statusCode).toBe(403);
    expect((await inject('POST', url, a.operator)).statusCode).toBe(403);
    expect((await inject('POST', '/api/add_user_for_admin/999999/send_reset/', a.admin)).statusCode).toBe(404);

    const sent = await inject('POST', url, a.admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ detail: USERS_MSG.resetSent(person.email) });
    const code = await lastCodeFor(t, person.email);
    const reset = await inject('POST', '/api/users/forgot_pass_complete/', a.anonymous, {
      email: person.email,
      code,
      password: 'New-secret-9',
      password2: 'New-secret-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await login(t, person.email, 'New-secret-9')).toMatchObject({ role: 'customer' });

    const [entry] = await auditOf(person.user.id);
    expect(entry).toMatchObject({ action: 'user.send_reset', actor_id: a.admin.user.id, after: { email: person.email } });
    expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('corrects an account’s email: the code goes to the new address, which replaces the old only once confirmed', async () => {
    const person = await makeCustomer(t);
    const base = `/api/add_user_for_admin/${person.user.id}`;
    const newEmail = uniqueEmail('moved');
    expect((await inject('POST', `${base}/change_email/`, a.operator, { email: newEmail })).statusCode).toBe(403);
    expect((await inject('POST', `${base}/change_email/`, a.admin, { email: a.customerA.email })).json()).toEqual({
      email: [MSG.emailTaken],
    });
    expect((await inject('POST', `${base}/change_email/`, a.admin, { email: person.email.toUpperCase() })).json()).toEqual({
      email: [USERS_MSG.emailSame],
    });

    const asked = await inject('POST', `${base}/change_email/`, a.admin, { email: newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ detail: USERS_MSG.emailChangeSent(newEmail) });
    expect(await lastMailTo(t, newEmail)).toContain('меняет адрес почты');
    // Nothing changes until the code comes back.
    expect((await findUser(t, person.email))?.id).toBe(person.user.id);
    const code = await lastCodeFor(t, newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await inject('POST', `${base}/confirm_email/`, a.admin, { code: wrong })).json()).toEqual({
      code: [USERS_MSG.emailChangeCodeWrong],
    });
    const confirmed = await inject('POST', `${base}/confirm_email/`, a.admin, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ detail: USERS_MSG.emailChanged(newEmail) });
    expect(await findUser(t, newEmail)).toMatchObject({ id: person.user.id });
    expect(await login(t, newEmail)).toMatchObject({ role: 'customer' });
    // A code is used once.
    expect((await inject('POST', `${base}/confirm_email/`, a.admin, { code })).statusCode).toBe(400);

    const actions = (await auditOf(person.user.id)).map((e) => [e.action, e.before, e.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['user.email_change_requested', { email: person.email }, { email: newEmail }],
        ['user.update', { email: person.email }, { email: newEmail }],
      ]),
    );
  });
});

describe('a deleted user leaves no files behind', () => {
  it('passports, buy-out screenshots and whatever else they own: rows and bytes, in the delete’s unit of work', async () => {
    const person = await makeCustomer(t);
    const passport = await t.app.inject(
      form(
        'PATCH',
        `/api/add_user_for_admin/update/${person.user.id}/`,
        { front_image: await pngPart('passport.png') },
        a.admin.headers,
      ),
    );
    expect(passport.statusCode, passport.body).toBe(200);
    const request = multipart({
      full_name: 'Айгуль Тестова',
      url: 'https://www.amazon.com/dp/B0TEST',
      name_of_purchase: 'Кроссовки',
      count: '1',
      description: 'Размер 42',
      email: person.email,
      phone_number: '+996 555 123 456',
      purchase_image: { filename: 'shot.png', contentType: 'image/png', data: await pngImage() },
    });
    const purchase = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/add/',
      headers: { ...person.headers, ...request.headers },
      payload: request.payload,
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const owned = await t.services.db.select().from(files).where(eq(files.ownerId, person.user.id));
    expect(owned.length).toBe(2);
    const storage = createStorage(t.config);
    for (const file of owned) expect(await storage.get(file.key)).not.toBeNull();

    const deleted = await inject('PUT', '/api/users/delete/', a.admin, { ids: [person.user.id] });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.services.db.select().from(files).where(eq(files.ownerId, person.user.id))).toEqual([]);
    for (const file of owned) expect(await storage.get(file.key)).toBeNull();
    // Nothing is left queued for removal once the bytes are gone.
    expect(await t.services.db.select().from(fileRemovals)).toEqual([]);
    // The buy-out request stays (its history), without the picture.
    const kept = await inject('GET', `/api/purchase/get/${purchase.json().id}/`, a.admin);
    expect(kept.json()).toMatchObject({ purchase_image: null });
  });

  it('bytes whose removal a crash interrupted (rows deleted, key queued) are removed at the next start-up', async () => {
    const person = await makeCustomer(t);
    const stored = await storeImage(t, await pngUpload('passport.png'), { isPublic: false, ownerId: person.user.id });
    const storage = createStorage(t.config);
    // What the delete's transaction leaves if the process dies right after its commit.
    await t.services.db.transaction(async (tx) => {
      await tx.insert(fileRemovals).values({ key: stored.key });
      await tx.delete(files).where(eq(files.id, stored.id));
    });
    expect(await storage.get(stored.key)).not.toBeNull();
    expect(await t.services.files.finishRemovals()).toBe(1);
    expect(await storage.get(stored.key)).toBeNull();
    expect(await t.services.db.select().from(fileRemovals)).toEqual([]);
  });

  it('a refused delete (the user has parcels) keeps every file', async () => {
    const person = await makeCustomer(t);
    await t.app.inject(
      form(
        'PATCH',
        `/api/add_user_for_admin/update/${person.user.id}/`,
        { front_image: await pngPart('passport.png') },
        a.admin.headers,
      ),
    );
    await makeParcel(t, a.operator, person as Actor);
    const before = await t.services.db.select().from(files).where(eq(files.ownerId, person.user.id));
    expect((await inject('PUT', '/api/users/delete/', a.admin, { ids: [person.user.id] })).statusCode).toBe(409);
    expect(await t.services.db.select().from(files).where(eq(files.ownerId, person.user.id))).toEqual(before);
    const storage = createStorage(t.config);
    for (const file of before) expect(await storage.get(file.key)).not.toBeNull();
  });
});

describe('operators and the users page', () => {
  it('an operator finds customers for a parcel, never other staff, and sees no passport', async () => {
    const res = await inject('GET', `/api/add_user_for_admin/list/?search=${encodeURIComponent(a.admin.email)}`, a.operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(0);
    const customer = await inject('GET', `/api/add_user_for_admin/list/?unique_id=${a.customerA.user.clientCode}`, a.operator);
    expect(customer.json().results.map((u: { id: number }) => u.id)).toEqual([a.customerA.user.id]);
    expect((await inject('GET', `/api/users/profile/${a.customerA.user.id}/`, a.operator)).statusCode).toBe(404);
    expect((await inject('POST', '/api/add_user_for_admin/add/', a.operator, {})).statusCode).toBe(403);
  });
});
