/**
 * The public pages as the build prerenders them (apps/web/scripts/prerender.mjs): read with
 * JavaScript off (each page's heading and text are in its HTML), taken over by React without a
 * console message (hydration mismatches included) and without being drawn afresh, and steady while
 * they load (no layout shift on / and /catalog at 360 px).
 */
import { randomBytes } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { expect, shoot, test } from '../fixtures';

const PAGES: { path: string; heading: string; text: string }[] = [
  { path: '/', heading: 'Доставка товаров из США и Турции в Кыргызстан и Россию', text: 'Покупайте в любимых магазинах Америки' },
  { path: '/calculator', heading: 'Калькулятор доставки', text: 'Выбор страны отправки' },
  { path: '/steps-work', heading: 'Этапы работы', text: 'Вы не в Иллинойсе или Делавэре?' },
  { path: '/steps', heading: 'Как это работает', text: 'Шаг за шагом' },
  { path: '/about', heading: 'О компании', text: 'Kerben в цифрах' },
  { path: '/faq', heading: 'Вопросы и ответы', text: 'Какие товары нельзя отправить?' },
  { path: '/services', heading: 'Услуги', text: 'Страхование посылки' },
  { path: '/size-chart', heading: 'Таблица размеров', text: 'Длина стопы (см)' },
  { path: '/catalog', heading: 'Каталог сайтов', text: 'Поиск по названию магазина' },
  { path: '/markets', heading: 'Магазин', text: 'Магазины-партнёры' },
];

test('with JavaScript off every public page shows its heading and text, and the FAQ opens its answers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  for (const { path, heading, text } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByText(text).first(), `${path} shows "${text}"`).toBeVisible();
  }
  // The questions are native disclosures: an answer opens without a script.
  await page.goto('/faq');
  const answer = page.getByText('делённые на 6000', { exact: false });
  await expect(answer).toBeHidden();
  await page.getByText('Что такое объёмный вес?').click();
  await expect(answer).toBeVisible();
  // The signed-in areas are not prerendered: their shell is empty until the app draws them.
  expect(await (await page.request.get('/auth/login')).text()).toContain('<div id="root"></div>');
  await context.close();
});

// The same pages in Kyrgyz and English, at /ky/… and /en/… (docs/i18n.md).
const LANGUAGE_PAGES: { path: string; lang: string; heading: string; text: string }[] = [
  {
    path: '/ky/',
    lang: 'ky',
    heading: 'Товарларды АКШ менен Түркиядан Кыргызстанга жана Россияга жеткиребиз',
    text: 'Баасын эсептөө',
  },
  { path: '/en/', lang: 'en', heading: 'Shipping from the US and Turkey to Kyrgyzstan and Russia', text: 'Get a quote' },
  { path: '/ky/faq', lang: 'ky', heading: 'Суроолор жана жооптор', text: 'Көлөмдүк салмак деген эмне?' },
  { path: '/en/faq', lang: 'en', heading: 'Questions and answers', text: 'What is volumetric weight?' },
  { path: '/ky/catalog', lang: 'ky', heading: 'Дүкөндөр каталогу', text: 'эң көп буйрутма берген' },
  { path: '/en/about', lang: 'en', heading: 'About us', text: 'Kerben by the numbers' },
];

test('with JavaScript off /ky/ and /en/ show their Kyrgyz and English text, with lang and hreflang', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  for (const { path, lang, heading, text } of LANGUAGE_PAGES) {
    await page.goto(path);
    expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByText(text).first(), `${path} shows "${text}"`).toBeVisible();
    // No Russian word of the public frame is left on the page.
    await expect(page.getByText('Калькулятор доставки', { exact: true }), path).toHaveCount(0);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`),
      );
    const bare = path.replace(/^\/(ky|en)/, '').replace(/^$|^\/$/, '/');
    const prefixed = (language: string) => `/${language}${bare === '/' ? '' : bare}`;
    expect(alternates, path).toEqual([`ru ${bare}`, `ky ${prefixed('ky')}`, `en ${prefixed('en')}`, `x-default ${bare}`]);
  }
  // The Kyrgyz FAQ's answers open without a script too.
  await page.goto('/ky/faq');
  const answer = page.getByText('6000ге бөлүнөт', { exact: false });
  await expect(answer).toBeHidden();
  await page.getByText('Көлөмдүк салмак деген эмне?').click();
  await expect(answer).toBeVisible();
  await context.close();
});

test('the Kyrgyz and English public pages from 1440 to 360 px: nothing wider than its box or the window, no sideways scroll', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const path of ['/ky', '/en', '/ky/catalog', '/en/faq', '/ky/faq', '/ky/calculator']) {
    for (const width of [1440, 1280, 1200, 360]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The header's links and buttons all inside the window (Kyrgyz's cut the sign-in button off at 1200 px).
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button')]
          .filter((node) => node.getClientRects().length > 0)
          .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((node) => (node.textContent ?? '').trim() || node.getAttribute('aria-label')),
      );
      expect(outside, `${path} at ${width} px: header items past the window's edge`).toEqual([]);
      // A long Kyrgyz word must wrap or shrink, never stick out of its button, link, badge or heading.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, a, button, label, [class*="Badge-root"], [class*="Tabs-tab"]')]
          .filter((node) => node.getClientRects().length > 0 && node.scrollWidth > node.clientWidth + 1)
          .filter(
            (node) => getComputedStyle(node).overflowX !== 'visible' || node.scrollWidth > node.getBoundingClientRect().width + 1,
          )
          .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`),
      );
      expect(overflowing, `${path} at ${width} px`).toEqual([]);
      if (width === 1440 || width === 360)
        await shoot(page, `prerendered-${path.slice(1).replace(/\//g, '-')}-${width}`, testInfo);
    }
  }
});

/** Console messages of a page from now on, and the prerendered <h1> as the HTML parser made it. */
async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
    });
  });
  return messages;
}

/** True once React has taken over the page's <h1> (its fiber is on the node), and the node is the prerendered one. */
async function hydratedInPlace(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  return page.evaluate(
    () => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('h1'),
  );
}

test('public pages hydrate without a console message and keep the prerendered HTML', async ({ page }) => {
  const messages = await watchHydration(page);
  await page.goto('/');
  expect(await hydratedInPlace(page), '/: React drew the page afresh instead of hydrating it').toBe(true);
  // The home's sections below the fold hydrate as the visitor comes near them.
  const contacts = page.getByRole('heading', { level: 2, name: 'Контакты', exact: true });
  const prerendered = await contacts.elementHandle();
  await contacts.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
    prerendered,
  );
  expect(await contacts.evaluate((node, before) => node === before, prerendered), 'the contacts section hydrated in place').toBe(
    true,
  );
  for (const path of ['/faq', '/calculator', '/catalog']) {
    await page.goto(path);
    expect(await hydratedInPlace(page), `${path}: React drew the page afresh instead of hydrating it`).toBe(true);
  }
  // A Kyrgyz or English page starts in its address's language: the same text, taken over in place.
  for (const [path, heading] of [
    ['/ky', 'Товарларды АКШ менен Түркиядан Кыргызстанга жана Россияга жеткиребиз'],
    ['/en/faq', 'Questions and answers'],
    ['/ky/calculator', null],
  ] as const) {
    await page.goto(path);
    expect(await hydratedInPlace(page), `${path}: React drew the page afresh instead of hydrating it`).toBe(true);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    expect(new URL(page.url()).pathname, `${path} stays at its address`).toBe(path);
  }
  await page.waitForLoadState('networkidle');
  expect(messages, 'console messages while hydrating').toEqual([]);
});

test("each language's home downloads its own texts only, preloaded by its HTML", async ({ page }) => {
  // A sentence of each language's public frame (src/i18n/<language>/public.ts: the footer's) that
  // no other script holds.
  const FRAME_TEXT = {
    ru: 'Выкуп товаров, склады в Чикаго',
    ky: 'Товарларды сиз үчүн сатып алып беребиз',
    en: 'buy from shops on your behalf',
  };
  for (const [path, language] of [
    ['/', 'ru'],
    ['/ky', 'ky'],
    ['/en', 'en'],
  ] as const) {
    const scripts: { path: string; body: Promise<string> }[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ path: new URL(response.url()).pathname, body: response.text().catch(() => '') });
    };
    page.on('response', onResponse);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts.map(async (script) => ({ path: script.path, body: await script.body })));
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    );
    for (const [other, text] of Object.entries(FRAME_TEXT)) {
      const holders = bodies.filter((script) => script.body.includes(text)).map((script) => script.path);
      if (other !== language) expect(holders, `${path} downloads the ${other} texts`).toEqual([]);
      else {
        expect(holders, `${path}'s texts`).toHaveLength(1);
        expect(preloaded, `${path} preloads its texts: no round trip after the entry`).toContain(holders[0]);
      }
    }
  }
});

/** The layout shifts of the page from its start (what the Cumulative Layout Shift adds up), as a sum. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test('/ and /catalog do not shift while they load and fill in at 360 px', async ({ newPage, admin, apiLogin }) => {
  // Shops in the catalogue, so /catalog has cards to put where its skeleton was.
  const { access } = await apiLogin(admin.email, admin.password);
  const page = await newPage({ viewport: { width: 360, height: 780 } });
  const headers = { authorization: `Bearer ${access}` };
  const suffix = randomBytes(3).toString('hex');
  const category = await (
    await page.request.post('/api/categories/create/', { headers, multipart: { name: `CLS ${suffix}` } })
  ).json();
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const res = await page.request.post('/api/catalog/sites/create/', {
      headers,
      multipart: {
        name: `${name} ${suffix}`,
        url: `https://${name.toLowerCase()}-${suffix}.example.com`,
        category: String(category.id),
        country: '3',
      },
    });
    expect(res.status()).toBe(201);
  }

  const layoutShift = await watchLayoutShifts(page);
  await page.goto('/');
  await hydratedInPlace(page);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(), 'layout shift on /').toBeLessThan(0.05);

  await page.goto('/catalog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^Найден/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(), 'layout shift on /catalog').toBeLessThan(0.05);
});

test('each public page paints styled before any stylesheet arrives: what it shows first is in its HTML', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const looks = () =>
    page.evaluate(() => {
      const heading = document.querySelector('h1') as HTMLElement;
      const header = document.querySelector('header') as HTMLElement;
      const style = getComputedStyle(heading);
      return { font: style.fontFamily, size: style.fontSize, header: header.getBoundingClientRect().height };
    });
  for (const path of ['/', '/catalog']) {
    // The stylesheets never come: the page is drawn by the rules inlined in its <head>.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const first = await looks();
    expect(first.font, path).toContain('Inter');
    await page.unroute('**/*.css');
    // With them, it looks the same.
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await looks(), path).toEqual(first);
  }
  await context.close();
});
