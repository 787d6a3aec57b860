// After `vite build` and `vite build --ssr src/prerender.tsx`: draws every public page of the site
// (PUBLIC_PAGES of packages/domain) into dist/index.html's #root, with the stylesheets of the lazy
// chunks whose classes that HTML uses, and writes them to dist/prerendered.json (path -> document).
// The server answers each public page with its document (apps/server/src/http/web-app.ts); other
// routes get dist/index.html, the empty shell.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production build, as in the browser (its development build would be resolved otherwise).
process.env.NODE_ENV = 'production';
const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-ssr');
const { renderPage, PUBLIC_PAGES } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

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
// each only when the script before it has run. They are main.tsx's start-up step (React's renderer)
// and, on a public page, its own lazy chunk. Pages follow the router's naming: /size-chart is
// src/pages/public/SizeChartPage.tsx.
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const START_STEPS = ['src/app/renderer.ts'];
const pascal = (route) => route.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
function preloads(route) {
  const sources = [...START_STEPS];
  if (route && route !== '/') {
    const source = `src/pages/public/${pascal(route.slice(1))}Page.tsx`;
    if (!manifest[source]) throw new Error(`${route}: no chunk for ${source} in the build's manifest`);
    sources.push(source);
  }
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || shell.includes(`/${chunk.file}"`)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

const pages = {};
for (const page of PUBLIC_PAGES) {
  const html = await renderPage(page.path);
  // A boundary still pending or moved by a script would show its fallback without JavaScript.
  if (/<script|<template|<!--\$[?!]-->/.test(html)) throw new Error(`${page.path}: the prerendered HTML needs a script to show`);
  const used = classesIn(html);
  const needed = sheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
  // A Mantine component drawn here must have its styles on the first load (styles/mantine-public.css).
  const styled = (name) => entryClasses.has(name) || needed.some((sheet) => sheet.classes.has(name));
  const unstyled = [...used].filter((name) => /^m_[0-9a-f]{8}$/.test(name) && !styled(name));
  if (unstyled.length > 0)
    throw new Error(`${page.path}: Mantine classes without styles on the first load: ${unstyled.join(' ')}`);
  const links = needed.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`).join('');
  pages[page.path] = shell
    .replace('</head>', `${preloads(page.path)}${links}</head>`)
    .replace(ROOT, `<div id="root">${html}</div>`);
}
writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(pages));
// The empty shell (/user, /admin, /auth) starts the same way.
writeFileSync(path.join(dist, 'index.html'), shell.replace('</head>', `${preloads(null)}</head>`));
rmSync(ssrDir, { recursive: true, force: true });
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} public pages into dist/prerendered.json`);
