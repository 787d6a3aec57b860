import { LANGUAGES, MSG, withLanguage } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

// Attacks on the request's language (docs/i18n.md): what a caller controls (Accept-Language, the
// lang cookie, the account's language) decides only which catalogue answers, never more.

const { t, actors: a, inject } = useTestApp({ actors: true });

const register = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/users/register/', payload: {}, headers });

/** The language a 400 of the registration speaks, from its first name's message. */
function spoken(res: { json<T>(): T }): string | undefined {
  const message = res.json<Record<string, string[]>>().first_name?.[0];
  return LANGUAGES.find((language) => withLanguage(language, () => MSG.firstNameRequired) === message);
}

describe('a malformed or huge preference', () => {
  const hostile: Record<string, Record<string, string>> = {
    'ten thousand ranges': { 'accept-language': Array.from({ length: 10_000 }, (_, i) => `x${i};q=0.${i % 10}`).join(',') },
    'a 100 kB range': { 'accept-language': 'e'.repeat(100_000) },
    'odd q-values': { 'accept-language': 'de;q=NaN,ky;q=-1,en;q=0,fr;q=1e999,ky;q=0;q=0.9' },
    unicode: { 'accept-language': 'кы-KG,中文;q=0.9,😀;q=0.8,en\u0000;q=0.7' },
    'a cookie of unknown values': { cookie: 'lang=%E0%A4%A; lang=__proto__; lang=constructor' },
    'a cookie named like a prototype': { cookie: '__proto__=en; constructor=ky; lang=toString' },
    'thousands of cookies': { cookie: Array.from({ length: 5_000 }, (_, i) => `c${i}=${i}`).join('; ') },
  };

  it.each(Object.entries(hostile))('answers %s quickly, in Russian, never a 500', async (_name, headers) => {
    const started = performance.now();
    const res = await register(headers);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('ru');
    expect(spoken(res)).toBe('ru');
  });

  it('names in Content-Language only one of its languages, whatever was asked (no header injection)', async () => {
    for (const cookie of ['lang=en%0d%0aSet-Cookie:%20x=1', 'lang=en\tX', 'lang="en"']) {
      const res = await register({ cookie });
      expect(res.statusCode).toBe(400);
      expect(LANGUAGES).toContain(res.headers['content-language']);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a well-formed preference among many others still chooses', async () => {
    const ranges = [...Array.from({ length: 2_000 }, (_, i) => `x${i};q=0.1`), 'ky;q=0.9'].join(',');
    expect(spoken(await register({ 'accept-language': ranges }))).toBe('ky');
  });
});

describe("the account's language", () => {
  it('is changed by its owner only: a customer cannot set it through the admin routes', async () => {
    for (const url of [`/api/users/profile/${a.customerA.user.id}/`, `/api/add_user_for_admin/update/${a.customerA.user.id}/`]) {
      expect((await inject('PATCH', url, a.customerB, { language: 'en' })).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/users/profile/', a.customerA)).json()).toMatchObject({ language: 'ru' });
  });

  it('an admin editing a user does not change their language (not one of the fields)', async () => {
    const res = await inject('PATCH', `/api/add_user_for_admin/update/${a.customerA.user.id}/`, a.admin, {
      language: 'en',
      first_name: 'Айгуль',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inject('GET', '/api/users/profile/', a.customerA)).json()).toMatchObject({ language: 'ru' });
  });

  it('takes only a language it speaks, and nothing rides along with it (an unknown field is a 400)', async () => {
    for (const language of ['__proto__', 'constructor', 'EN', 'en\r\nX: 1', 'de', 1, null, { en: true }]) {
      const res = await inject('PATCH', '/api/users/profile/', a.customerB, { language });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['language']);
    }
    for (const extra of [{ role: 'admin' }, { is_staff: true }, { is_admin: true }, { email: 'x@example.com' }, { id: 1 }]) {
      const res = await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'en', ...extra });
      // Refused by name, or (role: the legacy client sends it back) ignored.
      if (res.statusCode === 400) expect(Object.keys(res.json())).toEqual(Object.keys(extra));
      else expect(res.statusCode, res.body).toBe(200);
      const profile = (await inject('GET', '/api/users/profile/', a.customerB)).json<Record<string, unknown>>();
      expect(profile).toMatchObject({ id: a.customerB.user.id, role: 'customer', is_admin: false, email: a.customerB.email });
    }
    await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'ru' });
    expect((await inject('GET', '/api/add_user_for_admin/list/', a.customerB)).statusCode).toBe(403);
  });
});

describe('parallel requests', () => {
  it('fifty at once, each in its own language: none hears another one', async () => {
    await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'ky' });
    try {
      const asked = Array.from({ length: 50 }, (_, i) => LANGUAGES[i % LANGUAGES.length] as string);
      const answers = await Promise.all(
        asked.map((language, i) =>
          i % 5 === 4
            ? // A signed-in Kyrgyz speaker asking in another language: the account's wins, for them only.
              t.app.inject({
                method: 'PATCH',
                url: '/api/users/profile/',
                headers: { ...a.customerB.headers, 'accept-language': language },
                payload: { first_name: '' },
              })
            : register(i % 2 ? { 'accept-language': language } : { cookie: `lang=${language}` }),
        ),
      );
      answers.forEach((res, i) => {
        const expected = i % 5 === 4 ? 'ky' : asked[i];
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-language']).toBe(expected);
        expect(spoken(res)).toBe(expected);
      });
    } finally {
      await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'ru' });
    }
  });
});

describe('the response cache', () => {
  const url = '/api/catalog/sites/countries/';

  it("keeps one answer per language: one language's cached answer never reaches another", async () => {
    const bodies = new Map<string, string>();
    for (let round = 0; round < 2; round++) {
      for (const language of LANGUAGES) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `lang=${language}` } });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-language']).toBe(language);
        if (round === 0) bodies.set(language, res.body);
        else expect(res.body).toBe(bodies.get(language));
      }
    }
    // A signed-in caller is served the entry of their account's language, the same as anyone's.
    await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'en' });
    try {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...a.customerB.headers, cookie: 'lang=ky' } });
      expect(res.headers['content-language']).toBe('en');
      expect(res.body).toBe(bodies.get('en'));
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await inject('PATCH', '/api/users/profile/', a.customerB, { language: 'ru' });
    }
  });
});

describe('the catalogues', () => {
  it('a language name or key shaped like a prototype reads nothing', () => {
    expect(withLanguage('__proto__' as never, () => MSG.firstNameRequired)).toBe(MSG.firstNameRequired);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
