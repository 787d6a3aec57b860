// Probe: start the built server (demo data), visit pages, print console messages, screenshots.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const pages = (process.argv[2] || '/,/calculator,/steps-work,/steps,/about,/faq,/services,/size-chart,/catalog,/markets').split(',');
const shots = process.argv[3];
const root = process.env.ROOT || '.';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kerben-probe-'));
const port = 3000 + Math.floor(Math.random() * 1000) + 4000;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'error', ADMIN_EMAIL: 'a@p.test', ADMIN_PASSWORD: 'probe-pass-123456' };
delete env.DATABASE_URL;
const child = spawn(process.execPath, [path.resolve(root, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (;;) { if (await fetch(base + '/api/health/').then((r) => r.ok, () => false)) break; await delay(200); }
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const js of [true, false]) {
    for (const width of shots ? [1440, 360] : [1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, locale: 'ru-RU' });
      for (const p of pages) {
        const page = await context.newPage();
        const messages = [];
        page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
        page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
        await page.addInitScript(() => {
          window.__cls = 0;
          new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; (window.__shifts ||= []).push(e.sources?.map(s => s.node?.outerHTML?.slice(0, 120))); } }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(base + p, { waitUntil: 'networkidle' });
        await delay(js ? 800 : 100);
        const cls = js ? await page.evaluate(() => window.__cls) : 0;
        const shifts = js ? await page.evaluate(() => window.__shifts) : null;
        console.log(`${js ? 'js' : 'nojs'} ${width} ${p} cls=${cls.toFixed(4)} h1=${await page.locator('h1').first().textContent().catch(() => '-')}`);
        if (shifts && cls > 0.001) console.log('   shifts', JSON.stringify(shifts).slice(0, 600));
        for (const m of messages) console.log('   ', m.slice(0, 500));
        if (shots) {
          mkdirSync(shots, { recursive: true });
          await page.screenshot({ path: `${shots}/${p.replace(/\//g, '_') || 'home'}-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: true });
        }
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await delay(500);
  rmSync(dataDir, { recursive: true, force: true });
}
