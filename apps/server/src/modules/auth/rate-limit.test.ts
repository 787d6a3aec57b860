import { MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  createTestApp,
  lastCodeFor,
  makeAdmin,
  makeCustomer,
  registration,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';

// Three attempts per window, so that the fourth is refused.
const { t } = useTestApp({ env: { RATE_LIMIT_MAX: '3', LOGIN_FAILURES_PER_ADDRESS: '3', REGISTRATIONS_PER_ADDRESS: '3' } });
// The production defaults, for what an office or a stranger can and cannot do.
const { t: defaults } = useTestApp({
  env: { RATE_LIMIT_MAX: '10', LOGIN_FAILURES_PER_ADDRESS: '50', REGISTRATIONS_PER_ADDRESS: '50' },
});

let lastIp = 0;
/** Every test comes from its own address, so that the per-address counters do not mix. */
const newIp = () => `10.${Math.floor(++lastIp / 250)}.0.${lastIp % 250}`;

const post = (url: string, payload: object, remoteAddress: string, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress });

const mailsTo = async (email: string, app: TestApp = t) =>
  (
    await app.services.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
  ).length;

/** A code that is surely not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in limits', () => {
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

  it('after failures from 30 addresses asks for a mailed code too: the attacker never gets in, the owner does with password and code', async () => {
    const { email } = await makeCustomer(t);
    const answers: Array<{ statusCode: number; body: string; json: () => unknown }> = [];
    for (let i = 0; i < 30; i++)
      answers.push(await post('/api/users/login/', { email, password: `Guess-${i}-password` }, newIp()));
    expect(answers.slice(0, 3).map((res) => res.json())).toEqual(Array(3).fill({ detail: MSG.loginFailed }));
    const stepUp = { detail: MSG.loginCodeRequired, code_required: true };
    expect(answers.slice(3).map((res) => [res.statusCode, res.json()])).toEqual(Array(27).fill([401, stepUp]));

    // Even once the password is guessed, a new address gets the same answer as for a wrong one, and no session.
    const guessed = await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp());
    expect([guessed.statusCode, guessed.body]).toEqual([401, answers[29]?.body]);
    const withMadeUpCode = await post('/api/users/login/', { email, password: TEST_PASSWORD, code: '123456' }, newIp());
    expect(withMadeUpCode.statusCode).toBe(401);
    expect(withMadeUpCode.json()).toEqual({ detail: MSG.loginCodeWrong, code_required: true });
    const wrongBoth = await post('/api/users/login/', { email, password: 'Guess-x-password', code: '123456' }, newIp());
    expect(wrongBoth.body).toBe(withMadeUpCode.body);

    // The owner, from a new address: the password gets a code mailed, password and code get in.
    const ownerIp = newIp();
    const asked = await post('/api/users/login/', { email, password: TEST_PASSWORD }, ownerIp);
    expect([asked.statusCode, asked.json()]).toEqual([401, stepUp]);
    const code = await lastCodeFor(t, email);
    const owner = await post('/api/users/login/', { email, password: TEST_PASSWORD, code }, ownerIp);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ access: expect.any(String), refresh: expect.any(String), is_admin: false, role: 'customer' });
    // The code is used up, and the account's failures forgotten: the password alone signs in again.
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD, code }, newIp())).statusCode).toBe(200);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, newIp())).statusCode).toBe(200);
  });

  it('asks an unknown email for a code exactly like an account, past the same failures', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp());
    const res = await post('/api/users/login/', { email, password: 'Wrong-password-1' }, newIp());
    expect(res.json()).toEqual({ detail: MSG.loginCodeRequired, code_required: true });
    expect(await mailsTo(email)).toBe(0);
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

  it('counts an IPv6 client by its /64', async () => {
    for (const suffix of ['1', '2', 'abcd:1']) {
      const res = await post('/api/users/login/', { email: uniqueEmail(), password: 'x' }, `2001:db8:7:1::${suffix}`);
      expect(res.statusCode).toBe(401);
    }
    const { email } = await makeCustomer(t);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, '2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, '2001:db8:7:2::1')).statusCode).toBe(200);
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

  it('lets 20 people sign in correctly at once from one office address, even after a few typos there', async () => {
    const ip = newIp();
    const people = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(defaults)));
    const typo = await post('/api/users/login/', { email: people[0]?.email, password: 'Typo-password-1' }, ip, defaults);
    expect(typo.statusCode).toBe(401);
    // Each try is counted while it is checked (so that parallel guesses count each) and given back
    // once right: 20 at once stay within LOGIN_FAILURES_PER_ADDRESS.
    const answers = await Promise.all(
      people.map(({ email }) => post('/api/users/login/', { email, password: TEST_PASSWORD }, ip, defaults)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
  });

  it('counts only failures against an address: right sign-ins give their count back', async () => {
    const ip = newIp();
    const people = await Promise.all(Array.from({ length: 5 }, () => makeCustomer(t)));
    const typo = () => post('/api/users/login/', { email: people[0]?.email, password: 'Typo-password-1' }, ip);
    for (let i = 0; i < 2; i++) expect((await typo()).statusCode).toBe(401);
    for (const { email } of people)
      expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    expect((await typo()).statusCode).toBe(401);
    expect((await typo()).statusCode).toBe(429);
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

describe('registration and code limits', () => {
  it('limits registrations per address (REGISTRATIONS_PER_ADDRESS)', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/register/', registration(), ip)).statusCode).toBe(201);
    }
    expect((await post('/api/users/register/', registration(), ip)).statusCode).toBe(429);
  });

  it('never refuses an office registering and activating 20 customers in 15 minutes from one address, typos included', async () => {
    const office = newIp();
    for (let i = 0; i < 20; i++) {
      const body = registration();
      const registered = await post('/api/users/register/', body, office, defaults);
      expect(registered.statusCode).toBe(201);
      const code = await lastCodeFor(defaults, body.email);
      const key = registered.json().registration;
      if (i % 5 === 0) {
        const typo = await post(
          '/api/users/activation_account/',
          { email: body.email, code: otherCode(code), registration: key },
          office,
          defaults,
        );
        expect(typo.statusCode).toBe(400);
      }
      const activated = await post(
        '/api/users/activation_account/',
        { email: body.email, code, registration: key },
        office,
        defaults,
      );
      expect(activated.statusCode).toBe(200);
    }
  });

  it('counts only wrong codes against an address and email: a stranger’s guesses stop the stranger, not the owner', async () => {
    const email = uniqueEmail();
    const owner = newIp();
    const key = (await post('/api/users/register/', registration({ email }), owner)).json().registration;
    const code = await lastCodeFor(t, email);
    const stranger = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/activation_account/', { email, code: otherCode(code) }, stranger)).statusCode).toBe(400);
    }
    expect((await post('/api/users/activation_account/', { email, code: otherCode(code) }, stranger)).statusCode).toBe(429);
    expect((await post('/api/users/activation_account/', { email, code, registration: key }, owner)).statusCode).toBe(200);
  });

  it('counts only wrong reset codes against an address', async () => {
    const { email } = await makeCustomer(t);
    const ip = newIp();
    const body = { email, password: 'Новый-пароль-2', password2: 'Новый-пароль-2' };
    await post('/api/users/forgot_pass_send_activation_code/', { email }, ip);
    const code = await lastCodeFor(t, email);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/forgot_pass_complete/', { ...body, code: otherCode(code) }, ip)).statusCode).toBe(400);
    }
    expect((await post('/api/users/forgot_pass_complete/', { ...body, code }, ip)).statusCode).toBe(429);
    expect((await post('/api/users/forgot_pass_complete/', { ...body, code }, newIp())).statusCode).toBe(200);
  });

  it('mails one mailbox at most 3 codes in 15 minutes from all addresses together, answering the rest as usual', async () => {
    // A registration and six resends from six addresses (issue 38): three mails.
    const email = uniqueEmail();
    expect((await post('/api/users/register/', registration({ email }), newIp(), defaults)).statusCode).toBe(201);
    for (let i = 0; i < 6; i++) {
      const res = await post('/api/users/resend_activation_code/', { email }, newIp(), defaults);
      expect([res.statusCode, res.json()]).toEqual([200, { detail: MSG.codeSent }]);
    }
    expect(await mailsTo(email, defaults)).toBe(3);
    // Registering again does not get around it either.
    expect((await post('/api/users/register/', registration({ email }), newIp(), defaults)).statusCode).toBe(201);
    expect(await mailsTo(email, defaults)).toBe(3);
  });

  it('keeps an allowance of its own for an address that signed into the account: strangers cannot spend the owner’s codes', async () => {
    const { email } = await makeCustomer(defaults);
    const home = newIp();
    expect((await post('/api/users/login/', { email, password: TEST_PASSWORD }, home, defaults)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, newIp(), defaults)).statusCode).toBe(200);
    }
    expect(await mailsTo(email, defaults)).toBe(3);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/users/forgot_pass_send_activation_code/', { email }, home, defaults)).statusCode).toBe(200);
    }
    // The owner's address got its own three, and the newest code works.
    expect(await mailsTo(email, defaults)).toBe(6);
    const code = await lastCodeFor(defaults, email);
    const reset = { email, code, password: 'Новый-пароль-2', password2: 'Новый-пароль-2' };
    expect((await post('/api/users/forgot_pass_complete/', reset, home, defaults)).statusCode).toBe(200);
  });

  it('limits code requests per address with 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/users/resend_activation_code/', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expect((await post('/api/users/resend_activation_code/', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
  });
});

describe("an admin's mails to an account", () => {
  const asAdmin = (admin: Actor, url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: admin.headers });

  it('mails a reset code to one account at most RATE_LIMIT_MAX times a window, from any admin or address', async () => {
    const [first, second] = [await makeAdmin(t), await makeAdmin(t)];
    const { user, email } = await makeCustomer(t);
    const url = `/api/add_user_for_admin/${user.id}/send_reset/`;
    for (let i = 0; i < 3; i++) expect((await asAdmin(first, url, {}, newIp())).statusCode).toBe(200);
    const refused = await asAdmin(second, url, {}, newIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain(MSG.tooManyAttempts);
    expect(await mailsTo(email)).toBe(3);
    // Another account is not held up by it.
    const other = await makeCustomer(t);
    expect((await asAdmin(first, `/api/add_user_for_admin/${other.user.id}/send_reset/`, {}, newIp())).statusCode).toBe(200);
  });

  it('mails an email-change code to one new address at most RATE_LIMIT_MAX times a window', async () => {
    const admin = await makeAdmin(t);
    const address = uniqueEmail('new-address');
    for (let i = 0; i < 3; i++) {
      const { user } = await makeCustomer(t);
      const res = await asAdmin(admin, `/api/add_user_for_admin/${user.id}/change_email/`, { email: address }, newIp());
      expect(res.statusCode, res.body).toBe(200);
    }
    const { user } = await makeCustomer(t);
    const refused = await asAdmin(admin, `/api/add_user_for_admin/${user.id}/change_email/`, { email: address }, newIp());
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo(address)).toBe(3);
  });
});

describe('TRUST_PROXY', () => {
  const failFrom = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: uniqueEmail(), password: 'x' },
      remoteAddress: '10.200.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it.each([
    ['the number of proxies', '1'],
    ['the proxies’ addresses', '10.200.0.0/16'],
  ])('with %s keys limits by the address the proxy saw, whatever the client writes before it', async (_, trust) => {
    const behind = await createTestApp({ RATE_LIMIT_MAX: '3', LOGIN_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: trust });
    try {
      for (let i = 0; i < 3; i++) expect((await failFrom(behind, `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      expect((await failFrom(behind, '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      expect((await failFrom(behind, '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
  });

  it('off by default: X-Forwarded-For is not believed at all', async () => {
    for (let i = 0; i < 3; i++) await failFrom(t, `203.0.113.${i}`);
    expect((await failFrom(t, '203.0.113.200')).statusCode).toBe(429);
  });
});
