// Full-page screenshots of pages at 1440 and 360 px, to look at what was built.
//   node scripts/screenshots.mjs --base http://localhost:3000 [--login email:password] [--out dir] /path ...
// With --login the pages are opened signed in (through the login form, as a person would).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    login: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
  },
});
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of [1440, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    if (values.login) {
      const [email, password] = values.login.split(':');
      await page.goto(`${values.base}/auth/login`);
      await page.getByLabel('Почта').fill(email);
      await page.getByLabel('Пароль').fill(password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    }
    for (const route of positionals) {
      await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' });
      const file = path.join(values.out, `${route.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
