// What a first visit to the public home page transfers over the network (compressed as sent),
// measured in headless Chromium with the Resource Timing API. Usage:
//   node scripts/home-transfer.mjs http://localhost:3000/
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3000/';
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name,
      transferred: e.transferSize,
      decoded: e.decodedBodySize,
    })),
  );
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  let transferred = 0;
  let decoded = 0;
  for (const e of entries) {
    transferred += e.transferred;
    decoded += e.decoded;
    console.log(`${kb(e.transferred).padStart(10)} ${kb(e.decoded).padStart(10)}  ${e.name.replace(url, '/')}`);
  }
  console.log(
    `${kb(transferred).padStart(10)} ${kb(decoded).padStart(10)}  total (transferred, decoded) in ${entries.length} requests`,
  );
} finally {
  await browser.close();
}
