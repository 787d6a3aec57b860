import { formatMailTime, MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../../test/fixtures/parcels';
import {
  bearer,
  findUser,
  lastCodeFor,
  lastMailTo,
  login,
  makeAdmin,
  makeCustomer,
  multipart,
  registration,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { mailOutbox, purchaseRequests, registrations, users } from '../../db/schema';

// Account pre-hijacking (Sudhodanan and Paverd, USENIX Security 2022): whoever registers an email
// first must not end up owning the account that the mailbox owner activates.

const { t } = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const OWNER = { first_name: 'Владелец', last_name: 'Почты', phone_number: '+996 700 000 111', password: 'Owner-pass-1' };
const ATTACKER = { first_name: 'Чужой', last_name: 'Захватчик', phone_number: '+7 912 345 67 89', password: 'Attacker-pass-1' };

type Person = typeof OWNER;

/** Registers `person` with `email`; answers the registration key and the code mailed for it. */
async function registerAs(person: Person, email: string) {
  const res = await post('/api/users/register/', registration({ ...person, password2: person.password, email }));
  expect(res.statusCode, res.body).toBe(201);
  return { key: res.json<{ registration: string }>().registration, code: await lastCodeFor(t, email) };
}

const activate = (email: string, code: string, key?: string) =>
  post('/api/users/activation_account/', { email, code, ...(key ? { registration: key } : {}) });

const loginStatus = async (email: string, password: string) => (await post('/api/users/login/', { email, password })).statusCode;

/** A visitor's buy-out request sent with `email` before any account exists. */
async function visitorRequest(email: string): Promise<number> {
  const body = multipart({
    full_name: 'Владелец Почты',
    url: 'https://www.amazon.com/dp/B0TEST',
    name_of_purchase: 'Кроссовки',
    count: '1',
    description: 'Размер 42',
    email,
    phone_number: '+996 700 000 111',
    purchase_image: { filename: 'shot.png', contentType: 'image/png', data: await pngImage() },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/purchase/add/', headers: body.headers, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const requestOwner = async (id: number) =>
  (await t.services.db.select({ userId: purchaseRequests.userId }).from(purchaseRequests).where(eq(purchaseRequests.id, id)))[0]
    ?.userId;

/** Everything the owner's account holds: the owner's own data, nothing of the attacker's. */
async function expectOwnersAccount(email: string, requestId: number) {
  expect(await loginStatus(email, OWNER.password)).toBe(200);
  expect(await loginStatus(email, ATTACKER.password)).toBe(401);
  const account = await findUser(t, email);
  expect(account).toMatchObject({ firstName: 'Владелец', lastName: 'Почты', phoneNumber: '+996700000111', isActive: true });
  const session = (await post('/api/users/login/', { email, password: OWNER.password })).json<{ access: string }>();
  const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(session.access) });
  expect(profile.body).not.toMatch(/Чужой|Захватчик|79123456789/);
  // The attacker's attempt is gone with its name and phone.
  const left = await t.services.db
    .select()
    .from(registrations)
    .where(eq(sql`lower(${registrations.email})`, email.toLowerCase()));
  expect(left).toEqual([]);
  const strangers = await t.services.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, '+79123456789'));
  expect(strangers).toEqual([]);
  expect(await requestOwner(requestId)).toBe(account?.id);
}

describe('account pre-hijacking', () => {
  it('attacker first: the owner activates with their own code, and only their password opens the account', async () => {
    const email = uniqueEmail('victim');
    const requestId = await visitorRequest(email);
    const attacker = await registerAs(ATTACKER, email);
    const owner = await registerAs(OWNER, email);
    expect(attacker.key).not.toBe(owner.key);
    // A pending attempt owns nothing: the visitor's request waits for an activated account.
    expect(await requestOwner(requestId)).toBeNull();
    // The attacker's code (also in the owner's mailbox) does not open the owner's attempt.
    if (attacker.code !== owner.code) expect((await activate(email, attacker.code, owner.key)).statusCode).toBe(400);

    const res = await activate(email, owner.code, owner.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      detail: MSG.accountActivated,
      id: expect.any(Number),
      unique_id: expect.stringMatching(/^KB\d{4,}$/),
    });
    await expectOwnersAccount(email, requestId);
  });

  it('owner first: the owner’s first code still works after someone registers the same email', async () => {
    const email = uniqueEmail('victim');
    const requestId = await visitorRequest(email);
    const owner = await registerAs(OWNER, email);
    await registerAs(ATTACKER, email);
    expect((await activate(email, owner.code, owner.key)).statusCode).toBe(200);
    await expectOwnersAccount(email, requestId);
  });

  it('the attacker’s key opens nothing once the owner activated, and the attacker’s code never activates the owner’s attempt', async () => {
    const email = uniqueEmail('victim');
    const owner = await registerAs(OWNER, email);
    const attacker = await registerAs(ATTACKER, email);
    expect((await activate(email, owner.code, owner.key)).statusCode).toBe(200);
    const late = await activate(email, attacker.code, attacker.key);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: MSG.registerAgain });
    expect(await loginStatus(email, ATTACKER.password)).toBe(401);
  });

  it('without the key (older clients) a code activates only when one attempt is pending; otherwise it asks to register again', async () => {
    const single = uniqueEmail('old-client');
    const { code } = await registerAs(OWNER, single);
    expect((await activate(single, code)).statusCode).toBe(200);
    expect(await loginStatus(single, OWNER.password)).toBe(200);

    const email = uniqueEmail('old-client');
    const owner = await registerAs(OWNER, email);
    const attacker = await registerAs(ATTACKER, email);
    for (const mailed of [owner.code, attacker.code]) {
      const res = await activate(email, mailed);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: MSG.registerAgain });
    }
    expect(await findUser(t, email)).toBeUndefined();
    // The key still tells them apart.
    expect((await activate(email, owner.code, owner.key)).statusCode).toBe(200);
    expect(await loginStatus(email, OWNER.password)).toBe(200);
  });

  it('wrong codes without the key do not use up the tries of the key’s holder', async () => {
    const email = uniqueEmail('victim');
    const owner = await registerAs(OWNER, email);
    const wrong = String((Number(owner.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 6; i++) expect((await activate(email, wrong)).statusCode).toBe(400);
    expect((await activate(email, owner.code)).statusCode).toBe(400);
    expect((await activate(email, owner.code, owner.key)).statusCode).toBe(200);
  });
});

describe('a registration waiting for its code', () => {
  it('is not an account (no row in users), and its answer carries the key and the id and code the account will have', async () => {
    const email = uniqueEmail('pending');
    const res = await post('/api/users/register/', registration({ email }));
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      email,
      unique_id: expect.stringMatching(/^KB\d{4,}$/),
      registration: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await findUser(t, email)).toBeUndefined();
    // The key is never mailed.
    expect(await lastMailTo(t, email)).not.toContain(answer.registration);
    const activated = await activate(email, await lastCodeFor(t, email), answer.registration);
    expect(activated.json()).toMatchObject({ id: answer.id, unique_id: answer.unique_id });
    expect(await findUser(t, email)).toMatchObject({ id: answer.id, clientCode: answer.unique_id });
  });

  it('gets a mail naming the time of its registration', async () => {
    const email = uniqueEmail('pending');
    await post('/api/users/register/', registration({ email }));
    const [row] = await t.services.db
      .select({ createdAt: registrations.createdAt })
      .from(registrations)
      .where(eq(registrations.email, email));
    expect(row).toBeDefined();
    const text = await lastMailTo(t, email);
    expect(text).toContain(`регистрацию от ${formatMailTime(row?.createdAt as Date)} (время Бишкека, UTC+6)`);
    expect(formatMailTime(new Date('2026-03-05T08:07:00Z'))).toBe('05.03.2026, 14:07');
  });

  it('is sent a new code for the attempt its key names only; without a key while several wait, 409 and no attempt re-coded', async () => {
    const email = uniqueEmail('resend');
    const attacker = await registerAs(ATTACKER, email);
    const owner = await registerAs(OWNER, email);
    const resend = (payload: object) => post('/api/users/resend_activation_code/', payload);
    const mails = async () => (await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    // A stranger without the owner's key: the newest attempt (the owner's) keeps its code.
    const keyless = await resend({ email });
    expect([keyless.statusCode, keyless.json()]).toEqual([409, { detail: MSG.registerAgain }]);
    expect(await mails()).toBe(2);
    // With a key, that attempt only: the owner's code keeps working.
    expect((await resend({ email, registration: attacker.key })).statusCode).toBe(200);
    const fresh = await lastCodeFor(t, email);
    if (fresh !== attacker.code) expect((await activate(email, attacker.code, attacker.key)).statusCode).toBe(400);
    expect((await activate(email, owner.code, owner.key)).statusCode).toBe(200);
    expect(await loginStatus(email, OWNER.password)).toBe(200);
  });

  it('cannot receive a parcel: the wizard finds no client by the code of an account that is not active', async () => {
    const admin = await makeAdmin(t);
    const legacy = await makeCustomer(t);
    await t.services.db.update(users).set({ isActive: false }).where(eq(users.id, legacy.user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/warehouses/product/create/',
      headers: admin.headers,
      payload: {
        name: 'Посылка',
        unique_id_user: legacy.user.clientCode,
        warehouse: 14,
        weight: 1,
        country_of_origin: 3,
        country_of_destination: 8,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['unique_id_user']);
  });

  it('left over from before, inactive with a parcel: the hourly sweep and a new registration of its email do not fail', async () => {
    const admin = await makeAdmin(t);
    const legacy = await makeCustomer(t);
    await makeParcel(t, admin, legacy);
    await t.services.db
      .update(users)
      .set({ isActive: false, createdAt: sql`now() - interval '25 hours'` })
      .where(eq(users.id, legacy.user.id));
    await expect(t.services.auth.purgeExpiredRegistrations()).resolves.toEqual(expect.any(Number));
    const res = await post('/api/users/register/', registration({ email: legacy.email }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailTaken] });
  });
});

describe('registrations waiting for activation', () => {
  const ageBy = (email: string, hours: number) =>
    t.services.db
      .update(registrations)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(sql`lower(${registrations.email})`, email.toLowerCase()));

  it('expire after 24 hours: their key and code open nothing, and a new registration of the email becomes the account', async () => {
    const email = uniqueEmail('squatted');
    const squatter = (await post('/api/users/register/', registration({ email, first_name: 'Чужой' }))).json();
    const squatterCode = await lastCodeFor(t, email);
    await ageBy(email, 25);
    const owner = (await post('/api/users/register/', registration({ email, first_name: 'Владелец' }))).json();
    const ownerCode = await lastCodeFor(t, email);
    const late = await post('/api/users/activation_account/', { email, code: squatterCode, registration: squatter.registration });
    expect(late.statusCode).toBe(409);
    const res = await post('/api/users/activation_account/', { email, code: ownerCode, registration: owner.registration });
    expect(res.statusCode).toBe(200);
    expect(await findUser(t, email)).toMatchObject({ firstName: 'Владелец', isActive: true });
  });

  it('cannot be activated, sent a code or signed into once expired, and the sweep removes them', async () => {
    const email = uniqueEmail('expired');
    await post('/api/users/register/', registration({ email }));
    const code = await lastCodeFor(t, email);
    await ageBy(email, 25);
    expect((await post('/api/users/activation_account/', { email, code })).statusCode).toBe(400);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect(await t.services.auth.purgeExpiredRegistrations()).toBeGreaterThanOrEqual(1);
    const left = await t.services.db.select().from(registrations).where(eq(registrations.email, email));
    expect(left).toEqual([]);
  });

  it('are not taken over by a password reset: the mailbox owner registers and activates an attempt of their own', async () => {
    const email = uniqueEmail('taken-back');
    // Someone else registered this address with a password of their own.
    await post('/api/users/register/', registration({ email, password: 'Squatter-pass-1', password2: 'Squatter-pass-1' }));
    expect((await post('/api/users/forgot_pass_send_activation_code/', { email })).statusCode).toBe(200);
    expect(await lastMailTo(t, email)).not.toMatch(/\d{6}/);
    const owner = (
      await post('/api/users/register/', registration({ email, password: 'Owner-pass-1', password2: 'Owner-pass-1' }))
    ).json();
    const code = await lastCodeFor(t, email);
    expect((await post('/api/users/activation_account/', { email, code, registration: owner.registration })).statusCode).toBe(
      200,
    );
    expect((await post('/api/users/login/', { email, password: 'Squatter-pass-1' })).statusCode).toBe(401);
    expect((await login(t, email, 'Owner-pass-1')).access).toBeTruthy();
  });
});
