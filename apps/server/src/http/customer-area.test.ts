import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeParcel } from '../../test/fixtures/parcels';
import { makeCustomer, useTestApp, useWebApp } from '../../test/helpers';

// The server's part of drawing a customer's /user: whose answers, which headers, and the empty shell
// whenever it cannot draw. The web build's renderer is played by a small module of the same shape
// (the real one, apps/web/src/prerender.tsx, is driven in the browser journey server-drawn.spec.ts):
// it draws the greeting and the parcels' names from the answers it is handed.
const RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
export function earlyRequests(home) {
  return ['/api/users/profile/', ...(home ? ['/api/warehouses/my/?page=1'] : [])];
}
export async function renderCustomerArea({ url, language, answers, staff }) {
  const profile = answers['/api/users/profile/'];
  const parcels = answers['/api/warehouses/my/?page=1'];
  if (parcels.results.some((parcel) => parcel.name === 'Сломает отрисовку')) throw new Error('the renderer failed');
  if (parcels.results.some((parcel) => parcel.name === 'Уронит отрисовку')) process.exit(1);
  const items = parcels.results.map((parcel) => '<li>' + escape(parcel.name) + '</li>').join('');
  return {
    html: '<main data-url="' + escape(url) + '" data-staff="' + staff + '"><h1>Здравствуйте, ' + escape(profile.first_name) + '!</h1><ul>' + items + '</ul></main>',
    state: JSON.stringify({ language, names: parcels.results.map((parcel) => parcel.name) }),
  };
}`;
const SHELL =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" />' +
  '<script type="module" async crossorigin src="/assets/early-requests-x.js" data-early-get="/api/users/profile/ /api/warehouses/my/?page=1"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-x.js"><script type="module" crossorigin src="/assets/index-x.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/area-x.css"></head><body><div id="root"></div></body></html>';

const { t, actors: a } = useTestApp({ actors: true });
const web = useWebApp(t, {
  'index.html': SHELL,
  'index.user.html': SHELL,
  'index.user-pages.html': SHELL,
  'assets/area-x.css': '.greeting{color:#123456}',
  'area-shells.json': JSON.stringify([
    { prefix: '/user', home: '/user', homeShell: 'index.user.html', pagesShell: 'index.user-pages.html' },
  ]),
  '../dist-ssr/prerender.js': RENDERER,
});

const openUser = (cookie?: string) => web.app.inject({ method: 'GET', url: '/user', headers: cookie ? { cookie } : {} });
/** /user as drawn on the server: the first page after the renderer's (re)start is the empty shell. */
async function openDrawnUser(cookie: string) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await openUser(cookie);
    if (res.headers['cache-control'] === 'private, no-store' || attempt === 50) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** The state the page hands the browser, as the browser reads it. */
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="kerben-server-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { language: string; names: string[] });
};

describe('a customer’s /user drawn on the server', () => {
  it('draws the signed-in customer’s own greeting and parcels, never kept by a cache', async () => {
    const mine = await makeParcel(t, a.admin, a.customerA, { name: 'Кроссовки & шнурки' });
    const theirs = await makeParcel(t, a.admin, a.customerB, { name: 'Чужая посылка' });
    const res = await openDrawnUser(`accessToken=${a.customerA.access}; isAdmin=false`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = res.body;
    expect(html).toContain(`<h1>Здравствуйте, ${a.customerA.user.firstName}!</h1>`);
    expect(html).toContain('<li>Кроссовки &amp; шнурки</li>');
    expect(html).not.toContain(theirs.name);
    expect(stateOf(html)?.names).toContain(mine.name);
    expect(stateOf(html)?.language).toBe('ru');
    // The shell's own early requests are not sent again; the styles come in the page, the code after it.
    expect(html).not.toContain('data-early-get');
    expect(html).toContain('<style>.greeting{color:#123456}</style>');
    expect(html).toContain('<link disabled rel="stylesheet" crossorigin href="/assets/area-x.css">');
    expect(html.indexOf('/assets/index-x.js')).toBeGreaterThan(html.indexOf('kerben-server-state'));
  });

  it('hands text that would end the state’s element or look like a replacement pattern over unchanged', async () => {
    const name = "</script><script>alert(1)</script> $& $' $`";
    await makeParcel(t, a.admin, a.customerB, { name });
    const res = await openDrawnUser(`accessToken=${a.customerB.access}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain("$&amp; $' $`");
    expect(stateOf(res.body)?.names).toContain(name);
  });

  it('keeps no-store and Vary: Cookie when sent compressed; an account read in Kyrgyz gets the empty shell', async () => {
    const reader = await makeCustomer(t);
    // Enough text to be compressed.
    for (let i = 1; i <= 8; i += 1) await makeParcel(t, a.admin, reader, { name: `Кроссовки для бега, пара ${i}` });
    const cookie = `accessToken=${reader.access}`;
    await openDrawnUser(cookie);
    const res = await web.app.inject({ method: 'GET', url: '/user', headers: { cookie, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="ru"');
    expect(stateOf(html)?.language).toBe('ru');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: reader.headers,
      payload: { language: 'ky' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const kyrgyz = await openUser(cookie);
    expect(kyrgyz.headers['cache-control']).toBe('no-cache');
    expect(kyrgyz.body).toBe(SHELL);
  });

  it('answers the empty shell without a session, with a token the API refuses, or when drawing fails', async () => {
    const unlucky = await makeCustomer(t);
    await makeParcel(t, a.admin, unlucky, { name: 'Сломает отрисовку' });
    for (const cookie of [
      undefined,
      'accessToken=null',
      'accessToken=not-a-token',
      `accessToken=${a.customerA.access}x`,
      // Well signed, but for a session that is not (or no longer) there.
      `accessToken=${await t.services.tokens.signAccess(a.customerA.user.id, randomUUID())}`,
      `accessToken=${unlucky.access}`,
    ]) {
      const res = await openUser(cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
      expect(res.body, cookie).toBe(SHELL);
    }
  });

  it('starts the renderer again after it dies, and meanwhile answers the empty shell', async () => {
    const crasher = await makeCustomer(t);
    await makeParcel(t, a.admin, crasher, { name: 'Уронит отрисовку' });
    await openDrawnUser(`accessToken=${a.customerA.access}`);
    const crashed = await openUser(`accessToken=${crasher.access}`);
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toBe(SHELL);
    const again = await openDrawnUser(`accessToken=${a.customerA.access}`);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.body).toContain(`<h1>Здравствуйте, ${a.customerA.user.firstName}!</h1>`);
  });

  it('draws at most four pages at once: the rest of a burst is the empty shell at once, never an error', async () => {
    await openDrawnUser(`accessToken=${a.customerA.access}`);
    const burst = await Promise.all(Array.from({ length: 20 }, () => openUser(`accessToken=${a.customerA.access}`)));
    expect(burst.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const drawn = burst.filter((res) => res.headers['cache-control'] === 'private, no-store');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(4);
    for (const res of burst) if (!drawn.includes(res)) expect(res.body).toBe(SHELL);
  });
});
