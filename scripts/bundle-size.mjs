// What a visitor of the public site downloads first, from the public home's prerendered HTML
// (apps/web/dist/prerendered.json, or the shell apps/web/dist/index.html before prerendering): the
// entry script, its preloaded chunks and the stylesheets; then each public page's first-load CSS and
// every lazily loaded chunk, raw and gzipped.
//   npm run size                                     # after npm run build
//   npm run size -- --budget-js=150 --budget-css=25 --budget-user-js=N  # CI: fails over budget (kB gzip)
// --budget-js is the home's first-load JavaScript in each language (/, /ky and /en, each weighed
// on its own); --budget-css the first-load CSS of every public
// page; --budget-user-js the JavaScript a signed-in customer's /user needs before it shows the
// parcels (the shell's scripts, the customer area's routes and its home page, with what they import,
// from the build's manifest that the prerender leaves in apps/web/dist-ssr/). It also fails when the home's first load carries code of the signed-in areas (/user, /admin, /auth).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    'budget-js': { type: 'string' },
    'budget-css': { type: 'string' },
    'budget-user-js': { type: 'string' },
  },
});

const dist = path.resolve('apps/web/dist');
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const prerenderedFile = path.join(dist, 'prerendered.json');
const pages = existsSync(prerenderedFile) ? JSON.parse(readFileSync(prerenderedFile, 'utf8')) : { '/': shell };
const home = pages['/'] ?? shell;

// Each file once: a prerendered page names its stylesheets twice (deferred, and in <noscript>).
const referenced = (html, ext) => [
  ...new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/?(assets\/[^"]+)"/g)]
      .map((m) => m[1])
      .filter((f) => f.endsWith(ext)),
  ),
];
const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The first load of a home document: its files, and its JavaScript and CSS gzipped. */
function firstLoadOf(html, title) {
  let raw = 0;
  let gzip = 0;
  let jsGzip = 0;
  let cssGzip = 0;
  console.log(title);
  for (const file of [...referenced(html, '.js'), ...referenced(html, '.css')]) {
    const size = readFileSync(path.join(dist, file)).length;
    const zipped = gzipOf(file);
    raw += size;
    gzip += zipped;
    if (file.endsWith('.js')) jsGzip += zipped;
    else cssGzip += zipped;
    console.log(`  ${file.padEnd(50)} ${kb(size).padStart(10)}  gzip ${kb(zipped).padStart(9)}`);
  }
  console.log(`  total${' '.repeat(46)}${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  console.log(`  JavaScript${' '.repeat(57)}gzip ${kb(jsGzip).padStart(9)}`);
  console.log(`  CSS${' '.repeat(64)}gzip ${kb(cssGzip).padStart(9)}`);
  return jsGzip;
}

// The home in each language, each with its language's texts only (the prerender preloads them);
// --budget-js holds for each.
const HOMES = [
  { page: '/', title: "The public home's (/, Russian) first load (scripts, preloaded chunks, stylesheets):" },
  { page: '/ky', title: "\nThe Kyrgyz home's (/ky) first load:" },
  { page: '/en', title: "\nThe English home's (/en) first load:" },
].filter(({ page }) => page === '/' || pages[page]);
const homeJs = HOMES.map(({ page, title }) => ({ page, jsGzip: firstLoadOf(pages[page] ?? home, title) }));
console.log(`\nThe home's first-load JavaScript gzip: ${homeJs.map((entry) => `${entry.page} ${kb(entry.jsGzip)}`).join(', ')}`);

console.log('\nFirst-load CSS of each public page:');
let worstCss = { page: '/', gzip: 0 };
for (const [page, html] of Object.entries(pages)) {
  const size = referenced(html, '.css').reduce((sum, file) => sum + gzipOf(file), 0);
  if (size > worstCss.gzip) worstCss = { page, gzip: size };
  console.log(`  ${page.padEnd(61)}gzip ${kb(size).padStart(9)}`);
}

// /user's first load: what the shell starts with, then the customer area's chunks and what they
// import, its first answers' script (api/early-requests.ts) and what starts them again in the app (app/user-area-start.ts).
const USER_FIRST_LOAD = [
  'src/app/routes/user.tsx',
  'src/pages/user/UserHomePage.tsx',
  'src/app/user-area-start.ts',
  'src/api/early-requests.ts',
];
const manifestFile = path.resolve('apps/web/dist-ssr/manifest.json');
let userJsGzip;
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set(referenced(shell, '.js'));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build's manifest`);
    if (files.has(chunk.file) && !USER_FIRST_LOAD.includes(key)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of USER_FIRST_LOAD) visit(source);
  userJsGzip = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`
A signed-in customer's /user first load: ${files.size} scripts, JavaScript gzip ${kb(userJsGzip)}`);
}

const firstLoad = new Set([...referenced(home, '.js'), ...referenced(home, '.css')]);
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoad.has(`assets/${f}`))
  .map((f) => ({ f, raw: readFileSync(path.join(dist, 'assets', f)).length, gzip: gzipOf(`assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLazy chunks (${lazy.length}), loaded when a page or section needs them, largest first:`);
for (const chunk of lazy) {
  console.log(`  ${chunk.f.padEnd(50)} ${kb(chunk.raw).padStart(10)}  gzip ${kb(chunk.gzip).padStart(9)}`);
}

// The sources of the home's first-load scripts (their source maps): none of the signed-in areas.
const AREA_SOURCE = /\/src\/(pages\/(admin|user|auth)\/|app\/layouts\/(AdminLayout|UserLayout|AuthLayout|AreaShell))/;
const areaCode = referenced(home, '.js').flatMap((file) => {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8'))
    .sources.filter((source) => AREA_SOURCE.test(source))
    .map((s) => `${file}: ${s}`);
});

const failures = [];
if (areaCode.length > 0) failures.push(`the public home's first load carries area code:\n    ${areaCode.join('\n    ')}`);
const budgetJs = values['budget-js'];
for (const entry of homeJs) {
  if (budgetJs !== undefined && entry.jsGzip / 1024 > Number(budgetJs)) {
    failures.push(`the first-load JavaScript of the home ${entry.page} is ${kb(entry.jsGzip)} gzip, more than ${budgetJs} kB`);
  }
}
const budgetCss = values['budget-css'];
if (budgetCss !== undefined && worstCss.gzip / 1024 > Number(budgetCss)) {
  failures.push(`the first-load CSS of ${worstCss.page} is ${kb(worstCss.gzip)} gzip, more than ${budgetCss} kB`);
}
const budgetUserJs = values['budget-user-js'];
if (budgetUserJs !== undefined) {
  if (userJsGzip === undefined) failures.push('no build manifest in apps/web/dist-ssr/ to weigh /user (npm run build first)');
  else if (userJsGzip / 1024 > Number(budgetUserJs))
    failures.push(`/user's first-load JavaScript is ${kb(userJsGzip)} gzip, more than ${budgetUserJs} kB`);
}
for (const failure of failures) console.log(`\nOVER BUDGET: ${failure}`);
if (failures.length === 0 && (budgetJs || budgetCss || budgetUserJs)) {
  console.log(
    `\nWithin budget: JavaScript ${homeJs.map((entry) => `${entry.page} ${kb(entry.jsGzip)} of ${budgetJs ?? '-'} kB`).join(', ')}, CSS ${kb(worstCss.gzip)} of ${budgetCss ?? '-'} kB, /user JavaScript ${userJsGzip === undefined ? '-' : kb(userJsGzip)} of ${budgetUserJs ?? '-'} kB`,
  );
}
process.exitCode = failures.length > 0 ? 1 : 0;
