import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { COMPANY, FAQ, LANGUAGES, PUBLIC_PAGES, pageTitle, publicPagePath, withLanguage } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp, useWebApp } from '../../test/helpers';

// A built web app in miniature, as `npm run build` leaves it: hashed assets with their .br/.gz, the
// empty shell (index.html) and each public page's prerendered document (prerendered.json).
const shell = (root: string) =>
  `<!doctype html><html lang="ru"><head><title>Kerben</title><meta name="description" content="x" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${root}</div>${'<div></div>'.repeat(200)}</body></html>`;
const INDEX = shell('');
const headingOf = (path: string) => `Заголовок страницы ${path}`;
// Every page in every language, at its address (`/faq`, `/ky/faq`, `/en/faq`).
const PRERENDERED = JSON.stringify(
  Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      PUBLIC_PAGES.map((page) => {
        const address = publicPagePath(page.path, language);
        return [address, shell(`<main><h1>${headingOf(address)}</h1></main>`)];
      }),
    ),
  ),
);
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// The customer area's shells, as the build writes them: the home page's preloads at /user only.
const USER_HOME_SHELL = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/UserHomePage-x.js"></head>');
const USER_PAGES_SHELL = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/user-x.js"></head>');
const AREA_SHELLS = JSON.stringify([
  { prefix: '/user', home: '/user', homeShell: 'index.user.html', pagesShell: 'index.user-pages.html' },
]);

const { t } = useTestApp();
const web = useWebApp(t, {
  ...Object.fromEntries(
    Object.entries({
      'index.html': INDEX,
      'index.user.html': USER_HOME_SHELL,
      'index.user-pages.html': USER_PAGES_SHELL,
      'assets/index-abc123.js': SCRIPT,
    }).flatMap(([name, text]) => [
      [name, text],
      [`${name}.br`, brotliCompressSync(text)],
      [`${name}.gz`, gzipSync(text)],
    ]),
  ),
  'prerendered.json': PRERENDERED,
  'area-shells.json': AREA_SHELLS,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

/** The JSON-LD objects in a page's HTML. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const get = (url: string, encoding?: string) =>
  web.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app and its transport', () => {
  it('serves hashed assets precompressed and cached for good', async () => {
    const res = await get('/assets/index-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect((await get('/assets/index-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js')).body).toBe(SCRIPT);
  });

  it('never lets index.html be cached, on / and on every client route, and sends it compressed', async () => {
    for (const url of ['/', '/catalog', '/admin/catalog']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.rawPayload).toString();
      // A public page is its prerendered document with its own tags; other routes get the shell as built.
      if (url === '/admin/catalog') expect(html).toBe(INDEX);
      else expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost(:80)?\/og-image.png" \/>/);
    }
  });

  it("answers a signed-in area's addresses with its shell, which preloads that area's chunks, never cached", async () => {
    const bodyOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body;
    };
    expect(await bodyOf('/user')).toBe(USER_HOME_SHELL);
    expect(await bodyOf('/user/')).toBe(USER_HOME_SHELL);
    expect(await bodyOf('/user/settings')).toBe(USER_PAGES_SHELL);
    expect(await bodyOf('/user/biling/payments/5?x=1')).toBe(USER_PAGES_SHELL);
    // Only the area's own addresses: /users and the other areas get the plain shell.
    expect(await bodyOf('/users')).toBe(INDEX);
    expect(await bodyOf('/admin/catalog')).toBe(INDEX);
  });

  it('gives each public page its title, description and Open Graph tags, and lists them in sitemap.xml and robots.txt', async () => {
    const faq = await get('/faq/');
    expect(faq.body).toContain('<title>Вопросы и ответы — Kerben</title>');
    expect(faq.body).toContain('<meta property="og:title" content="Вопросы и ответы — Kerben" />');
    expect(faq.body).toMatch(/<meta name="description" content="[^"]*таможенные лимиты/);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const page of PUBLIC_PAGES) expect(sitemap.body).toMatch(new RegExp(`<loc>http://localhost(:80)?${page.path}</loc>`));
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toMatch(/Sitemap: http:\/\/localhost(:80)?\/sitemap.xml/);
  });

  it('answers each public page with its prerendered document: heading, title, description, Open Graph, canonical, JSON-LD', async () => {
    for (const page of PUBLIC_PAGES) {
      const res = await get(page.path);
      expect(res.statusCode, page.path).toBe(200);
      const html = res.body;
      expect(html, page.path).toContain(`<h1>${headingOf(page.path)}</h1>`);
      expect(html).toContain(`<title>${pageTitle(page.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}" />`);
      expect(html).toContain(`<meta property="og:title" content="${pageTitle(page.title)}" />`);
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost(:80)?${page.path}" />`));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost(:80)?${page.path}" />`));
      const organization = structuredData(html).find((item) => item['@type'] === 'Organization');
      expect(organization, page.path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Kerben',
        telephone: COMPANY.phoneE164,
        email: COMPANY.email,
        address: { addressLocality: COMPANY.city, streetAddress: COMPANY.street, addressCountry: COMPANY.country },
      });
    }
    // The trailing slash the server ignores leads to the same document.
    expect((await get('/faq/')).body).toContain(`<h1>${headingOf('/faq')}</h1>`);
  });

  it('gives /faq, and only /faq, the questions and answers the page shows as a FAQPage', async () => {
    const faq = structuredData((await get('/faq')).body).find((item) => item['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toEqual(
      FAQ.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
    );
    expect(structuredData((await get('/about')).body).map((item) => item['@type'])).toEqual(['Organization', 'WebPage']);
  });

  it('dates every page of sitemap.xml with the day the web app was built', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const dates = [...sitemap.matchAll(/<url><loc>[^<]+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((m) => m[1]);
    expect(dates).toHaveLength(PUBLIC_PAGES.length * LANGUAGES.length);
    // useWebApp wrote the files just now.
    expect(new Set(dates)).toEqual(new Set([new Date().toISOString().slice(0, 10)]));
  });

  it('caches files outside assets/ only briefly (their names do not change between releases)', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    // The OpenAPI document: a JSON answer well over the 1 kB below which compressing is not worth it.
    const res = await get('/api/docs/json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });
    const plain = await get('/api/countries/list/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(5);
  });

  it('still answers a JSON 404 for unknown /api and /media paths', async () => {
    for (const url of ['/api/nothing/', '/media/public/nothing.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Не найдено' });
    }
  });
});

describe('the public pages in each language', () => {
  const hreflangs = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
    );
  const ORIGIN = /^http:\/\/localhost(:80)?/;
  const pathOf = (url: string | undefined) => url?.replace(ORIGIN, '');

  it('answers /ky/… and /en/… with their own document, lang, title, description, Open Graph locale and canonical', async () => {
    for (const language of ['ky', 'en'] as const) {
      for (const page of PUBLIC_PAGES) {
        const address = publicPagePath(page.path, language);
        // A visitor who chose Russian (cookie, Accept-Language) still gets the address's language.
        const res = await web.app.inject({
          method: 'GET',
          url: address,
          headers: { cookie: 'lang=ru', 'accept-language': 'ru' },
        });
        expect(res.statusCode, address).toBe(200);
        expect(res.headers['content-language'], address).toBe(language);
        const html = res.body;
        expect(html, address).toContain(`<h1>${headingOf(address)}</h1>`);
        expect(html).toContain(`<html lang="${language}">`);
        const { title, description } = withLanguage(language, () => ({ title: page.title, description: page.description }));
        expect(title, address).not.toBe(page.title); // translated, not the Russian
        expect(html).toContain(`<title>${escapeHtml(pageTitle(title))}</title>`);
        expect(html).toContain(`<meta name="description" content="${escapeHtml(description)}" />`);
        expect(html).toContain(`<meta property="og:title" content="${escapeHtml(pageTitle(title))}" />`);
        expect(html).toContain(`<meta property="og:locale" content="${language === 'ky' ? 'ky_KG' : 'en_US'}" />`);
        expect(html).toContain('<meta property="og:locale:alternate" content="ru_RU" />');
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost(:80)?${address}" />`));
        expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost(:80)?${address}" />`));
      }
    }
    // The trailing slash the server ignores: /ky/ is /ky.
    expect((await get('/ky/')).body).toContain(`<h1>${headingOf('/ky')}</h1>`);
    expect((await get('/en/faq/')).body).toContain(`<h1>${headingOf('/en/faq')}</h1>`);
  });

  it('links every version of a page to the others with hreflang, x-default the Russian one, whatever the language', async () => {
    for (const page of PUBLIC_PAGES) {
      const expected = {
        ru: page.path,
        ky: publicPagePath(page.path, 'ky'),
        en: publicPagePath(page.path, 'en'),
        'x-default': page.path,
      };
      for (const address of Object.values(expected)) {
        const links = hreflangs((await get(address)).body);
        expect(Object.keys(links).sort(), address).toEqual(['en', 'ky', 'ru', 'x-default']);
        expect(Object.fromEntries(Object.entries(links).map(([lang, href]) => [lang, pathOf(href as string)])), address).toEqual(
          expected,
        );
      }
    }
    expect(publicPagePath('/', 'ky')).toBe('/ky');
  });

  it('keeps the Russian pages Russian for a visitor whose browser asks for English', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-language': 'en-US,en', cookie: 'lang=ky' },
    });
    expect(res.headers['content-language']).toBe('ru');
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('<title>Вопросы и ответы — Kerben</title>');
  });

  it("writes the JSON-LD in the page's language: the page, the company's address, /faq's questions", async () => {
    const ky = structuredData((await get('/ky/faq')).body);
    const kyFaq = withLanguage('ky', () => FAQ.map((item) => ({ q: item.q, a: item.a })));
    expect(kyFaq[0]?.q).not.toBe(FAQ[0]?.q);
    expect(ky.find((item) => item['@type'] === 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'ky',
      mainEntity: kyFaq.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    });
    const kyTitle = withLanguage('ky', () => PUBLIC_PAGES.find((page) => page.path === '/faq')?.title ?? '');
    const webPage = ky.find((item) => item['@type'] === 'WebPage');
    expect(webPage).toMatchObject({ inLanguage: 'ky', name: pageTitle(kyTitle) });
    expect(pathOf(webPage?.url as string)).toBe('/ky/faq');
    const kyStreet = withLanguage('ky', () => COMPANY.street);
    expect(kyStreet).not.toBe(COMPANY.street);
    expect(ky.find((item) => item['@type'] === 'Organization')).toMatchObject({
      address: { streetAddress: kyStreet, addressLocality: withLanguage('ky', () => COMPANY.city) },
      sameAs: [COMPANY.social.instagram.href, COMPANY.social.telegram.href],
    });
    const en = structuredData((await get('/en/about')).body);
    expect(en.find((item) => item['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en' });
    expect(en.find((item) => item['@type'] === 'Organization')).toMatchObject({
      address: { streetAddress: withLanguage('en', () => COMPANY.street) },
    });
    expect(en.map((item) => item['@type'])).not.toContain('FAQPage');
  });

  it('lists every page in every language in sitemap.xml, each naming its other versions', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    const locs = entries.map((m) => pathOf(m[1]));
    expect(locs.sort()).toEqual(
      LANGUAGES.flatMap((language) => PUBLIC_PAGES.map((page) => publicPagePath(page.path, language))).sort(),
    );
    const faq = entries.find((m) => pathOf(m[1]) === '/en/faq')?.[0] ?? '';
    const alternates = [...faq.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (m) => `${m[1]} ${pathOf(m[2])}`,
    );
    expect(alternates).toEqual(['ru /faq', 'ky /ky/faq', 'en /en/faq', 'x-default /faq']);
  });

  it('gives an address under /ky that is no public page the empty shell (the app draws it)', async () => {
    const res = await get('/ky/legal/terms');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe('a forged Host header', () => {
  it('never reaches a URL in an answer, robots.txt or sitemap.xml; an allowed host with a port does', async () => {
    for (const host of [
      'localhost:@evil.example',
      'localhost@evil.example',
      'evil.example',
      'localhost:80x',
      'localhost:/evil',
    ]) {
      for (const url of ['/robots.txt', '/sitemap.xml', '/api/countries/list/', '/']) {
        const res = await web.app.inject({ method: 'GET', url, headers: { host } });
        expect(res.body, `${host} ${url}`).not.toContain('evil');
        expect(res.body, `${host} ${url}`).not.toContain('80x');
      }
    }
    const sitemap = await web.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'LOCALHOST:3000' } });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
  });
});
