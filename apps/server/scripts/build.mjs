// Bundles the server into dist/ for `npm start`. npm packages stay external (installed by npm ci);
// the workspace's own TypeScript (@kerben/domain) is bundled in, since Node cannot run the workspace's .ts files as they are.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Bundled in as well: drizzle-orm. Its package.json is 180 kB of exports, and Node's ESM loader
// read it again for each of the few hundred files it imports: 1-2 s of a cold start and 120 MB of
// memory that stayed. No other dependency imports it, so the bundle holds its only copy.
// And fast-xml-parser (the payment provider's XML): a test tool's older major version of it sits at
// the root of node_modules, where a copy of dist/ (the browser tests') would find that one.
const BUNDLED = ['drizzle-orm', 'fast-xml-parser'];
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kerben/') && !BUNDLED.includes(name));

// Emptied first: chunk names change with their content, and old chunks would pile up beside the new.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  // The embedded database's worker thread is loaded from its own file next to main.js.
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'pglite-worker': 'src/db/embedded/pglite-worker.ts',
    // The process that draws customers' /user pages (http/render-process.ts).
    'render-worker': 'src/http/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // main.js loads the rest of the server (server.ts) as a chunk of its own, while the database opens.
  splitting: true,
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // zod/locales etc. are subpaths of external packages; some CommonJS deps need require().
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server bundled into apps/server/dist');
