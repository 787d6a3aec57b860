import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { COMPANY, FAQ, PUBLIC_PAGES, pageTitle } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp, useWebApp } from '../../test/helpers';

// A built web app in miniature, as `npm run build` leaves it: hashed assets with their .br/.gz, the
// empty shell (index.html) and each public page's prerendered document (prerendered.json).
const shell = (root: string) =>
  `<!doctype html><html><head><title>Kerben</title><meta name="description" content="x" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${root}</div>${'<div></div>'.repeat(200)}</body></html>`;
const INDEX = shell('');
const headingOf = (path: string) => `Заголовок страницы ${path}`;
const PRERENDERED = JSON.stringify(
  Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, shell(`<main><h1>${headingOf(page.path)}</h1></main>`)])),
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
    expect(structuredData((await get('/about')).body).map((item) => item['@type'])).toEqual(['Organization']);
  });

  it('dates every page of sitemap.xml with the day the web app was built', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const dates = [...sitemap.matchAll(/<url><loc>[^<]+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map((m) => m[1]);
    expect(dates).toHaveLength(PUBLIC_PAGES.length);
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
