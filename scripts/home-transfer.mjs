// What a first visit to the public home page costs, measured in headless Chromium: every request
// with its bytes over the network (compressed as sent, Resource Timing API), the JavaScript among
// them, and the Largest Contentful Paint (Performance API). Usage:
//   node scripts/home-transfer.mjs http://localhost:3000/ [--budget-js=120 --budget-total=250 --budget-lcp=1000]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'budget-js': { type: 'string' },
    'budget-total': { type: 'string' },
    'budget-lcp': { type: 'string' },
    width: { type: 'string', default: '1440' },
  },
});
const url = positionals[0] ?? 'http://localhost:3000/';
const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: Number(values.width), height: 900 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { entries, lcp } = await page.evaluate(async () => {
    const lcpTime = await new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const all = list.getEntries();
        resolve(all[all.length - 1]?.startTime ?? null);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 3000);
    });
    return {
      lcp: lcpTime,
      entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        name: e.name,
        type: e.initiatorType,
        transferred: e.transferSize,
        decoded: e.decodedBodySize,
      })),
    };
  });
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  let transferred = 0;
  let decoded = 0;
  let js = 0;
  for (const e of entries) {
    transferred += e.transferred;
    decoded += e.decoded;
    if (/\.js(\?|$)/.test(e.name)) js += e.transferred;
    console.log(`${kb(e.transferred).padStart(10)} ${kb(e.decoded).padStart(10)}  ${e.name.replace(new URL(url).origin, '')}`);
  }
  console.log(
    `${kb(transferred).padStart(10)} ${kb(decoded).padStart(10)}  total (transferred, decoded) in ${entries.length} requests`,
  );
  console.log(`${kb(js).padStart(10)}             JavaScript transferred`);
  console.log(`Largest Contentful Paint: ${lcp === null ? 'not reported' : `${Math.round(lcp)} ms`}`);
  const over = (label, value, budget) => {
    if (budget !== undefined && value > Number(budget)) {
      console.log(`OVER BUDGET: ${label} ${value.toFixed(1)} > ${budget}`);
      failed = true;
    }
  };
  over('JavaScript kB', js / 1024, values['budget-js']);
  over('total kB', transferred / 1024, values['budget-total']);
  over('LCP ms', lcp ?? Number.POSITIVE_INFINITY, values['budget-lcp']);
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;
