// What a phone on a slow network sees of the public home, /catalog and a signed-in customer's /user:
// the system Chromium at 360 px with Slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip) and
// the CPU slowed 4x through the DevTools protocol, five first visits (empty cache, the session's
// cookies already set for /user) per page; prints each run's First Contentful Paint, Largest
// Contentful Paint (and which element it was), on /user when the customer's parcels were first
// painted, Cumulative Layout Shift, Total Blocking Time and bytes, the medians, and each page's targets.
//   npm run perf:web                          # starts the built server (npm run build first) with the demo catalogue,
//                                             # behind docs/deploy's nginx (TLS, HTTP/2) as deployed; --direct: without it
//   npm run perf:web -- --base http://localhost:3000     # measures a server that already runs
//   npm run perf:web -- --root .tmp/before    # starts another build (apps/server/dist and apps/web/dist under it)
//   npm run perf:web -- --pages /user --trace .tmp/traces   # and a DevTools trace of each page's first run
// Exits 1 when a page's median misses a target.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { NGINX, startNginxFront } from './nginx-front.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    root: { type: 'string', default: '.' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/catalog,/user' },
    // Prints what moved in each layout shift (tag, classes, time, value), to find a CLS's cause.
    shifts: { type: 'boolean', default: false },
    direct: { type: 'boolean', default: false },
    // Writes a Chromium performance trace of each page's first run into this folder (open it in
    // DevTools' Performance panel): what runs and downloads on the way to the first paint.
    trace: { type: 'string' },
  },
});

// The public pages paint from their prerendered HTML; /user waits for the session's area chunk and
// the customer's parcels, hence its own LCP target.
const PUBLIC_TARGETS = { lcp: 1000, tbt: 100, cls: 0.01 };
const TARGETS = { '/user': { ...PUBLIC_TARGETS, lcp: 2000 } };
const targetsOf = (pathname) => TARGETS[pathname] ?? PUBLIC_TARGETS;
// Chromium's network emulation works in bytes per second; its latency is added to every request.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** The built server on a free port with a fresh embedded database and the demo catalogue (shops on /catalog). */
async function startServer(root) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kerben-perf-'));
  const port = await freePort();
  const admin = { email: 'admin@perf.test', password: randomBytes(12).toString('base64url') };
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    // Chosen here, so the server does not write a generated password and warn about it.
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  for (const name of ['DATABASE_URL', 'S3_BUCKET', 'PUBLIC_URL']) delete env[name];
  const child = spawn(process.execPath, [path.resolve(root, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await delay(250)) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health/ in 60 s');
  }
  // A phone meets a deployed Kerben through nginx (docs/deploy): TLS and HTTP/2, where the many
  // chunks of a signed-in area share one connection instead of queueing for six.
  const front =
    values.direct || !existsSync(NGINX) ? undefined : await startNginxFront({ dir: dataDir, upstream: `127.0.0.1:${port}` });
  const stop = async () => {
    await front?.stop();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, page: front ? `https://127.0.0.1:${front.httpsPort}` : base, stop, admin };
}

async function call(base, method, pathname, body, token) {
  const res = await fetch(base + pathname, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A customer with a few parcels, one of them waiting at the pickup point (as a typical /user looks),
 * made through the admin's API; answers the session cookies the login page writes (src/api/session.ts).
 */
async function customerSession(base, admin) {
  const { access: adminToken } = await call(base, 'POST', '/api/users/login/', admin);
  const password = `Perf-${randomBytes(6).toString('hex')}`;
  const email = `perf-${randomBytes(4).toString('hex')}@perf.test`;
  const customer = await call(
    base,
    'POST',
    '/api/add_user_for_admin/add/',
    { first_name: 'Айгуль', last_name: 'Замерова', email, phone_number: '+996555123456', password, password2: password },
    adminToken,
  );
  for (let i = 0; i < 6; i += 1) {
    const parcel = await call(
      base,
      'POST',
      '/api/warehouses/product/create/',
      {
        unique_id_user: customer.unique_id,
        warehouse: 14,
        country_of_origin: 3,
        country_of_destination: 8,
        weight: 1.5 + i,
        name: `Посылка ${i + 1}`,
        track_number: `1ZPERF${i}${randomBytes(3).toString('hex').toUpperCase()}`,
      },
      adminToken,
    );
    if (i === 0) await call(base, 'PATCH', `/api/warehouses/product/update/${parcel.id}/`, { status: 4 }, adminToken);
  }
  const session = await call(base, 'POST', '/api/users/login/', { email, password });
  return { accessToken: session.access, refreshToken: session.refresh, isAdmin: 'false' };
}

// Installed before any script of the page: the observers see every entry from the start.
function observeVitals() {
  const vitals = { lcp: 0, lcpElement: '', fcp: 0, data: 0, shifts: [], longTasks: [] };
  window.__vitals = vitals;
  const describe = (node) => {
    if (node?.nodeType !== 1) return String(node?.nodeName ?? '?');
    const classes = [...node.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
    return `${node.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.renderTime || entry.startTime;
      vitals.lcpElement = `${describe(entry.element)} (${entry.size} px²)`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The customer's data: the first paint of an element marked elementtiming="parcel" (a parcel's name
  // in /user's list), so that an early heading cannot pass for the page being there.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const time = entry.renderTime || entry.loadTime || entry.startTime;
      if (entry.identifier === 'parcel' && (vitals.data === 0 || time < vitals.data)) vitals.data = time;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map(({ node }) =>
        node?.nodeType === 1
          ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`
          : String(node?.nodeName),
      );
      vitals.shifts.push({ time: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** CLS as the Web Vitals define it: the largest window of shifts less than 1 s apart, at most 5 s long. */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window > 0 && shift.time - last < 1000 && shift.time - first < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      first = shift.time;
    }
    last = shift.time;
    worst = Math.max(worst, window);
  }
  return worst;
}

async function measure(browser, url, cookies, traceFile) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    // nginx's certificate is self-signed.
    ignoreHTTPSErrors: true,
  });
  if (cookies)
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url, sameSite: 'Lax' })),
    );
  const page = await context.newPage();
  await page.addInitScript(observeVitals);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let jsBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  if (traceFile) await browser.startTracing(page, { path: traceFile, screenshots: true });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // Lazy sections, images and late layout shifts settle after the network goes quiet.
  await delay(3000);
  if (traceFile) await browser.stopTracing();
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  // Total Blocking Time: what every long task after the first contentful paint held the main thread past 50 ms.
  const tbt = vitals.longTasks
    .filter((task) => task.start + task.duration > vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, vitals.fcp) - 50), 0);
  if (values.shifts)
    for (const shift of vitals.shifts)
      console.log(`    shift at ${Math.round(shift.time)} ms: ${shift.value.toFixed(3)} ${shift.moved.join(' ')}`);
  return {
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    fcp: vitals.fcp,
    data: vitals.data,
    cls: cumulativeLayoutShift(vitals.shifts),
    tbt,
    bytes,
    jsBytes,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
// FCP is the first paint of anything; "parcels" when the customer's parcels were first painted (/user).
const row = (label, r, withData) =>
  `  ${label.padEnd(8)} FCP ${seconds(r.fcp)}  LCP ${seconds(r.lcp)}${withData ? `  parcels ${r.data ? seconds(r.data) : '   none'}` : ''}  CLS ${r.cls.toFixed(3).padStart(6)}  TBT ${`${Math.round(r.tbt)} ms`.padStart(7)}  bytes ${kb(r.bytes).padStart(9)} (JS ${kb(r.jsBytes)})`;

const server = values.base
  ? { base: values.base.replace(/\/$/, ''), page: values.base.replace(/\/$/, ''), stop: async () => {} }
  : await startServer(values.root);
const signedInPages = values.pages.split(',').filter((pathname) => pathname.startsWith('/user'));
if (signedInPages.length > 0 && !server.admin)
  throw new Error(`${signedInPages.join(', ')} needs the server perf:web starts itself (no --base)`);
const cookies = signedInPages.length > 0 ? await customerSession(server.base, server.admin) : undefined;
if (values.trace) mkdirSync(values.trace, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
let missed = false;
try {
  console.log(
    `Slow 4G (1.6 Mbit/s, 150 ms), CPU ${CPU_SLOWDOWN}x slower, 360 px, ${values.runs} first visits per page, ${server.page}`,
  );
  for (const pathname of values.pages.split(',')) {
    const url = server.page + pathname;
    // One visit unmeasured, so the server's caches (the shop list's answer) are as a visitor finds them.
    await fetch(server.base + pathname);
    const results = [];
    const signedIn = pathname.startsWith('/user');
    console.log(`\n${pathname}`);
    for (let run = 1; run <= Number(values.runs); run += 1) {
      const traceFile =
        values.trace && run === 1
          ? path.join(values.trace, `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`)
          : undefined;
      const result = await measure(browser, url, signedIn ? cookies : undefined, traceFile);
      results.push(result);
      console.log(`${row(`run ${run}`, result, signedIn)}\n           LCP element: ${result.lcpElement}`);
    }
    const summary = {};
    for (const key of ['fcp', 'lcp', 'data', 'cls', 'tbt', 'bytes', 'jsBytes']) summary[key] = median(results.map((r) => r[key]));
    console.log(row('median', summary, signedIn));
    const targets = targetsOf(pathname);
    const misses = Object.entries(targets).filter(([key, target]) => summary[key] > target);
    const shown = { lcp: (v) => `${(v / 1000).toFixed(2)} s`, tbt: (v) => `${Math.round(v)} ms`, cls: (v) => v.toFixed(3) };
    for (const [key, target] of misses)
      console.log(`  MISSED: ${key.toUpperCase()} ${shown[key](summary[key])} > ${shown[key](target)}`);
    if (misses.length === 0)
      console.log(
        `  targets met: LCP <= ${shown.lcp(targets.lcp)}, TBT <= ${shown.tbt(targets.tbt)}, CLS <= ${shown.cls(targets.cls)}`,
      );
    missed ||= misses.length > 0;
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = missed ? 1 : 0;
