import {
  countryName,
  MAIL,
  MSG,
  PAGE_LANGUAGE_HEADER,
  PARCEL_EVENT_TEXT,
  parcelStatusName,
  warehouseName,
  withLanguage,
} from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../test/fixtures/parcels';
import { lastMailTo, registration, uniqueEmail, useTestApp } from '../../test/helpers';

// The server speaks the caller's language (docs/i18n.md): the account's, else the lang cookie, else
// Accept-Language, else Russian; and a mail speaks its recipient's, whoever caused it.

const { t, actors: a, inject } = useTestApp({ actors: true });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const setLanguage = (actor: { headers: Record<string, string> }, language: string) =>
  inject('PATCH', '/api/users/profile/', actor, { language });

describe('the language of an answer', () => {
  it.each(['en', 'ky'] as const)('says each field of a 400 in %s when the browser asks for it', async (language) => {
    const res = await post('/api/users/register/', {}, { 'accept-language': `${language},ru;q=0.5` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe(language);
    const fields = res.json<Record<string, string[]>>();
    expect(fields.first_name).toEqual([withLanguage(language, () => MSG.firstNameRequired)]);
    expect(fields.email).toEqual([withLanguage(language, () => MSG.emailRequired)]);
    expect(fields.first_name?.[0]).not.toBe(MSG.firstNameRequired);
  });

  it('says a rule of its own in the language asked: a short password in Kyrgyz', async () => {
    const res = await post('/api/users/register/', registration({ password: 'short', password2: 'short' }), {
      'accept-language': 'ky-KG',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [withLanguage('ky', () => MSG.passwordTooShort)] });
  });

  it('answers Russian without a preference, and for a language it does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE,fr;q=0.8' }] as Record<string, string>[]) {
      const res = await post('/api/users/register/', {}, headers);
      expect(res.headers['content-language']).toBe('ru');
      expect(res.json<Record<string, string[]>>().first_name).toEqual([MSG.firstNameRequired]);
    }
  });

  it("follows the visitor's lang cookie over Accept-Language, and ignores a cookie it does not know", async () => {
    const chosen = await post('/api/users/register/', {}, { cookie: 'theme=dark; lang=en', 'accept-language': 'ky' });
    expect(chosen.headers['content-language']).toBe('en');
    const unknown = await post('/api/users/register/', {}, { cookie: 'lang=de', 'accept-language': 'ky' });
    expect(unknown.headers['content-language']).toBe('ky');
  });

  it("speaks the account's language whatever the browser asks", async () => {
    expect((await setLanguage(a.customerB, 'ky')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...a.customerB.headers, 'accept-language': 'en', cookie: 'lang=en' },
      payload: { first_name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('ky');
    expect(res.json()).toEqual({ first_name: [withLanguage('ky', () => MSG.firstNameRequired)] });
    // A refusal before any body is read too: the admins' list, to a customer.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/add_user_for_admin/list/',
      headers: { ...a.customerB.headers, 'accept-language': 'en' },
    });
    expect(refused.json()).toEqual({ detail: withLanguage('ky', () => MSG.forbidden) });
    await setLanguage(a.customerB, 'ru');
  });
});

describe("the web app's page language", () => {
  const countries = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries/list/', headers });
    expect(res.statusCode).toBe(200);
    return { language: res.headers['content-language'], names: res.json<Array<{ id: number; name: string }>>() };
  };

  it('answers in the language of the page, over the cookie and Accept-Language: a Kyrgyz page in a Russian browser', async () => {
    const russian = await countries({ 'accept-language': 'ru-RU', cookie: 'lang=en' });
    const kyrgyz = await countries({ 'accept-language': 'ru-RU', cookie: 'lang=en', [PAGE_LANGUAGE_HEADER]: 'ky' });
    expect(russian.language).toBe('en');
    expect(kyrgyz.language).toBe('ky');
    const usa = kyrgyz.names.find((country) => country.id === russian.names[0]?.id);
    expect(usa?.name).toBe(withLanguage('ky', () => countryName(usa?.id ?? null)));
    expect(usa?.name).not.toBe(russian.names[0]?.name);
  });

  it("answers a signed-in person in the page's language, and their account's without the header", async () => {
    expect((await setLanguage(a.customerB, 'ky')).statusCode).toBe(200);
    const onEnglishPage = await inject(
      'PATCH',
      '/api/users/profile/',
      { headers: { ...a.customerB.headers, [PAGE_LANGUAGE_HEADER]: 'en' } },
      {
        first_name: '',
      },
    );
    expect(onEnglishPage.headers['content-language']).toBe('en');
    expect(onEnglishPage.json()).toEqual({ first_name: [withLanguage('en', () => MSG.firstNameRequired)] });
    const elsewhere = await inject('PATCH', '/api/users/profile/', a.customerB, { first_name: '' });
    expect(elsewhere.headers['content-language']).toBe('ky');
    // The header chooses words only: the account keeps the language it chose.
    expect((await inject('GET', '/api/users/profile/', a.customerB)).json()).toMatchObject({ language: 'ky' });
    await setLanguage(a.customerB, 'ru');
  });

  it.each(['de', 'EN', '', 'ru,en', 'x'.repeat(10_000)])('ignores a page language it does not speak: %j', async (named) => {
    const res = await countries({ [PAGE_LANGUAGE_HEADER]: named, cookie: 'lang=en' });
    expect(res.language).toBe('en');
  });
});

describe("the profile's language", () => {
  it('is Russian for a new account, and the profile and the admin see the one chosen', async () => {
    expect((await inject('GET', '/api/users/profile/', a.customerA)).json()).toMatchObject({ language: 'ru' });
    const res = await setLanguage(a.customerA, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en' });
    // The very next request hears it: the session's cached access is dropped with the change.
    expect((await inject('GET', '/api/users/profile/', a.customerA)).headers['content-language']).toBe('en');
    const seen = await inject('GET', `/api/users/profile/${a.customerA.user.id}/`, a.admin);
    expect(seen.json()).toMatchObject({ language: 'en' });
    const listed = await inject('GET', `/api/add_user_for_admin/list/?search=${encodeURIComponent(a.customerA.email)}`, a.admin);
    expect(listed.json<{ results: Array<{ id: number; language: string }> }>().results).toContainEqual(
      expect.objectContaining({ id: a.customerA.user.id, language: 'en' }),
    );
    await setLanguage(a.customerA, 'ru');
  });

  it.each(['de', '', 'RU', 5, null])('refuses %j with a 400 on language and keeps the one it had', async (language) => {
    const res = await inject('PATCH', '/api/users/profile/', a.customerA, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ language: [MSG.languageInvalid] });
    expect((await inject('GET', '/api/users/profile/', a.customerA)).json()).toMatchObject({ language: 'ru' });
  });

  it('is the language the visitor registered in', async () => {
    const email = uniqueEmail('ky');
    const res = await post('/api/users/register/', registration({ email }), { 'accept-language': 'ky' });
    expect(res.statusCode, res.body).toBe(201);
    // The activation code's mail is in Kyrgyz, then the account speaks it.
    const mail = await lastMailTo(t, email);
    const code = /\b(\d{6})\b/.exec(mail)?.[1] ?? '';
    const kyrgyz = withLanguage('ky', () => MAIL.activationCode(code, 1, new Date()).text);
    expect(mail.slice(0, 20)).toBe(kyrgyz.slice(0, 20));
    const activated = await post('/api/users/activation_account/', { email, code, registration: res.json().registration });
    expect(activated.statusCode, activated.body).toBe(200);
    const login = await post('/api/users/login/', { email, password: registration().password });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(profile.json()).toMatchObject({ language: 'ky' });
  });
});

describe('mails in the recipient’s language', () => {
  it('mails a Kyrgyz-speaking customer their reset code in Kyrgyz, whoever asks and in whatever language', async () => {
    await setLanguage(a.customerB, 'ky');
    // A stranger asking in Russian, then an admin helping in Russian: both mails are in Kyrgyz.
    const asked = await post(
      '/api/users/forgot_pass_send_activation_code/',
      { email: a.customerB.email },
      { 'accept-language': 'ru' },
    );
    expect(asked.statusCode).toBe(200);
    const mail = await lastMailTo(t, a.customerB.email);
    const code = /\b(\d{6})\b/.exec(mail)?.[1] ?? '';
    expect(mail).toBe(withLanguage('ky', () => MAIL.passwordResetCode(code, 15).text));
    expect(mail).not.toBe(MAIL.passwordResetCode(code, 15).text);
    await setLanguage(a.customerB, 'ru');
  });

  it("mails the parcel an operator received in its owner's Kyrgyz, the status and warehouse named by the catalogue", async () => {
    await setLanguage(a.customerB, 'ky');
    const parcel = await makeParcel(t, a.admin, a.customerB);
    const seen = await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerB);
    const { warehouse_detail, status } = seen.json<{
      warehouse_detail: { id: number; name: string };
      status: { id: number; name: string };
    }>();
    expect(status.name).toBe(withLanguage('ky', () => parcelStatusName(status.id)));
    const text = withLanguage('ky', () =>
      PARCEL_EVENT_TEXT.received({
        name: parcel.name,
        trackNumber: parcel.track_number,
        status: parcelStatusName(status.id),
        warehouse: warehouseName(warehouse_detail.id),
      }),
    );
    expect((await lastMailTo(t, a.customerB.email)).startsWith(text.description)).toBe(true);
    await setLanguage(a.customerB, 'ru');
  });
});
