import { describe, expect, it } from 'vitest';
import { bearer, lastCodeFor, multipart, registration, type SessionAnswer, useTestApp } from '../test/helpers';
import { pngImage } from '../test/images';
import { categories } from './db/schema';

const CARD_NUMBER = '4111111111111111';
// Every form refuses a NUL before the database sees it, so a scratch route stores one: the
// database refuses it, and its error carries the query's parameters.
const REFUSED_BY_DATABASE = '/api/test/refused-by-database/';

const { t } = useTestApp({
  routes: (app) =>
    app.post(REFUSED_BY_DATABASE, async () => {
      await t.services.db.insert(categories).values({ name: `${CARD_NUMBER}\u0000` });
      return {};
    }),
});

/** Runs every auth endpoint once, the way a person would, and returns every secret it saw. */
async function fullAuthFlow(): Promise<string[]> {
  const secrets: string[] = [];
  const seen = (...values: string[]) => {
    secrets.push(...values);
  };
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  const body = registration({ password: 'Первый-пароль-1', password2: 'Первый-пароль-1' });
  const { email } = body;
  seen(body.password);
  expect((await post('/api/users/register/', body)).statusCode).toBe(201);
  const activationCode = await lastCodeFor(t, email);
  await t.services.mail.flush();
  seen(activationCode);
  await post('/api/users/activation_account/', { email, code: activationCode === '000000' ? '000001' : '000000' });
  expect((await post('/api/users/activation_account/', { email, code: activationCode })).statusCode).toBe(200);

  seen('Неверный-пароль-9');
  expect((await post('/api/users/login/', { email, password: 'Неверный-пароль-9' })).statusCode).toBe(401);
  const first = (await post('/api/users/login/', { email, password: body.password })).json<SessionAnswer>();
  seen(first.access, first.refresh);

  const upload = multipart({ front_image: { filename: 'passport.png', contentType: 'image/png', data: await pngImage() } });
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/profile/',
    headers: { ...bearer(first.access), ...upload.headers },
    payload: upload.payload,
  });
  const link = profile.json().front_image as string;
  seen(new URL(link, 'http://x').searchParams.get('sig') as string);
  expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

  const second = (await post('/api/token/refresh/', { refresh: first.refresh })).json<SessionAnswer>();
  seen(second.access, second.refresh);
  // Presented again at once (another tab): a valid pair of the same session, and more secrets.
  const graced = (await post('/api/token/refresh/', { refresh: first.refresh })).json<SessionAnswer>();
  seen(graced.access, graced.refresh);

  const change = { old_password: body.password, new_password: 'Второй-пароль-2', confirm_new_password: 'Второй-пароль-2' };
  seen(change.new_password);
  const third = (await post('/api/users/change_password/', change, bearer(second.access))).json<SessionAnswer>();
  seen(third.access, third.refresh);

  await post('/api/users/forgot_pass_send_activation_code/', { email });
  const resetCode = await lastCodeFor(t, email);
  await t.services.mail.flush();
  seen(resetCode);
  const reset = { email, code: resetCode, password: 'Третий-пароль-3', password2: 'Третий-пароль-3' };
  seen(reset.password);
  expect((await post('/api/users/forgot_pass_complete/', reset)).statusCode).toBe(200);

  const fourth = (await post('/api/users/login/', { email, password: reset.password })).json<SessionAnswer>();
  seen(fourth.access, fourth.refresh);
  expect((await post('/api/users/logout/', { refresh: fourth.refresh })).statusCode).toBe(204);

  // A card number sent where it does not belong: to a path that does not exist yet, and into a
  // text the database refuses (its error carries the query parameters).
  seen(CARD_NUMBER);
  await post('/api/billing/add/', { number: CARD_NUMBER, end_date: '12-2030', full_name: 'AIGUL T', cvv: '123' });
  expect((await post(REFUSED_BY_DATABASE, {})).statusCode).toBe(400);
  return secrets;
}

describe('the log of a full auth flow', () => {
  it('records the requests but no password, code, token, signature or card number', async () => {
    const secrets = await fullAuthFlow();
    const log = t.logs();

    // The log did capture the flow, including the database error of the last request.
    expect(log).toContain('/api/users/login/');
    expect(log).toContain('/api/token/refresh/');
    expect(log).toContain('mail sent');
    expect(log).toContain('value refused by the database');
    expect(log).toContain('sig=[hidden]');

    expect(secrets).toHaveLength(18);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log, `the log contains ${secret}`).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(/authorization/i);
  });
});
