// What a visitor of the public site downloads first (the entry script, its preloaded chunks and
// CSS from apps/web/dist/index.html), then every lazily loaded chunk, raw and gzipped.
// `npm run size` after `npm run build`; with `-- --budget-js=120` it fails when the JavaScript that
// index.html loads weighs more than that many kB gzip (CI checks the public home's budget so).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { 'budget-js': { type: 'string' } } });

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let raw = 0;
let gzip = 0;
let jsGzip = 0;
console.log('Loaded by index.html (every page, before any lazy chunk):');
for (const file of referenced) {
  const data = readFileSync(path.join(dist, file));
  const zipped = gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gzip += zipped;
  if (file.endsWith('.js')) jsGzip += zipped;
  console.log(`  ${file.padEnd(50)} ${kb(data.length).padStart(10)}  gzip ${kb(zipped).padStart(9)}`);
}
console.log(`  total${' '.repeat(46)}${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
console.log(`  JavaScript${' '.repeat(57)}gzip ${kb(jsGzip).padStart(9)}`);

const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !referenced.includes(`assets/${f}`));
const lazy = assets
  .map((f) => {
    const data = readFileSync(path.join(dist, 'assets', f));
    return { f, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLazy chunks (${lazy.length}), loaded when a page or section needs them, largest first:`);
for (const chunk of lazy) {
  console.log(`  ${chunk.f.padEnd(50)} ${kb(chunk.raw).padStart(10)}  gzip ${kb(chunk.gzip).padStart(9)}`);
}

const budget = values['budget-js'];
if (budget !== undefined && jsGzip / 1024 > Number(budget)) {
  console.log(`\nOVER BUDGET: the JavaScript loaded by index.html is ${kb(jsGzip)} gzip, more than ${budget} kB`);
  process.exitCode = 1;
}
