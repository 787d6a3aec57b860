import { MSG, USERS_MSG } from '@kerben/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../../test/fixtures/parcels';
import {
  EMPTY_ACCOUNT_FORM_ERRORS,
  expectRefusedAndUnchanged,
  findUser,
  login,
  makeAdmin,
  makeCustomer,
  multipart,
  registration,
  useTestApp,
} from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { files, users } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const LIST = '/api/add_user_for_admin/list/';
const ADD = '/api/add_user_for_admin/add/';
const UPDATE = (id: number) => `/api/add_user_for_admin/update/${id}/`;
const DELETE = '/api/users/delete/';
const ROLE = '/api/users/update/';

const usersById = (ids: number[]) =>
  t.services.db
    .select({ id: users.id, isAdmin: sql<boolean>`${users.role} = 'admin'` })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id);

describe('every admin endpoint of the users page', () => {
  const calls = [
    { method: 'GET', url: LIST },
    { method: 'POST', url: ADD, payload: {} },
    { method: 'PATCH', url: UPDATE(1), payload: {} },
    { method: 'PUT', url: DELETE, payload: { ids: [1] } },
    { method: 'PUT', url: ROLE, payload: { ids: [1], is_admin: true } },
  ] as const;

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    for (const call of calls) {
      const anonymous = await t.app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const customer = await t.app.inject({ ...call, headers: a.customerA.headers });
      expect(customer.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('POST /api/add_user_for_admin/add/ (Добавить пользователя)', () => {
  const add = (payload: object) => inject('POST', ADD, a.admin, payload);

  it('says every message of the form for an empty form, per field', async () => {
    const res = await add({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EMPTY_ACCOUNT_FORM_ERRORS);
    const blank = await add({ first_name: ' ', last_name: '', email: '', phone_number: '+', password: '', password2: '' });
    expect(Object.keys(blank.json()).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'password2',
      'phone_number',
    ]);
  });

  it('refuses a malformed email, differing passwords and a taken email', async () => {
    expect((await add(registration({ email: 'aigul@' }))).json()).toEqual({ email: [MSG.emailInvalid] });
    expect((await add(registration({ password2: 'Another-pass-1' }))).json()).toEqual({ password2: [MSG.passwordsDiffer] });
    const taken = await add(registration({ email: a.customerA.email.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [MSG.emailTaken] });
  });

  it('creates an active account with its client code and a hashed password; it can sign in at once', async () => {
    const body = registration({ phone_number: '+996 700 111 222' });
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      first_name: 'Айгуль',
      email: body.email,
      phone_number: '+996700111222',
      is_admin: false,
      front_image: null,
      back_image: null,
    });
    expect(answer.unique_id).toMatch(/^KB\d{4,}$/);
    const row = await findUser(t, body.email);
    expect(row?.isActive).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(t, body.email, body.password)).is_admin).toBe(false);
  });

  it('takes the passport images as multipart and keeps them private to the user', async () => {
    const body = registration();
    const form = multipart({ ...body, front_image: { filename: 'front.png', contentType: 'image/png', data: await pngImage() } });
    const res = await t.app.inject({
      method: 'POST',
      url: ADD,
      headers: { ...a.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.front_image).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=/);
    expect(answer.back_image).toBeNull();
    const row = await findUser(t, body.email);
    const [file] = await t.services.db
      .select()
      .from(files)
      .where(eq(files.id, row?.frontImageId ?? 0));
    expect(file).toMatchObject({ isPublic: false, ownerId: row?.id });
  });
});

describe('GET /api/add_user_for_admin/list/ (the users page)', () => {
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: a.admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ count: number; results: Array<{ id: number; unique_id: string; parcels_count: number }> }>();
  };

  it('lists everyone, admins included, newest first, 7 to a page, with role, registration date and parcels', async () => {
    const page = await list('');
    expect(page.results.length).toBeLessThanOrEqual(7);
    const ids = page.results.map((user) => user.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids).toContain(a.admin.user.id);
    const admin = page.results.find((user) => user.id === a.admin.user.id);
    expect(admin).toMatchObject({ is_admin: true, parcels_count: 0 });
    expect(new Date((admin as unknown as { created_at: string }).created_at).getTime()).not.toBeNaN();
  });

  it('searches the start of a name, a full name, the email, the code (with #, any case) and the phone', async () => {
    const person = await makeCustomer(t);
    await t.services.db
      .update(users)
      .set({ firstName: 'Бермет', lastName: 'Жумабекова', phoneNumber: '+996777654321' })
      .where(eq(users.id, person.user.id));
    const code = person.user.clientCode;
    for (const typed of [
      'берм',
      'Жумабек',
      'Бермет Жумабекова',
      person.email.toUpperCase(),
      `#${code.toLowerCase()}`,
      '+996 777 654',
      '996777654321',
    ]) {
      const page = await list(`search=${encodeURIComponent(typed)}`);
      expect(
        page.results.map((user) => user.id),
        typed,
      ).toEqual([person.user.id]);
      expect(page.count).toBe(1);
    }
    expect((await list('search=Бермет%20Иванова')).count).toBe(0);
    expect((await list('search=%25')).count).toBe(0);
  });

  it('answers the accounts a search finds newest first, page after page', async () => {
    const found: number[] = [];
    for (let i = 0; i < 3; i++) {
      const person = await makeCustomer(t);
      await t.services.db
        .update(users)
        .set({ firstName: `Нурсултан${i}` })
        .where(eq(users.id, person.user.id));
      found.unshift(person.user.id);
    }
    const first = await list('search=нурсултан&page_size=2');
    const second = await list('search=нурсултан&page_size=2&page=2');
    expect(first.count).toBe(3);
    expect([...first.results, ...second.results].map((user) => user.id)).toEqual(found);
  });

  it('counts the parcels of each user', async () => {
    const owner = await makeCustomer(t);
    await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, owner);
    const page = await list(`search=${owner.user.clientCode}`);
    expect(page.results[0]?.parcels_count).toBe(2);
  });

  it('narrows to one role, or to the staff (operators and admins); an unknown role is a 400 on role', async () => {
    const idsOf = async (query: string) => (await list(`${query}&page_size=100`)).results.map((user) => user.id);
    const staff = await idsOf('role=staff');
    expect(staff).toEqual(expect.arrayContaining([a.operator.user.id, a.admin.user.id]));
    expect(staff).not.toContain(a.customerA.user.id);
    expect(await idsOf('role=operator')).toContain(a.operator.user.id);
    expect(await idsOf('role=operator')).not.toContain(a.admin.user.id);
    expect(await idsOf('role=customer')).not.toContain(a.operator.user.id);
    expect(await idsOf(`role=staff&search=${encodeURIComponent(a.operator.email)}`)).toEqual([a.operator.user.id]);

    const wrong = await t.app.inject({ method: 'GET', url: `${LIST}?role=root`, headers: a.admin.headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ role: [USERS_MSG.roleFilterInvalid] });
    // Operators look up customers only, whatever they ask for.
    const asOperator = await t.app.inject({ method: 'GET', url: `${LIST}?role=staff`, headers: a.operator.headers });
    expect(asOperator.json().results).toEqual([]);
  });
});

describe('PATCH /api/add_user_for_admin/update/{id}/', () => {
  const update = (id: number, payload: object) => inject('PATCH', UPDATE(id), a.admin, payload);

  it('refuses blank names, a bad email or phone, a taken email, and an unknown user', async () => {
    const { user } = await makeCustomer(t);
    const res = await update(user.id, { first_name: '', last_name: ' ', email: 'x@', phone_number: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [MSG.firstNameRequired],
      last_name: [MSG.lastNameRequired],
      email: [MSG.emailInvalid],
      phone_number: [MSG.phoneInvalid],
    });
    // Another address, taken or not, is confirmed by a code first (change_email, confirm_email).
    expect((await update(user.id, { email: a.customerB.email })).json()).toEqual({ email: [USERS_MSG.emailChangeByCode] });
    const missing = await update(2_000_000, { first_name: 'Нурлан' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MSG.userNotFound });
  });

  it("changes a user's names, phone and address; the email sent back as it is changes nothing, another one needs a code", async () => {
    const { user } = await makeCustomer(t);
    const res = await update(user.id, {
      first_name: 'Нурлан',
      last_name: 'Асанов',
      email: user.email.toUpperCase(),
      phone_number: '0555 987 654',
      address: 'Бишкек',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Нурлан',
      last_name: 'Асанов',
      email: user.email,
      phone_number: '+996555987654',
      address: 'Бишкек',
      unique_id: user.clientCode,
    });
    // An admin cannot point an account at a mailbox of their choosing without its code: the
    // address, then a reset code, would hand them the account.
    const moved = await update(user.id, { email: 'someone.else@example.kg' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ email: [USERS_MSG.emailChangeByCode] });
    expect((await update(user.id, { first_name: 'Нурлан' })).json()).toMatchObject({ email: user.email });
  });
});

describe('PUT /api/users/delete/', () => {
  const remove = (ids: unknown) => inject('PUT', DELETE, a.admin, { ids });

  it('refuses an empty or malformed list and unknown ids, deleting nothing', async () => {
    expect((await remove([])).json()).toEqual({ ids: [USERS_MSG.idsRequired] });
    expect((await remove(['x'])).statusCode).toBe(400);
    const { user } = await makeCustomer(t);
    await expectRefusedAndUnchanged(
      () => usersById([user.id]),
      () => remove([user.id, 2_000_000]),
      400,
      {
        ids: [USERS_MSG.idsMissing([2_000_000])],
      },
    );
  });

  it('never deletes the caller, an admin or a user with parcels (409), and then deletes nobody', async () => {
    const innocent = await makeCustomer(t);
    const otherAdmin = await makeAdmin(t);
    const owner = await makeCustomer(t);
    await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, owner);
    await makeParcel(t, a.admin, owner);
    const everyone = () => usersById([innocent.user.id, otherAdmin.user.id, owner.user.id, a.admin.user.id]);
    await expectRefusedAndUnchanged(everyone, () => remove([innocent.user.id, a.admin.user.id]), 409, {
      detail: USERS_MSG.cannotDeleteSelf,
    });
    await expectRefusedAndUnchanged(everyone, () => remove([innocent.user.id, otherAdmin.user.id]), 409, {
      detail: USERS_MSG.cannotDeleteAdmin(otherAdmin.user.clientCode),
    });
    await expectRefusedAndUnchanged(everyone, () => remove([innocent.user.id, owner.user.id]), 409, {
      // Their parcels' delivery charges are money history too.
      detail: USERS_MSG.cannotDeleteHeld(owner.user.clientCode, ['3 записи в журнале оплат', '3 посылки']),
    });
  });

  it('deletes the named customers with their passport images; their sessions end', async () => {
    const one = await makeCustomer(t);
    const two = await makeCustomer(t);
    const form = multipart({ front_image: { filename: 'front.png', contentType: 'image/png', data: await pngImage() } });
    const uploaded = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...one.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const fileId = (await findUser(t, one.email))?.frontImageId ?? 0;
    const res = await remove([one.user.id, two.user.id]);
    expect(res.statusCode).toBe(204);
    expect(await usersById([one.user.id, two.user.id])).toEqual([]);
    expect(await t.services.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: one.headers })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/update/ (promote, demote)', () => {
  const setRole = (payload: object) => inject('PUT', ROLE, a.admin, payload);

  it('refuses a missing role, unknown ids and one’s own role, changing nothing', async () => {
    const { user } = await makeCustomer(t);
    expect((await setRole({ ids: [user.id] })).json()).toEqual({ role: [USERS_MSG.roleRequired] });
    await expectRefusedAndUnchanged(
      () => usersById([user.id]),
      () => setRole({ ids: [user.id, 2_000_000], is_admin: true }),
      400,
    );
    await expectRefusedAndUnchanged(
      () => usersById([user.id, a.admin.user.id]),
      () => setRole({ ids: [user.id, a.admin.user.id], is_admin: false }),
      409,
      { detail: USERS_MSG.cannotChangeOwnRole },
    );
  });

  it('promotes a customer, who may then use the admin screens, and demotes them again', async () => {
    const person = await makeCustomer(t);
    const promoted = await setRole({ ids: [person.user.id], is_admin: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ updated: 1 });
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: person.headers })).statusCode).toBe(200);
    expect((await login(t, person.email)).is_admin).toBe(true);
    expect((await setRole({ ids: [person.user.id], is_admin: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: person.headers })).statusCode).toBe(403);
  });
});
