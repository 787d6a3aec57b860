#!/usr/bin/env node
/**
 * Browser tests (npm run test:e2e [-- name-filter ...]).
 *
 * 1. Builds the web app and the server (skip with E2E_SKIP_BUILD=1).
 * 2. Starts the built server on a free port with a fresh, temporary DATA_DIR.
 * 3. Drives Chromium (CHROME_PATH, else /usr/bin/chromium) with playwright-core.
 * 4. Runs every test exported by apps/web/e2e/journeys/*.mjs, one fresh browser context each,
 *    and saves a full-page screenshot of every failure to e2e-artifacts/<test-name>.png.
 *
 * A journey file exports an array of tests (`export default [...]` or any named array export):
 *   { name: 'visitor opens /', run: async ({ page, context, browser, baseUrl, admin, outbox, dataDir, newPage }) => {} }
 * `newPage()` opens a page in a separate browser context (its own cookies), closed after the test.
 *
 * Environment: CHROME_PATH, E2E_SKIP_BUILD=1, E2E_TEST_TIMEOUT_MS (60000), E2E_ACTION_TIMEOUT_MS (10000),
 * E2E_HEADED=1 (show the browser), E2E_SLOWMO_MS.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const journeysDir = path.join(here, 'journeys');
const artifactsDir = path.join(root, 'e2e-artifacts');

const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS) || 60_000;
const ACTION_TIMEOUT_MS = Number(process.env.E2E_ACTION_TIMEOUT_MS) || 10_000;
const NAVIGATION_TIMEOUT_MS = Math.max(ACTION_TIMEOUT_MS, 15_000);
const HEALTH_TIMEOUT_MS = 60_000;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const filters = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => arg.toLowerCase());

let server;
let dataDir;
let snapshotDir;
let browser;

function log(message) {
  process.stdout.write(`${message}\n`);
}

/** The Chromium to drive, or exit with install instructions. */
function findChromium() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error('Chromium not found. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH)');
    console.error(`(looked for ${chromePath})`);
    process.exit(1);
  }
  return chromePath;
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    log('E2E_SKIP_BUILD=1: using the existing build');
  } else {
    log('Building (npm run build)...');
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`npm run build failed (exit ${result.status ?? result.signal})`);
      process.exit(1);
    }
    log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run npm run build (or drop E2E_SKIP_BUILD)`);
      process.exit(1);
    }
  }
}

/** The /assets/... files index.html loads that are missing next to it. */
function missingAssets(webDist) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((match) => match[1]);
  return refs.filter((ref) => ref.startsWith('assets/') && !existsSync(path.join(webDist, ref)));
}

/**
 * Copies the build to .tmp/e2e-<id>/ (same layout, so the server finds drizzle/ and ../web/dist and
 * Node finds the root node_modules) and runs the copy: someone rebuilding apps/web/dist meanwhile
 * cannot pull the files out from under the running tests.
 */
async function snapshotBuild() {
  for (let attempt = 1; ; attempt += 1) {
    snapshotDir = path.join(root, '.tmp', `e2e-${process.pid}-${randomBytes(3).toString('hex')}`);
    const parts = ['apps/server/dist', 'apps/server/drizzle', 'apps/server/package.json', 'apps/web/dist'];
    try {
      for (const part of parts) cpSync(path.join(root, part), path.join(snapshotDir, part), { recursive: true });
      const missing = missingAssets(path.join(snapshotDir, 'apps/web/dist'));
      if (missing.length === 0) return path.join(snapshotDir, 'apps/server/dist/main.js');
      if (attempt >= 5) throw new Error(`apps/web/dist/index.html loads missing files: ${missing.join(', ')}`);
    } catch (error) {
      if (attempt >= 5) {
        console.error(`Could not take a consistent copy of the build (is another build running?): ${error.message}`);
        await cleanup();
        process.exit(1);
      }
    }
    rmSync(snapshotDir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server; resolves once GET /api/health/ answers 200. */
async function startServer(admin, mainJs) {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kerben-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1; the production limit (10 per 15 min) would trip.
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '1000',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'PUBLIC_URL', 'CORS_ORIGINS']) delete env[name];

  const output = [];
  server = spawn(process.execPath, [mainJs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.output = output;
  server.exited = false;
  const collect = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 2000) output.splice(0, output.length - 2000);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  server.on('exit', (code, signal) => {
    server.exited = true;
    server.exitInfo = signal ?? code;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited) {
      console.error(`The server exited (${server.exitInfo}) before it was ready. Its output:\n${output.join('')}`);
      await cleanup();
      process.exit(1);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return baseUrl;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The server did not answer /api/health/ within ${HEALTH_TIMEOUT_MS / 1000} s. Its output:\n${output.join('')}`);
  await cleanup();
  process.exit(1);
}

async function stopServer() {
  if (!server || server.exited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!server.exited) server.kill('SIGKILL');
  }, 5000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (browser) await browser.close().catch(() => {});
  browser = undefined;
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
  if (snapshotDir) rmSync(snapshotDir, { recursive: true, force: true });
  snapshotDir = undefined;
}

/** Every test of every journey file, in file order. */
async function loadTests() {
  if (!existsSync(journeysDir)) return [];
  const files = readdirSync(journeysDir)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const tests = [];
  const names = new Set();
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(journeysDir, file)).href);
    const exported = Object.values(mod).filter(Array.isArray).flat();
    for (const test of exported) {
      if (!test || typeof test.name !== 'string' || typeof test.run !== 'function') {
        throw new Error(`${file}: every test needs a name and a run function`);
      }
      if (names.has(test.name)) throw new Error(`${file}: duplicate test name '${test.name}'`);
      names.add(test.name);
      tests.push({ ...test, file });
    }
  }
  return tests;
}

function matches(test) {
  if (filters.length === 0) return true;
  const haystack = `${test.file} ${test.name}`.toLowerCase();
  return filters.some((filter) => haystack.includes(filter));
}

function artifactName(testName) {
  const slug = testName
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || 'test';
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function newContext(baseUrl, options = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  return context;
}

/** Records page errors and failed console messages, shown when the test fails. */
function watch(page, notes, label) {
  page.on('pageerror', (error) => notes.push(`[${label}] page error: ${error.message}`));
  page.on('console', (message) => {
    // "Failed to load resource" says nothing about which one; the response listener does.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      notes.push(`[${label}] console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) notes.push(`[${label}] ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return; // left behind by a navigation
    notes.push(`[${label}] request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
}

async function runTest(test, shared) {
  const notes = [];
  const contexts = [];
  const pages = [];
  const context = await newContext(shared.baseUrl);
  contexts.push(context);
  const page = await context.newPage();
  pages.push(page);
  watch(page, notes, 'page');
  const newPage = async (options = {}) => {
    const extra = await newContext(shared.baseUrl, options);
    contexts.push(extra);
    const extraPage = await extra.newPage();
    pages.push(extraPage);
    watch(extraPage, notes, `page ${pages.length}`);
    return extraPage;
  };
  const serverOutputBefore = server.output.length;
  const started = Date.now();
  let error;
  try {
    await withTimeout(
      Promise.resolve().then(() => test.run({ ...shared, page, context, browser, newPage })),
      test.timeout ?? TEST_TIMEOUT_MS,
      `'${test.name}'`,
    );
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!error) {
    log(`  ok    ${test.name} (${seconds} s)`);
  } else {
    log(`  FAIL  ${test.name} (${seconds} s)`);
    mkdirSync(artifactsDir, { recursive: true });
    for (const [index, shotPage] of pages.entries()) {
      const file = path.join(artifactsDir, `${artifactName(test.name)}${index ? `-${index + 1}` : ''}.png`);
      try {
        if (shotPage.isClosed()) continue;
        await shotPage.screenshot({ path: file, fullPage: true, timeout: 5000 });
        log(`        screenshot: ${path.relative(root, file)} (at ${shotPage.url()})`);
      } catch (shotError) {
        log(`        (no screenshot: ${String(shotError.message ?? shotError).split('\n')[0]})`);
      }
    }
    const text = (error.stack || error.message).split('\n');
    log(text.map((line) => `        ${line}`).join('\n'));
    for (const note of notes.slice(0, 15)) log(`        ${note}`);
    const serverOutput = server.output.slice(serverOutputBefore).join('').trim();
    if (serverOutput) log(`        server output:\n${serverOutput.slice(-4000)}`);
  }
  for (const item of contexts) await item.close().catch(() => {});
  return !error;
}

/** The closing line CI reads; with TEST_SUMMARY_FILE (set by .ci/run) the counts are added there too. */
function report(passed, failed) {
  log(`${passed} passed, ${failed} failed`);
  if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
}

async function main() {
  const chromePath = findChromium();
  const tests = (await loadTests()).filter(matches);
  if (tests.length === 0) {
    log(`No tests${filters.length ? ` match ${filters.join(', ')}` : ` in ${path.relative(root, journeysDir)}`}`);
    report(0, 1);
    process.exit(1);
  }
  rmSync(artifactsDir, { recursive: true, force: true });
  build();

  const admin = { email: 'admin@e2e.test', password: `E2e-${randomBytes(9).toString('base64url')}` };
  const mainJs = await snapshotBuild();
  const serverStarted = Date.now();
  const baseUrl = await startServer(admin, mainJs);
  const outbox = path.join(dataDir, 'outbox');
  log(`Server ready at ${baseUrl} in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s (data in ${dataDir})`);

  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: chromePath,
    headless: process.env.E2E_HEADED !== '1',
    slowMo: Number(process.env.E2E_SLOWMO_MS) || undefined,
    args: CHROMIUM_ARGS,
  });

  const shared = { baseUrl, admin, outbox, dataDir };
  let passed = 0;
  let failed = 0;
  log(`Running ${tests.length} test(s)`);
  for (const test of tests) {
    if (server.exited) {
      log(`  FAIL  ${test.name} (the server is gone: exit ${server.exitInfo})`);
      failed += 1;
      continue;
    }
    if (await runTest(test, shared)) passed += 1;
    else failed += 1;
  }
  if (server.exited) log(`The server died during the run (exit ${server.exitInfo}). Its output:\n${server.output.join('')}`);

  await cleanup();
  report(passed, failed);
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup().finally(() => process.exit(130));
  });
}

main().catch(async (error) => {
  console.error(error);
  await cleanup();
  report(0, 1);
  process.exit(1);
});
