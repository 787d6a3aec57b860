import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  MSG,
  OG_IMAGE_PATH,
  OG_LOCALE,
  PUBLIC_PAGES,
  type PublicPageMeta,
  pageTitle,
  publicPagePath,
  SITE_NAME,
  withLanguage,
} from '@kerben/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { useLanguage } from '../core/language';
import { createCustomerAreaDrawing, customerAreaRenderer, shellForDrawnPages } from './customer-area';
import { requestOrigin } from './origin';
import { structuredData } from './structured-data';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files outside assets/ (favicon, robots) keep their names across releases: cached briefly.
const SHORT = 'public, max-age=3600';

function cacheControlFor(filePath: string): string {
  // Every release changes which assets index.html names: it is always asked for again.
  if (/^index\.(?:[\w-]+\.)?html/.test(path.basename(filePath))) return 'no-cache';
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page's address in every language and x-default (the Russian one), for <link> and the sitemap. */
function alternates(path: string, origin: string): { hreflang: string; href: string }[] {
  const links = LANGUAGES.map((language) => ({ hreflang: language, href: origin + publicPagePath(path, language) }));
  return [...links, { hreflang: 'x-default', href: origin + publicPagePath(path, DEFAULT_LANGUAGE) }];
}

/**
 * A public page's HTML in `language` with its `lang`, its own title, description, Open Graph tags,
 * canonical link, links to the page in the other languages and structured data, so that search
 * engines and link previews (which run no script) see each page as itself. `page` is read, like
 * the structured data, in `language` (the caller runs this inside withLanguage).
 */
export function withPageMeta(html: string, page: PublicPageMeta, origin: string, language: Language): string {
  const title = escapeHtml(pageTitle(page.title));
  const description = escapeHtml(page.description);
  const url = escapeHtml(origin + publicPagePath(page.path, language));
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${escapeHtml(origin + OG_IMAGE_PATH)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    ),
    `<link rel="canonical" href="${url}" />`,
    ...alternates(page.path, origin).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    structuredData(page, origin, language),
  ].join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `${tags}</head>`);
}

export interface WebAppOptions {
  /** PUBLIC_URL, for absolute links in the pages' tags and the sitemap. */
  publicUrl?: string;
  allowedHosts: readonly string[];
  /** The web build's server-side entry that draws a customer's /user (default: beside the dist folder). */
  customerAreaRenderer?: string;
}

/** The public pages the build drew (apps/web/scripts/prerender.mjs: path -> whole document); none without it. */
function readPrerendered(webDistDir: string): Record<string, string> {
  const file = path.join(webDistDir, 'prerendered.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The shell of a signed-in area (written by the build): it preloads the area's chunks. */
interface AreaShell {
  prefix: string;
  home: string;
  homeShell: string;
  pagesShell: string;
}

function readAreaShells(webDistDir: string): AreaShell[] {
  const file = path.join(webDistDir, 'area-shells.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AreaShell[]) : [];
}

/** The file that answers a client route: its area's shell, or the empty one. */
function shellFor(pathname: string, areas: AreaShell[]): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const area = areas.find(({ prefix }) => trimmed === prefix || trimmed.startsWith(`${prefix}/`));
  if (!area) return 'index.html';
  return trimmed === area.home ? area.homeShell : area.pagesShell;
}

/**
 * The built web app: hashed assets cached for good and served precompressed (.br/.gz written by
 * the build); each public page as the build prerendered it, with its own tags; index.html (the
 * empty shell the app renders into) for every other non-API GET (client routing); HTML never
 * cached. Unknown /api and /media paths answer a JSON 404.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string | undefined, options: WebAppOptions): void {
  const hasWeb = Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
  const indexHtml = hasWeb && webDistDir ? readFileSync(path.join(webDistDir, 'index.html'), 'utf8') : '';
  const prerendered = hasWeb && webDistDir ? readPrerendered(webDistDir) : {};
  const areaShells = hasWeb && webDistDir ? readAreaShells(webDistDir) : [];
  // The sitemap's lastmod: the pages change with a release, so the day the web app was built.
  const builtOn =
    hasWeb && webDistDir ? statSync(path.join(webDistDir, 'index.html')).mtime.toISOString().slice(0, 10) : undefined;
  // PUBLIC_URL, or the request's own origin when it is a host we serve.
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ?? requestOrigin(request, options.allowedHosts) ?? `${request.protocol}://localhost`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SHORT)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /user',
          'Disallow: /auth',
          'Disallow: /api/',
          '',
          `Sitemap: ${originOf(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const lastmod = builtOn ? `<lastmod>${builtOn}</lastmod>` : '';
    // Every page in every language, each naming the others (Google's hreflang in a sitemap).
    const urls = PUBLIC_PAGES.flatMap((page) => {
      const links = alternates(page.path, origin)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
        .join('');
      return LANGUAGES.map(
        (language) => `  <url><loc>${escapeHtml(origin + publicPagePath(page.path, language))}</loc>${lastmod}${links}</url>`,
      );
    }).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SHORT)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
  });

  if (hasWeb && webDistDir) {
    app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  if (hasWeb) {
    // Each public page is a route of its own, so its HTML goes through the compression hook.
    // (The server ignores a trailing slash: '/faq/' is '/faq'.)
    // Every page in every language: `/faq` Russian, `/ky/faq` and `/en/faq` (docs/i18n.md). The
    // address decides the document's language whatever the visitor's cookie or Accept-Language
    // says (a search engine has neither), and so its Content-Language.
    for (const language of LANGUAGES) {
      for (const page of PUBLIC_PAGES) {
        const address = publicPagePath(page.path, language);
        app.get(address, { schema: { hide: true } }, async (request, reply) => {
          useLanguage(language);
          // The catalogue's page answers its title and description in the language it is read in.
          const html = withLanguage(language, () =>
            withPageMeta(prerendered[address] ?? indexHtml, page, originOf(request), language),
          );
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
        });
      }
    }
  }
  const userArea = areaShells.find(({ prefix }) => prefix === '/user');
  const rendererFile = options.customerAreaRenderer ?? (webDistDir && customerAreaRenderer(webDistDir));
  if (hasWeb && webDistDir && userArea && rendererFile) {
    const drawing = createCustomerAreaDrawing(app, {
      rendererFile,
      shell: shellForDrawnPages(readFileSync(path.join(webDistDir, userArea.homeShell), 'utf8'), webDistDir),
    });
    // The customer's own data: never kept by a cache, and another cookie is another page.
    app.get(userArea.home, { schema: { hide: true } }, async (request, reply) => {
      const page = await drawing.page(request);
      if (!page) return reply.sendFile(userArea.homeShell);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie')
        .send(page);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile(shellFor(pathname, areaShells));
    }
    return reply.status(404).send({ detail: MSG.notFound });
  });
}
