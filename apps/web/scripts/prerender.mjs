// After `vite build` and `vite build --ssr src/prerender.tsx`: draws every public page of the site
// (PUBLIC_PAGES of packages/domain) in every language (`/faq` Russian, `/ky/faq`, `/en/faq`) into
// dist/index.html's #root, with the stylesheets of the lazy chunks whose classes that HTML uses, and
// writes them to dist/prerendered.json (address -> document).
// The server answers each public page with its document (apps/server/src/http/web-app.ts); other
// routes get dist/index.html, the empty shell.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

// React's production build, as in the browser (its development build would be resolved otherwise).
process.env.NODE_ENV = 'production';
const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-ssr');
const { renderPage, PUBLIC_PAGES, LANGUAGES, DEFAULT_LANGUAGE, publicPagePath, earlyRequests } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

const classesIn = (html) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
const classesOf = (css) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

// The class names each stylesheet of a lazy chunk defines; the shell links the entry's already.
const linked = new Set([...shell.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]));
const sheets = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.css') && !linked.has(`assets/${file}`))
  .sort()
  .map((file) => {
    const css = readFileSync(path.join(dist, 'assets', file), 'utf8');
    return { href: `/assets/${file}`, classes: classesOf(css) };
  });

const entryClasses = classesOf([...linked].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n'));

// The chunks a page needs at once, preloaded beside the entry: the browser would otherwise ask for
// each only when the script before it has run. They are main.tsx's start-up step (React's renderer),
// the first render's texts in the page's language and, on a public page, its own lazy chunk. Pages
// follow the router's naming: /size-chart is src/pages/public/SizeChartPage.tsx.
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const START_STEPS = ['src/app/renderer.ts'];
/** The Russian texts of the entry's components (src/i18n/index.ts loads them for a page read in Russian). */
const RUSSIAN_ENTRY_TEXTS = 'src/i18n/russian-entry.ts';
const pascal = (route) => route.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
function preloads(route, language = DEFAULT_LANGUAGE) {
  const sources = [...START_STEPS];
  if (route && route !== '/') sources.push(`src/pages/public/${pascal(route.slice(1))}Page.tsx`);
  return modulePreloads([...sources, ...translationSources(sources, language)]);
}

/** The build's files of `sources` and what they import, but for those the shell loads already. */
function chunkFiles(sources) {
  for (const source of sources) if (!manifest[source]) throw new Error(`no chunk for ${source} in the build's manifest`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || shell.includes(`/${chunk.file}"`)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

/**
 * The stylesheets of `sources` and what they import, but the shell's own, in the order the bundler's
 * loader adds them (a chunk's after those of its imports: Mantine's styles before a module's own).
 */
function chunkStyles(sources) {
  const seen = new Set();
  const styles = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk?.imports ?? []) visit(imported);
    for (const css of chunk?.css ?? []) if (!styles.includes(css) && !shell.includes(`/${css}"`)) styles.push(css);
  };
  for (const source of sources) visit(source);
  return styles;
}

function modulePreloads(sources) {
  return [...chunkFiles(sources)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

// A page starts only once the texts it shows are loaded in its language (src/i18n/index.ts:
// setLanguage, before React takes over the page), so they are preloaded too, and only in that
// language: in Russian the entry's texts (the page's chunks carry their own); in Kyrgyz or English
// the domain's catalogues of the public site in the language, the translation of each part
// (src/i18n/ru/<part>.ts) whose Russian texts the entry's or the page's chunks carry, as their
// source maps tell, and that of each domain catalogue they carry that loads on its own (the FAQ:
// src/i18n/index.ts, addCatalogues).
const shellScripts = [...shell.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const sourcesOf = (file) => {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return []; // the bundler's runtime, which has none
  return JSON.parse(readFileSync(map, 'utf8')).sources;
};
const partsIn = (file) => sourcesOf(file).flatMap((source) => /\/src\/i18n\/ru\/([\w-]+)\.ts$/.exec(source)?.[1] ?? []);
const cataloguesIn = (file) => sourcesOf(file).flatMap((source) => /\/domain\/src\/([\w-]+)\.ts$/.exec(source)?.[1] ?? []);
const manifestKey = (suffix) => {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`no chunk for …${suffix} in the build's manifest`);
  return key;
};
function translationSources(sources, language) {
  if (language === DEFAULT_LANGUAGE) return [RUSSIAN_ENTRY_TEXTS];
  const files = [...shellScripts, ...chunkFiles([RUSSIAN_ENTRY_TEXTS, ...sources])];
  const parts = new Set(files.flatMap(partsIn));
  if (!parts.has('common'))
    throw new Error(`the source map of ${RUSSIAN_ENTRY_TEXTS}'s chunk names no src/i18n/ru/common.ts: are source maps off?`);
  const translated = [...parts].filter((part) => manifest[`src/i18n/${language}/${part}.ts`]);
  const domain = manifestKey(`domain/src/i18n/${language}/public-site.ts`);
  const catalogues = [...new Set(files.flatMap(cataloguesIn))].flatMap((name) =>
    Object.keys(manifest).filter((key) => key.endsWith(`domain/src/i18n/${language}/${name}.ts`)),
  );
  return [domain, ...catalogues, ...translated.map((part) => `src/i18n/${language}/${part}.ts`)];
}

// The rules a page's HTML uses go into its <head>, so the first paint needs no stylesheet from the
// network (a round trip less on a slow phone). The stylesheets stay where they were, in the same
// order (Mantine's <style> elements in the page must still come after them), but load as print
// styles, which block nothing; one inline script at the end of the body gives them back their
// media. Its text never changes: the server allows it by its hash (http/deferred-styles.ts).
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'media-script',
  pruneSource: false,
  // Its selector engine cannot match :where(), which Mantine's rules use (the colour scheme on <html>,
  // the grid of a Container): such rules are kept whole rather than lost until the stylesheet comes.
  allowRules: [/:where\(/],
  // Mantine draws <style> elements inside the page (responsive props): React hydrates them, so they
  // stay as they are.
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
});

/**
 * Moves the inlined rules after the page's stylesheets. A stylesheet the browser has cached (the
 * entry's, after a first page) applies at once while the page's own is still on its way: coming
 * after the inlined rules it would beat the page's rules there (Mantine's Group wrapping the
 * catalogue's one-line chips); coming before them it cannot.
 */
function criticalStylesLast(document, route) {
  const head = document.slice(0, document.indexOf('</head>'));
  const styles = [...head.matchAll(/<style>[\s\S]*?<\/style>/g)];
  if (styles.length !== 1) throw new Error(`${route}: expected one inlined <style> in <head>, found ${styles.length}`);
  const [style] = styles;
  const without = document.slice(0, style.index) + document.slice(style.index + style[0].length);
  return without.replace('</head>', `${style[0]}</head>`);
}

const pages = {};
for (const language of LANGUAGES) {
  for (const page of PUBLIC_PAGES) {
    const address = publicPagePath(page.path, language);
    pages[address] = await prerender(address, page.path, language);
  }
}

/** The whole document of the public page at `address` (`route` in `language`). */
async function prerender(address, route, language) {
  const html = await renderPage(address);
  // A boundary still pending or moved by a script would show its fallback without JavaScript.
  if (/<script|<template|<!--\$[?!]-->/.test(html)) throw new Error(`${address}: the prerendered HTML needs a script to show`);
  const used = classesIn(html);
  const needed = sheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
  // A Mantine component drawn here must have its styles on the first load (styles/mantine-public.css).
  const styled = (name) => entryClasses.has(name) || needed.some((sheet) => sheet.classes.has(name));
  const unstyled = [...used].filter((name) => /^m_[0-9a-f]{8}$/.test(name) && !styled(name));
  if (unstyled.length > 0) throw new Error(`${address}: Mantine classes without styles on the first load: ${unstyled.join(' ')}`);
  const links = needed.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`).join('');
  const document = await beasties.process(
    shell
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('</head>', `${preloads(route, language)}${links}</head>`)
      .replace(ROOT, `<div id="root">${html}</div>`),
  );
  return criticalStylesLast(document, address);
}
writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(pages));
// The empty shell (any other route) starts the same way.
writeFileSync(path.join(dist, 'index.html'), shell.replace('</head>', `${preloads(null)}</head>`));
// A signed-in area's shell also preloads the area's table of routes, and at the area's first address
// its page, so a phone asks for them with the entry instead of one round trip after another. The
// shells preload the Russian texts, as the empty shell does: the language is known only in the browser.
// dist/area-shells.json tells the server which shell answers which address.
const AREAS = [
  { prefix: '/user', home: '/user', page: 'src/pages/user/UserHomePage.tsx', start: 'src/app/user-area-start.ts', early: true },
  { prefix: '/admin', home: '/admin', page: 'src/pages/admin/AdminHomePage.tsx' },
  { prefix: '/auth', home: '/auth/login', page: 'src/pages/auth/LoginPage.tsx' },
];
const areaShells = [];
// The customer area's first answers are asked for by a script of their own, first in the shell,
// before the app's code has arrived (src/api/early-requests.ts); data-early-get lists them.
const EARLY_SCRIPT = 'src/api/early-requests.ts';
if (!manifest[EARLY_SCRIPT]?.isEntry) throw new Error(`${EARLY_SCRIPT} is not an entry of the build (vite.config.ts)`);
if (manifest[EARLY_SCRIPT].imports?.length) throw new Error(`${EARLY_SCRIPT} must import nothing: it runs before the app's code`);
const CHARSET = '<meta charset="UTF-8" />';
if (!shell.includes(CHARSET)) throw new Error(`dist/index.html has no ${CHARSET}`);
const earlyScript = (urls) =>
  `<script type="module" async crossorigin src="/${manifest[EARLY_SCRIPT].file}" data-early-get="${urls.join(' ').replaceAll('&', '&amp;')}"></script>`;
for (const { prefix, home, page, start, early } of AREAS) {
  // The area's table of routes, and what main.tsx starts early for it (the first answers).
  const table = [`src/app/routes${prefix}.tsx`, ...(start ? [start] : [])];
  // The stylesheets of those chunks too: the bundler's loader would ask for each only once its
  // chunk runs and hold the page back until it came (a round trip after all the scripts). Linked
  // here they come with the scripts, and the loader, finding them linked, waits for nothing.
  const write = (name, sources, home) => {
    const styles = chunkStyles(sources).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);
    const head = `${modulePreloads([...START_STEPS, RUSSIAN_ENTRY_TEXTS, ...sources])}${styles.join('')}</head>`;
    const first = early ? earlyScript(earlyRequests(home)) : '';
    writeFileSync(path.join(dist, name), shell.replace(CHARSET, `${CHARSET}${first}`).replace('</head>', head));
  };
  const area = prefix.slice(1);
  // At /user also the reader of the page the server draws for a signed-in customer (http/customer-area.ts).
  write(`index.${area}.html`, [...table, page, ...(early ? ['src/app/server-drawn.ts'] : [])], true);
  write(`index.${area}-pages.html`, table, false);
  areaShells.push({ prefix, home, homeShell: `index.${area}.html`, pagesShell: `index.${area}-pages.html` });
}
writeFileSync(path.join(dist, 'area-shells.json'), JSON.stringify(areaShells));
// The manifest leaves the served folder; `npm run size` reads it from dist-ssr/ to weigh the areas' first load.
// dist-ssr/ keeps the server-side entry too: the server draws a signed-in customer's /user with it.
renameSync(manifestFile, path.join(ssrDir, 'manifest.json'));
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} public pages into dist/prerendered.json`);
