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

// The class names each stylesheet of a lazy chunk defines; the shell links the entry's already.
const linked = new Set([...shell.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]));
const sheets = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.css') && !linked.has(`assets/${file}`))
  .sort()
  .map((file) => {
    const css = readFileSync(path.join(dist, 'assets', file), 'utf8');
    return { href: `/assets/${file}`, classes: new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])) };
  });

const classesIn = (html) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));

const pages = {};
for (const page of PUBLIC_PAGES) {
  const html = await renderPage(page.path);
  // A boundary still pending or moved by a script would show its fallback without JavaScript.
  if (/<script|<template|<!--\$[?!]-->/.test(html)) throw new Error(`${page.path}: the prerendered HTML needs a script to show`);
  const used = classesIn(html);
  const links = sheets
    .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`)
    .join('');
  pages[page.path] = shell.replace('</head>', `${links}</head>`).replace(ROOT, `<div id="root">${html}</div>`);
}
writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(pages));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} public pages into dist/prerendered.json`);
